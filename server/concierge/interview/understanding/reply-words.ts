import cldrYesNo from './cldr-yes-no.json' with { type: 'json' };
import type { ReplyContext, ReplyIntent } from './reply-intent.ts';

/**
 * Short replies wholly in another language: "rien d'autre", "keine Ahnung", "nee", "不知道". The
 * reply reader learns English from examples; a guest who answers in their own language says
 * yes, no, "nothing more" or "I don't know" with a handful of set phrases, listed here by
 * language (hand-made, checked against common phrasebook usage; see docs/decisions/013), with
 * yes and no in every language of the Unicode CLDR beside them. A reply is read here when every
 * word of it is one of these phrases or a filler ("hmm", "bueno", "todavía"), or when one opens it,
 * set apart, and the rest are words the reader does not know (`readOpeningWords`); anything else
 * is left to the reader. Pure.
 */

type WordMeaning = 'yes' | 'no' | 'skip' | 'unsure';

/** Phrases by meaning and language, written without accents (they are stripped before matching). */
const phrases: Record<WordMeaning, Record<string, readonly string[]>> = {
  yes: {
    fr: ['oui', 'ouais', "c'est bon", "d'accord", 'parfait', "c'est ca", 'exact', 'tout a fait'],
    es: ['si', 'vale', 'claro', 'perfecto', 'esta bien', 'todo bien', 'correcto', 'de acuerdo', 'exacto'],
    it: ['si', 'va bene', 'certo', 'perfetto', 'giusto', 'esatto', 'tutto bene', "d'accordo"],
    pt: ['sim', 'certo', 'perfeito', 'esta certo', 'tudo bem', 'exato', 'beleza'],
    de: ['ja', 'jawohl', 'genau', 'passt', 'passt so', 'stimmt', 'richtig', 'alles gut', 'einverstanden', 'klar'],
    nl: ['ja', 'klopt', 'prima', 'goed', 'akkoord', 'precies'],
    sv: ['ja', 'javisst', 'stammer', 'absolut'],
    da: ['ja', 'jo', 'korrekt', 'fint'],
    pl: ['tak', 'zgadza sie', 'dobrze', 'jasne', 'oczywiscie'],
    ru: ['да', 'верно', 'всё верно', 'все верно', 'хорошо', 'da'],
    tr: ['evet', 'dogru', 'tamam', 'olur'],
    id: ['ya', 'iya', 'betul', 'benar', 'oke', 'boleh'],
    vi: ['vang', 'dung roi', 'dung', 'co', 'được', 'dạ'],
    hi: ['haan', 'han', 'ji haan', 'theek hai', 'sahi hai', 'हाँ', 'हां', 'ठीक है'],
    zh: ['是', '是的', '对', '对的', '好', '好的', '没错', '可以'],
    ja: ['はい', 'ええ', 'そうです', '大丈夫', 'いいです', 'オッケー'],
    ko: ['네', '예', '맞아요', '좋아요', '괜찮아요'],
    // Yes and no in every language the Unicode CLDR lists, romanized too (`scripts/build-cldr-yes-no.ts`).
    cldr: cldrYesNo.yes,
  },
  no: {
    fr: ['non', 'pas du tout', "c'est pas ca", "ce n'est pas ca", 'faux', 'pas vraiment'],
    es: ['no', 'para nada', 'no es correcto', 'incorrecto', 'no es asi', 'nel'],
    it: ['no', 'per niente', 'non e giusto', 'sbagliato', 'non proprio'],
    pt: ['nao', 'nada disso', 'esta errado', 'errado'],
    de: ['nein', 'nee', 'ne', 'noe', 'stimmt nicht', 'falsch', 'gar nicht', 'auf keinen fall'],
    nl: ['nee', 'neen', 'klopt niet', 'fout', 'helemaal niet'],
    sv: ['nej', 'stammer inte', 'fel'],
    da: ['nej', 'forkert'],
    pl: ['nie', 'nie zgadza sie', 'zle'],
    ru: ['нет', 'неверно', 'не так', 'net'],
    tr: ['hayir', 'yanlis', 'dogru degil'],
    id: ['tidak', 'bukan', 'nggak', 'enggak', 'salah'],
    vi: ['khong', 'khong dung', 'sai'],
    hi: ['nahi', 'nahin', 'galat', 'नहीं', 'गलत'],
    zh: ['不', '不是', '不对', '错了', '没有'],
    ja: ['いいえ', 'いや', '違います', 'ちがいます'],
    ko: ['아니요', '아니오', '아니', '틀렸어요'],
    cldr: cldrYesNo.no,
  },
  skip: {
    fr: [
      'rien',
      "rien d'autre",
      'rien de plus',
      "c'est tout",
      'suivant',
      'question suivante',
      'passe',
      'je passe',
      'plus tard',
      'personne',
      'aucun',
      'aucune',
    ],
    es: [
      'nada',
      'nada mas',
      'nada mas que decir',
      'eso es todo',
      'es todo',
      'siguiente',
      'la siguiente',
      'paso',
      'mas tarde',
      'luego',
      'nadie',
      'ninguno',
      'ninguna',
    ],
    it: ['niente', 'nient altro', "nient'altro", 'nulla', 'e tutto', 'basta', 'prossima', 'avanti', 'passo', 'dopo', 'nessuno'],
    pt: ['nada', 'nada mais', 'e isso', 'so isso', 'proxima', 'proximo', 'passo', 'depois', 'ninguem', 'nenhum'],
    de: [
      'nichts',
      'nichts mehr',
      'sonst nichts',
      'das wars',
      'das ist alles',
      'weiter',
      'nachste',
      'nachste frage',
      'uberspringen',
      'spater',
      'niemand',
      'keiner',
      'keine',
    ],
    nl: ['niets', 'niks', 'niks meer', 'verder niets', 'dat is alles', 'volgende', 'overslaan', 'later', 'niemand'],
    sv: ['inget', 'ingenting', 'inget mer', 'nasta', 'hoppa over', 'senare', 'ingen'],
    da: ['intet', 'ikke mere', 'naeste', 'spring over', 'senere', 'ingen'],
    pl: ['nic', 'nic wiecej', 'to wszystko', 'dalej', 'nastepne', 'pomin', 'pozniej', 'nikt'],
    ru: ['ничего', 'больше ничего', 'всё', 'это всё', 'это все', 'дальше', 'следующий', 'пропустить', 'потом', 'никто'],
    tr: ['hicbir sey', 'baska yok', 'bu kadar', 'sonraki', 'gec', 'sonra', 'kimse'],
    id: ['tidak ada', 'tidak ada lagi', 'itu saja', 'sudah', 'lanjut', 'berikutnya', 'lewati', 'nanti'],
    vi: ['khong co gi', 'het roi', 'tiep', 'bo qua', 'de sau'],
    hi: ['kuch nahi', 'bas', 'bas itna hi', 'agla', 'aage', 'baad mein', 'कुछ नहीं', 'बस', 'अगला'],
    zh: ['没了', '没有了', '就这些', '就这样', '下一个', '跳过', '以后再说', '没什么'],
    ja: ['以上', '以上です', '特にない', '特にないです', '次', 'スキップ', 'あとで', 'なし'],
    ko: ['없어요', '없습니다', '이게 다예요', '다음', '넘어가요', '나중에'],
  },
  unsure: {
    fr: ['je sais pas', 'je ne sais pas', 'sais pas', 'chais pas', 'aucune idee', 'pas sur', 'pas sure', 'peut etre', 'bof'],
    es: ['no se', 'no lo se', 'ni idea', 'no estoy seguro', 'no estoy segura', 'quizas', 'quiza', 'tal vez', 'a lo mejor'],
    it: ['non lo so', 'non so', 'boh', 'non saprei', 'forse', 'chissa', 'non sono sicuro', 'non sono sicura'],
    pt: ['nao sei', 'sei la', 'talvez', 'nao tenho certeza', 'nao faco ideia'],
    de: [
      'weiss nicht',
      'weiss ich nicht',
      'ich weiss nicht',
      'keine ahnung',
      'vielleicht',
      'bin nicht sicher',
      'nicht sicher',
      'kein plan',
      'weiss nicht so recht',
      'ich weiss nicht so recht',
    ],
    nl: ['weet niet', 'weet ik niet', 'ik weet het niet', 'geen idee', 'misschien', 'niet zeker'],
    sv: ['vet inte', 'jag vet inte', 'ingen aning', 'kanske'],
    da: ['ved ikke', 'jeg ved det ikke', 'aner det ikke', 'maske'],
    pl: ['nie wiem', 'nie mam pojecia', 'moze', 'nie jestem pewien', 'nie jestem pewna'],
    ru: ['не знаю', 'понятия не имею', 'может быть', 'не уверен', 'не уверена', 'ne znayu'],
    tr: ['bilmiyorum', 'emin degilim', 'belki', 'hic bilmiyorum'],
    id: ['tidak tahu', 'nggak tahu', 'gak tau', 'entah', 'mungkin', 'kurang tahu'],
    vi: ['khong biet', 'chua biet', 'co le'],
    hi: ['pata nahi', 'pata nahin', 'maloom nahi', 'shayad', 'पता नहीं', 'शायद'],
    zh: ['不知道', '我不知道', '不确定', '不清楚', '也许', '可能吧', '说不好'],
    ja: ['わからない', 'わかりません', '分からない', '分かりません', 'たぶん', '多分', 'さあ'],
    ko: ['모르겠어요', '몰라요', '잘 모르겠어요', '글쎄요', '아마'],
  },
};

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
    ...['ну', 'эм', 'ещё', 'еще', 'спасибо', 'пока', '嗯', '呃', '啊', '吧', '呢', 'えーと', 'うーん', '음', '어'],
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
