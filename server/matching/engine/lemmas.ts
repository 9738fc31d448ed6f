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
  /** In the item's head phrase, what it names ("drivers" of "volunteer drivers who can take patients to appointments"). */
  head: boolean;
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
export function opening(text: string): {
  words: string[];
  tags: PartOfSpeech[];
  firstLemma: string;
  firstKnown: boolean;
  /** It opens with a subject and its verb ("Patients are missing appointments", "our books are a mess"). */
  subjectAndVerb: boolean;
  /** The first word's part of speech read in lower case: "New" of "New 40-bed bunkhouse" is an adjective there. */
  lowerTag: PartOfSpeech | null;
  /**
   * The first word reads as a verb before its object ("we recruit participants", "we cook Turkish
   * food"): the second word a plural noun or an adjective, not a noun that may make a compound ("seed funding").
   */
  verbBeforeObject: boolean;
} {
  const { nlp } = nlpInstance();
  const doc = nlp.readDoc(text.trim());
  const tokens = doc.tokens();
  const normals = tokens.out(nlp.its.normal) as string[];
  const allTags = tokens.out(nlp.its.pos) as PartOfSpeech[];
  // The typings give `its.lemma` an extra parameter that `out` never passes.
  const firstLemma = (tokens.out(nlp.its.lemma as unknown as ItsFunction<string>) as string[])[0] ?? '';
  const words = normals.slice(0, 2);
  const lowered = words[0] ? nlp.readDoc(`${words[0]} ${words[1] ?? ''}`.trim()) : null;
  const secondLemma = (tokens.out(nlp.its.lemma as unknown as ItsFunction<string>) as string[])[1] ?? '';
  const afterWe = words[1] ? (nlp.readDoc(`we ${words[0]} ${words[1]}`).tokens().out(nlp.its.pos) as PartOfSpeech[]) : [];
  return {
    lowerTag: lowered ? ((lowered.tokens().out(nlp.its.pos) as PartOfSpeech[])[0] ?? null) : null,
    verbBeforeObject:
      afterWe[1] === 'VERB' && (afterWe[2] === 'ADJ' || (allTags[1] === 'NOUN' && secondLemma !== words[1] && /s$/.test(words[1] ?? ''))),
    words,
    tags: allTags.slice(0, 2),
    firstLemma,
    firstKnown: words[0] !== undefined && !doc.isOOV(words[0]),
    subjectAndVerb: opensWithSubjectAndVerb(normals, allTags, tokens.out(nlp.its.lemma as unknown as ItsFunction<string>) as string[]),
  };
}

const subjectTags = new Set<PartOfSpeech>(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'PRON', 'PART']);
const relativeOpeners = new Set(['who', 'whom', 'which', 'whose', 'that', 'where', 'what', 'how', 'when', 'why']);

/** Pronouns that are a subject on their own ("it's heartbreaking", "they don't know what to say"). */
const subjectPronouns = new Set(['it', 'they', 'he', 'she', 'you', 'everyone', 'nobody', 'everybody']);

/**
 * A noun phrase ("patients", "our books") then its verb: one of being, having or modality ("are",
 * "have", "can"), or, after a determiner ("the council", "my wife"), one in -s ("says") or, after a
 * plural ("our students"), one in its dictionary form ("struggle"); or a pronoun and its verb ("it's
 * heartbreaking"). Not "someone who can", "share what we've learned", nor "sales leads", a
 * compound the tagger reads as a verb.
 */
function opensWithSubjectAndVerb(normals: readonly string[], tags: readonly PartOfSpeech[], lemmas: readonly string[]): boolean {
  if (subjectPronouns.has(normals[0]!) && (tags[1] === 'AUX' || tags[1] === 'VERB')) return true;
  let named = false;
  for (let at = 0; at < tags.length; at++) {
    if (tags[at] === 'AUX') return named;
    if (tags[at] === 'VERB') {
      if (!named) return false;
      // "Contractors quote ridiculous money", "Sale days bring 400 farmers": a plural, then a verb in its dictionary form and more.
      const afterPlural = lemmas[at - 1] !== normals[at - 1] && /s$/.test(normals[at - 1]!);
      if (afterPlural && lemmas[at] === normals[at] && at + 1 < tags.length) return true;
      // "Storm Arwen flattened a couple of hundred oaks": a name, then a verb in the past.
      if (tags[at - 1] === 'PROPN' && /ed$/.test(normals[at]!) && at + 1 < tags.length) return true;
      return (tags[0] === 'DET' || tags[0] === 'PRON') && /[^s]s$/.test(normals[at]!);
    }
    if (!subjectTags.has(tags[at]!) || relativeOpeners.has(normals[at]!)) return false;
    if (tags[at] === 'NOUN' || tags[at] === 'PROPN') named = true;
  }
  return false;
}

