import { analyse } from '../nlp.ts';
import { oneEditApart } from './spelling.ts';
import { characterGrams, featuresOfWords, wordsOf } from './text-classifier.ts';

/** A word seen in this many examples is part of how people say things; a rarer one is read as what kind of word it is. */
const exampleWordMinimum = 2;
/** A word seen in this many examples is common enough that a word one letter off it is taken for a misspelling of it. */
const commonExampleWord = 3;
/** How many words after "not" it reaches: "not quite right" is not "right". */
const negationReach = 3;
const negators = new Set(['not', 'no', 'never', 'nothing', 'nope', 'nah', 'dont', 'isnt', 'aint', 'cant', 'wont']);

const isMark = (word: string) => word.startsWith('emoji:') || word === '?' || word === '!';

/**
 * The words of a text as a reader learned from examples sees them: words the examples use stay themselves, a
 * misspelling of a common one becomes it ("rigth" → "right"), any other word becomes its part of
 * speech ("midwife" → <NOUN>, so "Carpenter" reads like every other one-word answer; the rare words
 * of the examples teach what such a word means) and keeps its letters as character n-grams; words
 * after "not" are marked as negated.
 */
export class ExampleVocabulary {
  private readonly known: ReadonlySet<string>;
  private readonly common: readonly string[];
  private readonly spellings = new Map<string, string | null>();

  /**
   * `wordClasses` gives for a word the word the examples use for its class, if it has one ("trash"
   * → "remove"): a word no example uses reads as that word, so the examples of one verb of
   * discarding teach what all of them mean.
   */
  constructor(
    texts: readonly string[],
    private readonly wordClasses: (word: string) => string | null = () => null,
  ) {
    const seen = new Map<string, number>();
    for (const text of texts) for (const word of new Set(wordsOf(text))) seen.set(word, (seen.get(word) ?? 0) + 1);
    // A word seen once is read as its kind, so the reader learns what an unseen noun or verb means in a reply.
    this.known = new Set([...seen].filter(([, count]) => count >= exampleWordMinimum).map(([word]) => word));
    this.common = [...seen].filter(([word, count]) => count >= commonExampleWord && word.length >= 4).map(([word]) => word);
  }

  /** Whether the examples use a word as itself (seen in two or more of them), not as its kind. */
  knows(word: string): boolean {
    return this.known.has(word);
  }

  private spelling(word: string): string | null {
    if (word.length < 4) return null;
    if (!this.spellings.has(word)) this.spellings.set(word, this.common.find((common) => oneEditApart(word, common)) ?? null);
    return this.spellings.get(word) ?? null;
  }

  featuresOf(text: string): string[] {
    const words = wordsOf(text);
    const unknown = words.filter((word) => !this.known.has(word) && !isMark(word));
    const parts = unknown.length > 0 ? partsOfSpeech(text) : new Map<string, string>();
    let negated = 0;
    const read = words.map((word) => {
      const own =
        this.known.has(word) || isMark(word) ? word : (this.wordClasses(word) ?? this.spelling(word) ?? `<${parts.get(word) ?? 'X'}>`);
      if (negators.has(own) || own.endsWith("n't")) {
        negated = negationReach;
        return own;
      }
      if (negated === 0) return own;
      negated -= 1;
      return `¬${own}`;
    });
    const nouns = words.filter((word) => parts.get(word) === 'NOUN').length;
    return [...featuresOfWords(read), ...unknown.flatMap(characterGrams), `nouns:${Math.min(nouns, 3)}`];
  }
}

function partsOfSpeech(text: string): Map<string, string> {
  const parts = new Map<string, string>();
  // A capital says little in chat ("Luthier", "luthier"): a proper noun is read as a noun.
  for (const sentence of analyse(text))
    for (const token of sentence)
      parts.set(token.normal, token.unknown && token.pos !== 'NUM' ? 'X' : token.pos === 'PROPN' ? 'NOUN' : token.pos);
  return parts;
}
