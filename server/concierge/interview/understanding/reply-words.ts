import type { ReplyContext, ReplyIntent } from './reply-intent.ts';
import { contrastPhrases, fillerPhrases, phrases, type WordMeaning } from './reply-phrases.ts';

/**
 * Short replies wholly in another language: "rien d'autre", "keine Ahnung", "nee", "不知道". The
 * reply reader learns English from examples; a guest who answers in their own language says
 * yes, no, "nothing more", "I don't know" or "what do you mean?" with a handful of set phrases,
 * listed by language in `reply-phrases.ts`. A reply is read here when every
 * word of it is one of these phrases or a filler ("hmm", "bueno", "todavía"), or when one opens it,
 * set apart, and the rest are words the reader does not know (`readOpeningWords`); anything else
 * is left to the reader. Pure.
 */

/** English words that add nothing to what a short reply means: hesitation, politeness. */
const englishFillers = [
  ...'hmm hm mmm mm um umm uh uhm eh ehh er ah oh well ok okay sorry please pls plz thanks thx lol haha'.split(' '),
  'thank you',
];

/** Letters no decomposition takes apart, written as their plain Latin letters. */
const plainLetters: Record<string, string> = { ß: 'ss', ı: 'i', đ: 'd', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe' };

/**
 * Lower case, accents stripped (and the vowel points of Hebrew and Arabic, which typing leaves
 * out), Arabic and Persian forms of yeh and kaf made one, punctuation and emoji turned to spaces;
 * other scripts are kept with the marks that spell them (Devanagari, Thai).
 */
function normal(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[ßıđłøæœ]/g, (letter) => plainLetters[letter] ?? letter)
      .replace(/[\u2018\u2019\u02bc`´]/g, "'")
      .normalize('NFD')
      .replace(/[\u0300-\u036f\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u064b-\u065f\u0670]/g, '')
      .replace(/[ىي]/g, 'ی')
      .replace(/ك/g, 'ک')
      .normalize('NFC')
      // A letter drawn out ("nooon", "siii", "لااا") is the letter.
      .replace(/(\p{L})\1{2,}/gu, '$1')
      .replace(/[^\p{L}\p{M}\p{N}' ]+/gu, ' ')
      // A mark after no letter was an emoji's (a variation selector): it goes with the emoji.
      .replace(/(?<![\p{L}\p{M}])\p{M}+/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

interface Phrase {
  words: string[];
  meaning: WordMeaning | 'filler';
}

const phraseOf = (phrase: string, meaning: Phrase['meaning']): Phrase => ({ words: normal(phrase).split(' ').filter(Boolean), meaning });

/** Every phrase and filler, longest first; a filler before a phrase of the same length, as a word both may be is no answer ("nou"). */
const known: Phrase[] = [
  ...Object.entries(phrases).flatMap(([meaning, byLanguage]) =>
    Object.values(byLanguage).flatMap((list) => list.map((phrase) => phraseOf(phrase, meaning as WordMeaning))),
  ),
  ...[...englishFillers, ...fillerPhrases].map((phrase) => phraseOf(phrase, 'filler')),
]
  .filter((phrase) => phrase.words.length > 0)
  .sort((a, b) => b.words.length - a.words.length || Number(b.meaning === 'filler') - Number(a.meaning === 'filler'));

/** The phrases and fillers by their first word, longest first. */
const byFirstWord = new Map<string, Phrase[]>();
for (const phrase of known) {
  const first = phrase.words[0] as string;
  byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), phrase]);
}

/** The words English shares with the table ("no"): a reply of these alone is the reader's to read. */
const english = new Set(['no']);

/** Scripts written without spaces between words, where a filler may be glued to a phrase ("不知道啊", "ไม่รู้ครับ"). */
const unspaced = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}]/u;

const gluedFillers = known
  .filter((phrase) => phrase.meaning === 'filler' && phrase.words.length === 1 && unspaced.test(phrase.words[0] as string))
  .map((phrase) => phrase.words[0] as string)
  .sort((a, b) => b.length - a.length);

/** A word of an unspaced script as its phrase and the fillers glued before or after it; any other word as it is. */
function unglued(word: string): string[] {
  if (!unspaced.test(word) || byFirstWord.has(word)) return [word];
  for (const filler of gluedFillers) {
    if (word.length <= filler.length) continue;
    if (word.endsWith(filler)) return [...unglued(word.slice(0, -filler.length)), filler];
    if (word.startsWith(filler)) return [filler, ...unglued(word.slice(filler.length))];
  }
  return [word];
}

const wordsOf = (text: string): string[] => normal(text).split(' ').filter(Boolean).flatMap(unglued);

/**
 * The meanings of a reply's phrases, leaving out fillers and the words English shares; null when
 * its words are not all phrases and fillers. Longer phrases are tried first, and a shorter one
 * when the longer leaves words no phrase covers ("no, no lo sé": "no" and "no lo sé", not "no no").
 */
function meaningsOf(words: readonly string[]): WordMeaning[] | null {
  const from = new Map<number, WordMeaning[] | null>([[words.length, []]]);
  const meaningsFrom = (at: number): WordMeaning[] | null => {
    if (from.has(at)) return from.get(at) ?? null;
    let found: WordMeaning[] | null = null;
    for (const phrase of byFirstWord.get(words[at] as string) ?? []) {
      const rest = phrase.words.every((word, offset) => words[at + offset] === word) ? meaningsFrom(at + phrase.words.length) : null;
      if (!rest) continue;
      const said = phrase.meaning !== 'filler' && !english.has(phrase.words.join(' '));
      found = said ? [phrase.meaning as WordMeaning, ...rest] : rest;
      break;
    }
    from.set(at, found);
    return found;
  };
  return meaningsFrom(0);
}

/** What the phrases mean together: a "no" beside another meaning leans on it ("nee, niks meer", "no, no sé"); else they must agree. */
function together(meanings: readonly WordMeaning[]): WordMeaning | null {
  const other = [...new Set(meanings.filter((meaning) => meaning !== 'no'))];
  if (other.length === 0) return meanings.length > 0 ? 'no' : null;
  return other.length === 1 ? (other[0] as WordMeaning) : null;
}

/**
 * What a short reply in one of the listed languages means in `context`, or null when it is not
 * one (some word is neither a listed phrase nor a filler). After a question, a "no" is no more to
 * say (skip) and a "yes" is left to the reader (it may answer a yes/no question); an asking back
 * is a question in both.
 */
export function readReplyWords(text: string, context: ReplyContext): ReplyIntent | null {
  const meanings = meaningsOf(wordsOf(text));
  const meaning = meanings ? together(meanings) : null;
  if (!meaning) return null;
  if (context === 'summary') return meaning;
  if (meaning === 'yes') return null;
  return meaning === 'no' ? 'skip' : meaning;
}

/** Words of contrast: "ja, maar …", "sí, pero …", "sim, mas …" say yes with a change after it. */
const contrastWords = new Set(['but', ...contrastPhrases.map(normal)]);
const unspacedContrast = [...contrastWords].filter((word) => unspaced.test(word));

/** Whether a word is one of contrast, or, in an unspaced script, opens with one ("でもヨガは消して"). */
const contrasts = (word: string) =>
  contrastWords.has(word) || (unspaced.test(word) && unspacedContrast.some((contrast) => word.startsWith(contrast)));

/**
 * A reply that opens with a set phrase, set apart by a comma or a stop, and goes on in words the
 * reader does not know ("hayır, bu ben değilim", "sì, va benissimo"): the opening phrase says what
 * it means. After a summary a "yes" with a word of contrast after it asks a change ("sí, pero
 * quita …"). After a question only a "not sure", a pass or an asking back opens a reply this way;
 * a "no" there may begin an answer. `known`: whether the reader knows a word; a rest with one it
 * knows is the reader's to read ("no, remove the bakery").
 */
export function readOpeningWords(text: string, context: ReplyContext, known: (word: string) => boolean): ReplyIntent | null {
  const split = /^([^,;:.!?—–，、。！？：；،؛؟।፣።፧]+)[,;:.!?—–，、。！？：；،؛؟।፣።፧]+(.*)$/u.exec(text.trim());
  if (!split) return null;
  const rest = normal(split[2] as string)
    .split(' ')
    .filter(Boolean);
  if (rest.length === 0) return null;
  // A word of two letters ("to", "ja") may be in any language; a longer one the reader knows is English.
  if (rest.some((word) => word.length > 2 && known(word))) return null;
  const meanings = meaningsOf(wordsOf(split[1] as string));
  const meaning = meanings ? together(meanings) : null;
  if (!meaning) return null;
  if (context === 'question') return meaning === 'yes' || meaning === 'no' ? null : meaning;
  return meaning === 'yes' && rest.some(contrasts) ? 'change' : meaning;
}