/** A text's tokens as the tagger reads them with their own capitals: as written, part of speech, dictionary form, and whether the model knows them. */
export function taggedWords(text: string): { text: string; tag: PartOfSpeech; lemma: string; known: boolean }[] {
  const { nlp } = nlpInstance();
  const doc = nlp.readDoc(text.trim());
  const tokens = doc.tokens();
  const texts = tokens.out() as string[];
  const tags = tokens.out(nlp.its.pos) as PartOfSpeech[];
  const lemmas = tokens.out(nlp.its.lemma as unknown as ItsFunction<string>) as string[];
  const normals = tokens.out(nlp.its.normal) as string[];
  return texts.map((word, at) => ({ text: word, tag: tags[at]!, lemma: lemmas[at] ?? word, known: !doc.isOOV(normals[at]!) }));
}

/** The part of speech of a text's last word, read with its own capitals; null when it has none. */
export function lastWordTag(text: string): PartOfSpeech | null {
  const { nlp } = nlpInstance();
  const tokens = nlp.readDoc(text.trim()).tokens();
  const types = tokens.out(nlp.its.type) as string[];
  const tags = tokens.out(nlp.its.pos) as PartOfSpeech[];
  for (let at = types.length - 1; at >= 0; at--) if (types[at] === 'word' || types[at] === 'number') return tags[at] ?? null;
  return null;
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
  const heads = headTokens(lemmas, tags, types);
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
    const head = heads[index]!;
    const content = !stops[index] && !functionTags.has(tag) && !fillerLemmas.has(lemma) && lemma.length > 1 && !lemma.includes("'");
    if (lemma.includes('-')) {
      // One token with a hyphen ("co-founder"): its parts, then the joined form, which alone names a concept.
      const parts = lemma.split('-').filter((part) => part !== '');
      for (const part of parts)
        words.push({ form: part, lemma: baseForm(plainSingular(part)), content: content && part.length > 1, unknown, part: true, head });
      words.push({
        form: parts.join(''),
        lemma: parts.map((part, at) => (at === parts.length - 1 ? baseForm(plainSingular(part)) : part)).join(''),
        content,
        unknown,
        part: false,
        head,
      });
      continue;
    }
    const compound = isCompound(index) || isCompound(index - 2);
    words.push({ form: normal, lemma, content, unknown, part: compound, head });
    // "co-founder", "climate-tech": the joined form meets the guest who wrote it as one word.
    if (isCompound(index)) {
      const after = normals[index + 2]!;
      words.push({
        form: normal + after,
        lemma: normal + baseForm(plainSingular(after)),
        content: true,
        unknown: doc.isOOV(normal + after),
        part: false,
        head,
      });
    }
  }
  const highest = ids.reduce((most, id) => Math.max(most, id), 0);
  if (highest > instance.vocabularySize + maxLearnedWords) loaded = null;
  return words;
}

/** Tags that end a phrase: "volunteer drivers | who can take | patients | to | appointments". */
const phraseEnds = new Set<PartOfSpeech>(['ADP', 'SCONJ', 'PRON', 'VERB', 'AUX', 'PART', 'PUNCT']);
const phraseWords = new Set<PartOfSpeech>(['NOUN', 'PROPN', 'ADJ', 'NUM']);

/**
 * The tokens of a text's head phrase: its first noun phrase that names something ("volunteer
 * drivers"), running on through "of" and a possessive ("a provider of hot lunches", "residents'
 * teeth"); past one that names only a filler ("someone who can look after residents' teeth"), the
 * next. A text that opens with a preposition ("within 20 miles") names a circumstance: no head.
 */
function headTokens(lemmas: readonly string[], tags: readonly PartOfSpeech[], types: readonly string[]): boolean[] {
  const heads = lemmas.map(() => false);
  if (tags[0] === 'ADP') return heads;
  let phrase: number[] = [];
  const namesSomething = () => phrase.some((at) => (tags[at] === 'NOUN' || tags[at] === 'PROPN') && !fillerLemmas.has(lemmas[at]!));
  const joins = (at: number) => lemmas[at] === 'of' || lemmas[at] === "'s" || lemmas[at] === "'";
  for (let at = 0; at <= lemmas.length; at++) {
    const ends = at === lemmas.length || (phraseEnds.has(tags[at]!) && !joins(at));
    if (!ends) {
      if (types[at] === 'word' && phraseWords.has(tags[at]!)) phrase.push(at);
      continue;
    }
    if (namesSomething()) {
      for (const token of phrase) heads[token] = !fillerLemmas.has(lemmas[token]!);
      return heads;
    }
    phrase = [];
  }
  return heads;
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
