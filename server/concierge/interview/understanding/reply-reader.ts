import { conciergeReplies } from '../../../../shared/api/concierge.ts';
import { analyse } from '../nlp.ts';
import { replyExamples } from './reply-examples.ts';
import type { ReplyContext, ReplyExample, ReplyIntent } from './reply-intent.ts';
import { characterGrams, featuresOfWords, trainTextClassifier, wordsOf } from './text-classifier.ts';

export interface ReplyReading {
  intent: ReplyIntent;
  /** How sure the reader is, 0–1: below `confidentEnough` the interviewer checks with the guest instead of acting. */
  confidence: number;
}

/** Below this, a reply to a summary is not acted on: the concierge says what it understood and asks. */
export const confidentEnough = 0.6;

/** Intents that mean the same whatever was asked: a "pass" or a "why?" reads alike after a question and after a summary. */
const sharedIntents: ReadonlySet<ReplyIntent> = new Set(['skip', 'unsure', 'question']);

/** What the chat's buttons send: read for what they are, never guessed. */
const buttons: ReadonlyMap<string, ReplyIntent> = new Map([
  [conciergeReplies.confirm.toLowerCase(), 'yes'],
  [conciergeReplies.saveAsIs.toLowerCase(), 'yes'],
  [conciergeReplies.change.toLowerCase(), 'no'],
  [conciergeReplies.skip.toLowerCase(), 'skip'],
]);

/** A word seen in this many examples is part of how people reply; a rarer one is read as what kind of word it is. */
const replyWordMinimum = 2;
/** A word seen in this many examples is common enough that a word one letter off it is taken for a misspelling of it. */
const commonReplyWord = 3;
/** How many words after "not" it reaches: "not quite right" is not "right". */
const negationReach = 3;
const negators = new Set(['not', 'no', 'never', 'nothing', 'nope', 'nah', 'dont', 'isnt', 'aint', 'cant', 'wont']);

function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else if (a[i + 1] === b[j] && a[i] === b[j + 1]) {
      i += 2;
      j += 2;
    } else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

const isMark = (word: string) => word.startsWith('emoji:') || word === '?' || word === '!';

/**
 * The words of replies as the reader sees them: words people reply with stay themselves, a
 * misspelling of a common one becomes it ("rigth" → "right"), any other word becomes its part of
 * speech ("midwife" → <NOUN>, so "Carpenter" reads like every other one-word answer; the rare words
 * of the examples teach what such a word means) and keeps its letters as character n-grams; words
 * after "not" are marked as negated.
 */
class ReplyVocabulary {
  private readonly known: ReadonlySet<string>;
  private readonly common: readonly string[];
  private readonly spellings = new Map<string, string | null>();

  constructor(texts: readonly string[]) {
    const seen = new Map<string, number>();
    for (const text of texts) for (const word of new Set(wordsOf(text))) seen.set(word, (seen.get(word) ?? 0) + 1);
    // A word seen once is read as its kind, so the reader learns what an unseen noun or verb means in a reply.
    this.known = new Set([...seen].filter(([, count]) => count >= replyWordMinimum).map(([word]) => word));
    this.common = [...seen].filter(([word, count]) => count >= commonReplyWord && word.length >= 4).map(([word]) => word);
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
      const own = this.known.has(word) || isMark(word) ? word : (this.spelling(word) ?? `<${parts.get(word) ?? 'X'}>`);
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

/** Trains the reader of one context on `examples` (those of the other context lend it their skips, "not sure"s and questions). */
export function trainReplyReader(context: ReplyContext, examples: readonly ReplyExample[]): (text: string) => ReplyReading {
  const own = examples.filter((example) => example.context === context || sharedIntents.has(example.intent));
  const vocabulary = new ReplyVocabulary(examples.map((example) => example.text));
  const classifier = trainTextClassifier(
    own.map((example) => ({ text: example.text, label: example.intent })),
    { features: (text) => vocabulary.featuresOf(text), epochs: 60, learningRate: 0.3, l2: 0 },
  );
  return (text) => {
    const prediction = classifier.predict(text);
    return { intent: prediction.label, confidence: prediction.confidence };
  };
}

const readers = new Map<ReplyContext, (text: string) => ReplyReading>();

/**
 * What a guest's reply means: after a summary or a check, yes / no / change / skip / unsure /
 * question; after a question, answer / skip / unsure / question. Learned from examples
 * (`reply-examples.ts`, trained on first use, once per process), so it reads wordings, typos and
 * emoji it never saw; `confidence` says how sure it is.
 */
export function readReply(text: string, context: ReplyContext): ReplyReading {
  const button = buttons.get(text.trim().toLowerCase());
  if (button) return { intent: button, confidence: 1 };
  if (wordsOf(text).length === 0) return { intent: context === 'summary' ? 'unsure' : 'skip', confidence: 0 };
  let reader = readers.get(context);
  if (!reader) {
    reader = trainReplyReader(context, replyExamples);
    readers.set(context, reader);
  }
  return reader(text);
}
