import winkNLP, { type ItemSentence, type ItsFunction, type PartOfSpeech, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** One word (or mark) of a guest message, as the extractor reads it. */
export interface Token {
  /** As written (curly apostrophes made straight). */
  text: string;
  /** Lower case. */
  normal: string;
  /** Dictionary form ("raising" → "raise"); for a word the model does not know, its normal form. */
  lemma: string;
  pos: PartOfSpeech;
  /** What comes before it in the text: an item is rebuilt from its tokens with these, so it keeps the guest's spacing. */
  space: string;
  /** wink's token type: word, punctuation, number, emoji, url, email, hashtag… */
  type: string;
  stop: boolean;
  /** Not in the model's English vocabulary (a name, a typo, a word of another language). */
  unknown: boolean;
}

export type Sentence = Token[];

let loaded: { nlp: WinkMethods; vocabularySize: number } | null = null;
const analysed = new Map<string, Sentence[]>();
const cacheSize = 256;
/** wink adds every unknown word it meets to its lexicon for good; past this many, a fresh instance starts over. */
const maxLearnedWords = 100_000;

function engine(): { nlp: WinkMethods; vocabularySize: number } {
  if (!loaded) {
    const nlp = winkNLP(model, ['sbd', 'pos']);
    const probe = nlp.readDoc('qzxqzxq').tokens().out(nlp.its.uniqueId) as number[];
    loaded = { nlp, vocabularySize: probe[0] ?? 0 };
  }
  return loaded;
}

/**
 * Splits a text into sentences of tokens. The model loads on first use (about 60 ms) and once per
 * process; every turn re-reads the whole conversation, so analyses are kept by text.
 */
export function analyse(raw: string): Sentence[] {
  const cached = analysed.get(raw);
  if (cached) return cached;
  const sentences = read(raw);
  if (analysed.size >= cacheSize) analysed.delete(analysed.keys().next().value as string);
  analysed.set(raw, sentences);
  return sentences;
}

/** Each line on its own: a guest's line break ends a statement or a bullet even where wink would read on. */
function read(raw: string): Sentence[] {
  return raw
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .flatMap(readLine);
}

/** Letters of the Latin script beyond Latin-1 that have no base letter to fall back on. */
const baseLetters: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ħ: 'h', Ħ: 'H', ı: 'i', ŋ: 'n', Ŋ: 'N', œ: 'o', Œ: 'O' };

/** One Latin-1 letter for a letter of the extended Latin script: "ň" is read as "n", "ł" as "l". */
function latinOne(letter: string): string {
  const base = letter.normalize('NFD').charAt(0);
  if (/[a-z]/i.test(base)) return base;
  return baseLetters[letter] ?? (letter === letter.toLowerCase() ? 'x' : 'X');
}

/**
 * wink's tokenizer splits words at letters beyond Latin-1 ("Łódź" into "ł", "ód", "ź"), so such
 * a line is read with each of them as a Latin-1 letter, one for one, and every token then takes
 * back the guest's own letters from the same place in the line.
 */
function withOwnLetters(line: string, read: string, tokens: Token[]): Token[] {
  let cursor = 0;
  return tokens.map((token) => {
    const at = read.indexOf(token.text, cursor);
    if (at < 0) return token;
    cursor = at + token.text.length;
    const text = line.slice(at, cursor);
    if (text === token.text) return token;
    const normal = text.toLowerCase();
    return { ...token, text, normal, lemma: token.lemma === token.normal ? normal : token.lemma };
  });
}

function readLine(line: string): Sentence[] {
  const { nlp, vocabularySize } = engine();
  const { its } = nlp;
  const read = line.replace(/[\u0100-\u024f\u1e00-\u1eff]/g, latinOne);
  const doc = nlp.readDoc(read);
  const all = doc.tokens();
  const values = all.out(its.value) as string[];
  const normals = all.out(its.normal) as string[];
  // The typings give `its.lemma` an extra parameter that `out` never passes.
  const lemmas = all.out(its.lemma as unknown as ItsFunction<string>) as string[];
  const tags = all.out(its.pos) as PartOfSpeech[];
  const spaces = all.out(its.precedingSpaces) as string[];
  const types = all.out(its.type) as string[];
  const stops = all.out(its.stopWordFlag) as boolean[];
  const ids = all.out(its.uniqueId) as number[];
  const readTokens: Token[] = values.map((text, index) => {
    const normal = normals[index] ?? text.toLowerCase();
    return {
      text,
      normal,
      lemma: lemmas[index] ?? normal,
      pos: tags[index] ?? 'X',
      space: spaces[index] ?? '',
      type: types[index] ?? 'word',
      stop: stops[index] ?? false,
      unknown: doc.isOOV(normal),
    };
  });
  const tokens = read === line ? readTokens : withOwnLetters(line, read, readTokens);
  const sentences: Sentence[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const span = sentence.tokens();
    if (span.length() === 0) return;
    const first = span.itemAt(0).index();
    sentences.push(tokens.slice(first, first + span.length()));
  });
  if (ids.some((id) => id > vocabularySize + maxLearnedWords)) loaded = null;
  return sentences;
}

/** The tokens as the guest wrote them, with their own spacing. */
export function textOf(tokens: readonly Token[]): string {
  return tokens
    .map((token, index) => (index === 0 ? token.text : token.space + token.text))
    .join('')
    .trim();
}

/** "hired", "aged", "qualified": a regular past form, which the tagger may call a verb where it describes a noun. */
export function isPastForm(token: Token | undefined): boolean {
  return token !== undefined && token.normal.endsWith('ed') && token.normal !== token.lemma;
}
