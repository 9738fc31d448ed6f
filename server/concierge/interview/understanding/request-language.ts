import { glossaries } from './request-language-glossary.ts';

/**
 * A change request said in another language ("enlève pétanque", "añade surf a mis temas"): the
 * readers of corrections know English, so the words that say what to do and where (verbs of
 * removing, adding, moving and changing; the sections; "please") are put in English first, and
 * the rest, the guest's own words for the items, stays as it was. A hand-made glossary
 * (docs/decisions/013) of the languages guests write in, the same slots for each
 * (`request-language-glossary.ts`). Pure.
 */

/**
 * What every language's glossary holds, the same slots for each: the verbs of removing, adding,
 * moving and changing, the sections, "please", the word that joins an item to its new wording ("X
 * por Y") and "in"; some add "I'm looking for" and "I offer". Each slot is one string of phrases
 * parted by commas.
 */
type Glossary = Record<'remove' | 'add' | 'move' | 'change' | 'topics' | 'headline' | 'please' | 'with' | 'in', string> &
  Partial<Record<"I'm looking for" | 'I offer', string>>;

const glossaryByLanguage: Record<string, Glossary> = glossaries;

/** Letters folding would otherwise keep, as their plain Latin letters; one for one, so positions carry over. */
const plainLetters: Record<string, string> = { ß: 's', ı: 'i', ł: 'l', ø: 'o', đ: 'd', '\u2018': "'", '\u2019': "'" };

/**
 * Lower case without accents, one character for one (a character that would fold to more or
 * fewer is kept as it is), so that positions in the folded text are positions in the request.
 */
const fold = (text: string) =>
  Array.from(text, (char) => {
    const folded = (plainLetters[char] ?? char.toLowerCase())
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC');
    return folded.length === char.length ? folded : char;
  }).join('');

/** Scripts written without spaces between words: their phrases match inside a run of letters ("ヨガを消して"). */
const unspaced = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;
/** The particles Korean glues to a word ("토픽에서", "from topics"): a phrase may be followed by one, left as it is. */
const koreanParticle = '(?:에서|에|으로|로|을|를|은|는|이|가|도)?';
/** The particles Japanese glues to a word ("トピックからヨガ"): taken with the phrase, so the item after them stands apart. */
const japaneseParticle = '(から|まで|には|では|へ|に|で|の|は|が|と|も)?';

/** A phrase as a pattern of whole words, with a particle after it in Korean and Japanese; in an unspaced script it needs no boundary. */
function patternOf(phrase: string): RegExp {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const before = unspaced.test(phrase[0] as string) ? '' : "(?<![\\p{L}'])";
  const last = phrase.at(-1) as string;
  const particle = /\p{sc=Hangul}/u.test(last) ? koreanParticle : '';
  const after = unspaced.test(last) ? japaneseParticle : `(?=${particle}(?![\\p{L}']))`;
  return new RegExp(`${before}${escaped}${after}`, 'gu');
}

/** Each foreign phrase as a pattern, longest first, with the English it stands for. */
const patterns: { pattern: RegExp; english: string }[] = Object.values(glossaryByLanguage)
  .flatMap((glossary) =>
    Object.entries(glossary).flatMap(([english, phrases]) =>
      phrases
        .split(',')
        .map((phrase) => fold(phrase.trim()))
        .filter(Boolean)
        .map((phrase) => ({ phrase, english })),
    ),
  )
  .sort((a, b) => b.phrase.length - a.phrase.length)
  .map(({ phrase, english }) => ({ pattern: patternOf(phrase), english }));

/** Words only English uses to join a sentence, and those of the glossary's languages: which of the two a request speaks. */
const englishJoiners = new Set(
  'the and of to is are was it its my i you your me could would can should with this that be they them we our'.split(' '),
);
const otherJoiners = new Set([
  ...'le la les du des et est une je pour dans sur el los las y por que mi mis con del il di che per della der die das und'.split(' '),
  ...'ist nicht ich du dem bei mit auf zu het een van ik naar voor em nos da de en els dels amb meus meves'.split(' '),
  ...'och fran till mina mitt jag ar pa av og fra til mine jeg ikke inte sie moje jest nie na ve bir benim icin'.split(' '),
  ...'dan dari ke saya yang ini aku kwa ya za kutoka kwenye yangu ko se aur hai ka ki ke mere meri mera'.split(' '),
]);

/** Whether a request is said in English: its joining words are English ("can the Mets go above my other topics?" is no French "mets"). */
function saidInEnglish(folded: string): boolean {
  const words = folded.match(/\p{L}+/gu) ?? [];
  const english = words.filter((word) => englishJoiners.has(word)).length;
  const other = words.filter((word) => otherJoiners.has(word)).length;
  return english >= 2 && english > other;
}

/**
 * The marks of the object glued to it, Japanese を anywhere and Korean 를 at a word's end ("ヨガを消して", "요가를 빼"):
 * taken out, a space left between the item and what follows. (Korean 을 ends common words too: 가을, 마을.)
 */
const objectMarker = /を|(?<=\p{sc=Hangul})를(?!\p{L})/gu;

const isWordCharacter = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character);

/** `text` and `piece` one after the other, with a space between when both would touch with a letter (Japanese, Korean particles). */
const joined = (text: string, piece: string) =>
  isWordCharacter(text.at(-1)) && isWordCharacter(piece[0]) ? `${text} ${piece}` : `${text}${piece}`;

/**
 * `request` with the glossary's command words in English ("enlève pétanque please" → "remove
 * pétanque please"); a request with none of them is returned as it was. Matching ignores case and
 * accents; the guest's other words keep theirs.
 */
export function withEnglishCommands(request: string): string {
  const folded = fold(request);
  if (saidInEnglish(folded)) return request;
  const spans: { start: number; end: number; english: string }[] = [];
  const free = (start: number, end: number) => !spans.some((span) => start < span.end && end > span.start);
  for (const { pattern, english } of patterns) {
    for (const match of folded.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (free(start, end)) spans.push({ start, end, english: match[1] ? `${english} ${match[1]}` : english });
    }
  }
  if (spans.length === 0) return request;
  for (const match of folded.matchAll(objectMarker))
    if (free(match.index, match.index + 1)) spans.push({ start: match.index, end: match.index + 1, english: '' });
  let out = '';
  let at = 0;
  for (const span of spans.sort((a, b) => a.start - b.start)) {
    out = joined(joined(out, request.slice(at, span.start)), span.english);
    at = span.end;
  }
  return joined(out, request.slice(at));
}
