import winkNLP, { type ItsFunction, type PartOfSpeech, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** One word of a dossier item as matching reads it. */
export interface Word {
  /** The word as written, in lower case ("investors", "bookkeeping"): what word vectors and dictionaries know it by. */
  form: string;
  /** Dictionary form, lower case ("investors" → "investor", "raising" → "raise", the noun "gaming" → "game"). */
  lemma: string;
  /** A word that carries meaning on its own (not a stop word, a pronoun, a filler like "looking"). */
  content: boolean;
  /** Not in the model's English vocabulary: a name, a typo, a word of another language. */
  unknown: boolean;
  /** A part of a compound ("founder" of "co-founder"): a word, but it does not say what the item is about. */
  part: boolean;
}

/** Parts of speech that never carry a need or an offer. */
const functionTags = new Set<PartOfSpeech>(['ADP', 'AUX', 'CCONJ', 'DET', 'INTJ', 'PART', 'PRON', 'PUNCT', 'SCONJ', 'SYM', 'SPACE', 'X']);

/**
 * Words every dossier uses to say what it wants rather than what it is about: left out of the
 * lexical match so that "looking for people who…" does not make everyone alike.
 */
const fillerLemmas = new Set(
  [
    'look lookout want wish hope meet find help people person someone anyone anybody somebody folk interested interest like love enjoy',
    'talk chat thing stuff lot good great new happy really also get make know can would could need always keen open eager able other more',
    'some any way kind sort bit event here there currently especially maybe pretty very just well work use do go come try give share offer',
    'provide glad ready willing idea hi hello thanks',
  ]
    .join(' ')
    .split(' '),
);

let loaded: { nlp: WinkMethods; vocabularySize: number } | null = null;
/** wink adds every unknown word it meets to its lexicon for good; past this many, a fresh instance starts over. */
const maxLearnedWords = 100_000;

function nlpInstance(): { nlp: WinkMethods; vocabularySize: number } {
  if (!loaded) {
    // Lemmas need the part of speech, not sentences: the lighter pipeline reads about a million tokens a second.
    const nlp = winkNLP(model, ['pos']);
    const probe = nlp.readDoc('qzxqzxq').tokens().out(nlp.its.uniqueId) as number[];
    loaded = { nlp, vocabularySize: probe[0] ?? 0 };
  }
  return loaded;
}

/**
 * How a text begins, read with its own capitals (a capital tells "Glamping owners" from a verb): its
 * first two words, their parts of speech, the first one's dictionary form, and whether the model
 * knows it.
 */
export function opening(text: string): { words: string[]; tags: PartOfSpeech[]; firstLemma: string; firstKnown: boolean } {
  const { nlp } = nlpInstance();
  const doc = nlp.readDoc(text.trim());
  const tokens = doc.tokens();
  const words = (tokens.out(nlp.its.normal) as string[]).slice(0, 2);
  const tags = (tokens.out(nlp.its.pos) as PartOfSpeech[]).slice(0, 2);
  // The typings give `its.lemma` an extra parameter that `out` never passes.
  const firstLemma = (tokens.out(nlp.its.lemma as unknown as ItsFunction<string>) as string[])[0] ?? '';
  return { words, tags, firstLemma, firstKnown: words[0] !== undefined && !doc.isOOV(words[0]) };
}

/**
 * The words of a text, in order, with a compound's joined form after its parts ("co-founder" →
 * co, founder, cofounder). Read in lower case: a capital at the start of an item would otherwise
 * make "Investors" a proper noun, which keeps its plural.
 */
export function wordsOf(text: string): Word[] {
  const instance = nlpInstance();
  const { nlp } = instance;
  const { its } = nlp;
  const doc = nlp.readDoc(text.replace(/[\u2018\u2019\u02bc]/g, "'").toLowerCase());
  const tokens = doc.tokens();
  const normals = tokens.out(its.normal) as string[];
  // The typings give `its.lemma` an extra parameter that `out` never passes.
  const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>) as string[];
  const tags = tokens.out(its.pos) as PartOfSpeech[];
  const types = tokens.out(its.type) as string[];
  const stops = tokens.out(its.stopWordFlag) as boolean[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  const ids = tokens.out(its.uniqueId) as number[];
  const words: Word[] = [];
  const isCompound = (index: number) =>
    index >= 0 &&
    normals[index + 1] === '-' &&
    types[index] === 'word' &&
    types[index + 2] === 'word' &&
    spaces[index + 1] === '' &&
    spaces[index + 2] === '';
  for (let index = 0; index < normals.length; index++) {
    const normal = normals[index]!;
    if (types[index] !== 'word') continue;
    const unknown = doc.isOOV(normal);
    const lemma = baseForm(unknown ? plainSingular(normal) : (lemmas[index] ?? normal));
    const tag = tags[index] ?? 'X';
    const content = !stops[index] && !functionTags.has(tag) && !fillerLemmas.has(lemma) && lemma.length > 1 && !lemma.includes("'");
    if (lemma.includes('-')) {
      // One token with a hyphen ("co-founder"): its parts, then the joined form, which alone names a concept.
      const parts = lemma.split('-').filter((part) => part !== '');
      for (const part of parts)
        words.push({ form: part, lemma: baseForm(plainSingular(part)), content: content && part.length > 1, unknown, part: true });
      words.push({
        form: parts.join(''),
        lemma: parts.map((part, at) => (at === parts.length - 1 ? baseForm(plainSingular(part)) : part)).join(''),
        content,
        unknown,
        part: false,
      });
      continue;
    }
    const compound = isCompound(index) || isCompound(index - 2);
    words.push({ form: normal, lemma, content, unknown, part: compound });
    // "co-founder", "climate-tech": the joined form meets the guest who wrote it as one word.
    if (isCompound(index)) {
      const after = normals[index + 2]!;
      words.push({
        form: normal + after,
        lemma: normal + baseForm(plainSingular(after)),
        content: true,
        unknown: doc.isOOV(normal + after),
        part: false,
      });
    }
  }
  const highest = ids.reduce((most, id) => Math.max(most, id), 0);
  if (highest > instance.vocabularySize + maxLearnedWords) loaded = null;
  return words;
}

export function isFiller(lemma: string): boolean {
  return fillerLemmas.has(lemma);
}

/** The model does not know the word: an English plural still reads as its singular ("startups" → "startup", "VCs" → "vc"). */
function plainSingular(normal: string): string {
  if (normal.length > 4 && normal.endsWith('ies')) return `${normal.slice(0, -3)}y`;
  if (normal.length >= 3 && normal.endsWith('s') && !/(ss|us|is)$/.test(normal)) return normal.slice(0, -1);
  return normal;
}

/**
 * A noun in -ing read as its verb, so "gaming" meets "games", "funding" meets "fund" and
 * "mentoring" meets "mentor" (the model lemmatises the verb "raising", not the noun "fundraising").
 */
export function baseForm(lemma: string): string {
  if (lemma.length < 6 || !lemma.endsWith('ing')) return lemma;
  const stem = lemma.slice(0, -3);
  // "spring", "string": not a verb in -ing.
  if (!/[aeiouy]/.test(stem)) return lemma;
  if (/([^aeiouls])\1$/.test(stem) || /ll$/.test(stem)) return stem.slice(0, -1);
  if (/(c|v|ur|ut|ag|[aeiou]s|[bcdfgkpt]l)$/.test(stem)) return `${stem}e`;
  if (stem.length <= 4 && /[^aeiou][aeiou][^aeiouwxy]$/.test(stem)) return `${stem}e`;
  return stem;
}
