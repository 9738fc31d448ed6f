import type { ReplyContext, ReplyIntent } from './reply-intent.ts';
import { phrases, type WordMeaning } from './reply-phrases.ts';

/**
 * Short replies wholly in another language: "rien d'autre", "keine Ahnung", "nee", "不知道". The
 * reply reader learns English from examples; a guest who answers in their own language says
 * yes, no, "nothing more" or "I don't know" with a handful of set phrases, listed by language in
 * `reply-phrases.ts`. A reply is read here when every
 * word of it is one of these phrases or a filler ("hmm", "bueno", "todavía"), or when one opens it,
 * set apart, and the rest are words the reader does not know (`readOpeningWords`); anything else
 * is left to the reader. Pure.
 */

/** Words that add nothing to what a short reply means: hesitation, politeness, "yet", "really", in the same languages. */
const fillers = new Set(
  [
    ...'hmm hm mmm mm um umm uh uhm eh ehh er ah oh well ok okay sorry please thanks lol haha'.split(' '),
    ...'euh bah ben bon alors merci encore vraiment'.split(' '),
    ...'pues bueno mmm todavia aun la verdad gracias perdon'.split(' '),
    ...'mah allora ancora davvero grazie scusa'.split(' '),
    ...'entao ainda obrigado obrigada desculpa'.split(' '),
    ...'ah ach naja also hm noch danke bitte sorry echt wirklich'.split(' '),
    ...'nou eh nog dank sorry echt'.split(' '),
    ...['ну', 'эм', 'ещё', 'еще', 'спасибо', 'пожалуйста', 'пока', '嗯', '呃', '啊', '吧', '呢', 'えーと', 'うーん', '음', '어'],
    ...'tack takk graag alsjeblieft prosze dziekuje tesekkurler lutfen asante tafadhali bem'.split(' '),
  ].map((word) => word.normalize('NFD').replace(/\p{M}/gu, '')),
);

/** Lower case, accents and marks stripped (ß as ss, dotless ı as i), punctuation and emoji turned to spaces; CJK and Cyrillic kept. */
function normal(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Phrase {
  words: string[];
  meaning: WordMeaning;
}

const known: Phrase[] = Object.entries(phrases)
  .flatMap(([meaning, byLanguage]) =>
    Object.values(byLanguage).flatMap((list) =>
      list.map((phrase) => ({ words: normal(phrase).split(' '), meaning: meaning as WordMeaning })),
    ),
  )
  .sort((a, b) => b.words.length - a.words.length);

/** The meanings of a reply's phrases, longest first at each word; null when a word is neither a phrase nor a filler. */
function meaningsOf(words: readonly string[]): WordMeaning[] | null {
  const found: WordMeaning[] = [];
  let at = 0;
  while (at < words.length) {
    const phrase = known.find((candidate) => candidate.words.every((word, offset) => words[at + offset] === word));
    if (phrase) {
      found.push(phrase.meaning);
      at += phrase.words.length;
    } else if (fillers.has(words[at] as string)) at += 1;
    else return null;
  }
  return found;
}

/** What the phrases mean together: a "no" beside another meaning leans on it ("nee, niks meer", "no, no sé"); else they must agree. */
function together(meanings: readonly WordMeaning[]): WordMeaning | null {
  const other = [...new Set(meanings.filter((meaning) => meaning !== 'no'))];
  if (other.length === 0) return meanings.length > 0 ? 'no' : null;
  return other.length === 1 ? (other[0] as WordMeaning) : null;
}

/** The words English shares with the table ("no"): a reply of these alone is the reader's to read. */
const english = new Set(['no']);

/**
 * What a short reply in one of the listed languages means in `context`, or null when it is not
 * one (some word is neither a listed phrase nor a filler). After a question, a "no" is no more to
 * say (skip) and a "yes" is left to the reader (it may answer a yes/no question).
 */
export function readReplyWords(text: string, context: ReplyContext): ReplyIntent | null {
  const words = normal(text).split(' ').filter(Boolean);
  if (words.length === 0 || words.every((word) => english.has(word) || fillers.has(word))) return null;
  const meanings = meaningsOf(words);
  const meaning = meanings ? together(meanings) : null;
  if (!meaning) return null;
  if (context === 'summary') return meaning;
  if (meaning === 'yes') return null;
  return meaning === 'no' ? 'skip' : meaning;
}

/** Words of contrast in the listed languages: "ja, maar …", "sí, pero …", "sim, mas …" say yes with a change after it. */
const contrastWords = new Set([
  'but',
  'maar',
  'aber',
  'mais',
  'pero',
  'ma',
  'mas',
  'men',
  'mutta',
  'ale',
  'ama',
  'tapi',
  'nhung',
  'lekin',
  'lakini',
]);

/**
 * A reply that opens with a set phrase, set apart by a comma or a stop, and goes on in words the
 * reader does not know ("hayır, bu ben değilim", "sì, va benissimo"): the opening phrase says what
 * it means. After a summary a "yes" with a word of contrast after it asks a change ("sí, pero
 * quita …"). After a question only a "not sure" or a pass opens a reply this way; a "no" there
 * may begin an answer. `known`: whether the reader knows a word; a rest with one it knows is the
 * reader's to read ("no, remove the bakery").
 */
export function readOpeningWords(text: string, context: ReplyContext, known: (word: string) => boolean): ReplyIntent | null {
  const split = /^([^,;:.!?—–，、。！？：；]+)[,;:.!?—–，、。！？：；]+(.*)$/u.exec(text.trim());
  if (!split) return null;
  const opening = normal(split[1] as string)
    .split(' ')
    .filter(Boolean);
  const rest = normal(split[2] as string)
    .split(' ')
    .filter(Boolean);
  if (rest.length === 0 || opening.every((word) => english.has(word) || fillers.has(word))) return null;
  // A word of two letters ("to", "ja") may be in any language; a longer one the reader knows is English.
  if (rest.some((word) => word.length > 2 && known(word))) return null;
  const meanings = meaningsOf(opening);
  const meaning = meanings ? together(meanings) : null;
  if (!meaning) return null;
  if (context === 'question') return meaning === 'unsure' || meaning === 'skip' ? meaning : null;
  return meaning === 'yes' && rest.some((word) => contrastWords.has(word)) ? 'change' : meaning;
}
