import type { Sentence, Token } from './nlp.ts';
import { phraseText } from './phrases.ts';

/** Prepositions that place a role: "in Leipzig", "at a hospice", "outside Taunton", "out of Stonington". */
const placePrepositions = new Set(['in', 'at', 'near', 'outside', 'from', 'based']);
const partBreaks = new Set([',', ';', '.', '!', '?', '(', ')', '—', '–', ':', '|', '•', '...', '…']);
const phraseTags = new Set(['NOUN', 'PROPN', 'ADJ', 'ADP', 'DET']);
/** Prepositions inside one place's name: "the water utility of Amman", "a district in Bavaria". */
const placeLinks = new Set(['of', 'in']);
const nounTags = new Set(['NOUN', 'PROPN']);
/** Words before an organisation that only say the guest has it ("Own Ridgeline Coffee"). */
const ownership = new Set(['own', 'run', 'running']);
const maxPlaceWords = 5;
/** How many parts after the role may still say where it is. */
const partsSearched = 3;

const isWord = (token: Token) => token.type === 'word' || token.type === 'number';

/** A word that names one place or organisation: a proper noun, a capitalised word, or one the model has never seen ("cremona"). */
function isNamed(token: Token, first: boolean): boolean {
  if (token.type !== 'word') return false;
  const capitalised = token.text.charAt(0) !== token.text.charAt(0).toLowerCase();
  return token.pos === 'PROPN' || token.unknown || (capitalised && !first);
}

/** "Harris County", "family vineyard in Kakheti", "leeds": a short noun phrase with no verb, speaker or number of its own. */
function isPlacePart(part: readonly Token[]): boolean {
  const words = part.filter(isWord);
  if (words.length === 0 || words.length > maxPlaceWords) return false;
  if (!words.some((token) => nounTags.has(token.pos))) return false;
  return words.every((token) => phraseTags.has(token.pos) || token.normal === "'s" || token.normal === '&');
}

function withoutOwnership(part: readonly Token[]): Token[] {
  let start = 0;
  while (start < part.length - 1 && ownership.has((part[start] as Token).normal)) start += 1;
  return part.slice(start);
}

/** From a place preposition, the noun phrase it governs, when that names something ("in Barmer district", "of Amman"). */
function placePhraseIn(part: readonly Token[]): Token[] | null {
  for (let index = 0; index < part.length; index += 1) {
    const token = part[index] as Token;
    const outOf = token.normal === 'out' && part[index + 1]?.normal === 'of';
    if (!placePrepositions.has(token.normal) && !outOf) continue;
    let end = index + (outOf ? 2 : 1);
    // A word the tokenizer split ("Gda" + "ńsk") stays whole; "with my sister" is no part of a place.
    const inPlace = (word: Token) =>
      (phraseTags.has(word.pos) && (word.pos !== 'ADP' || placeLinks.has(word.normal))) || word.space === '' || isNamed(word, false);
    while (end < part.length && inPlace(part[end] as Token)) end += 1;
    while (end > index && ['ADP', 'DET'].includes((part[end - 1] as Token).pos)) end -= 1;
    const governed = part.slice(index + (outOf ? 2 : 1), end);
    if (governed.some((word) => isNamed(word, false))) {
      return part.slice(index, end);
    }
  }
  return null;
}

/** The parts of the message after the role, split at punctuation, each within one sentence. */
function partsAfter(sentences: readonly Sentence[], sentenceIndex: number, from: number): { tokens: Token[]; sentence: number }[] {
  const parts: { tokens: Token[]; sentence: number }[] = [];
  for (let index = sentenceIndex; index < sentences.length; index += 1) {
    const sentence = sentences[index] as Sentence;
    let current: Token[] = [];
    for (const token of index === sentenceIndex ? sentence.slice(from) : sentence) {
      // A dash with a space beside it sets a part apart ("- Leeds City Council"); one inside a word ("cold-chain") does not.
      const dash = token.normal === '-' && token.space !== '';
      if (partBreaks.has(token.normal) || token.type === 'emoji' || dash) {
        if (current.length > 0) parts.push({ tokens: current, sentence: index });
        current = [];
      } else if (current.length > 0 || token.type !== 'punctuation') current.push(token);
    }
    if (current.length > 0) parts.push({ tokens: current, sentence: index });
  }
  return parts;
}

const subjects = new Set(['i', 'we', 'he', 'she', 'they', 'you', 'im']);
/** A part with a subject of its own is a new statement ("I've been in the field…"), not the role's place. */
const speaks = (part: readonly Token[]) => part.some((token) => subjects.has(token.normal));
/** A headline that already says where, or names its organisation ("CEO of Tidewater"). */
const placeSaid = /\b(?:in|at|near|outside|from|based|out of)\b/i;
const organisationNamed = /\b(?:of|for)\s+\p{Lu}/u;

/**
 * The role's headline with where the guest does it, when the message says so near it: "Organ
 * builder, Leipzig", "Roaster, Ridgeline Coffee", "Dentist in Barmer district", "Luthier, workshop
 * in cremona". Matching and other guests read the headline; a role alone says less than the guest gave.
 * `last` is the role's last token, in `sentences`.
 */
export function withPlace(headline: string, sentences: readonly Sentence[], last: Token): string {
  const sentenceIndex = sentences.findIndex((sentence) => sentence.includes(last));
  if (sentenceIndex < 0) return headline;
  const sentence = sentences[sentenceIndex] as Sentence;
  const after = sentence.indexOf(last) + 1;
  const parts = partsAfter(sentences, sentenceIndex, after);
  const [first] = parts;
  if (!first) return headline;
  const join = (place: readonly Token[], bare: boolean) => {
    const text = phraseText(place);
    return text ? `${headline}${bare ? ' ' : ', '}${text}` : headline;
  };
  const allNamed = (part: readonly Token[]) => part.filter(isWord).every((token) => isNamed(token, false));
  if (placeSaid.test(headline) || organisationNamed.test(headline)) {
    // "…hotel in Candolim, North Goa", "…in Dayton, Ohio": a place's name goes on after a comma.
    const apposed = first.sentence === sentenceIndex && sentence[after]?.normal === ',' && isNamed(last, false);
    return apposed && isPlacePart(first.tokens) && allNamed(first.tokens) ? join(first.tokens, false) : headline;
  }
  // "blacksmith, shropshire", "glacier guide 🧊 Vatnajökull": what follows the role after a comma (or an emoji, when it is a name) says where.
  const adjacent = withoutOwnership(first.tokens);
  const separator = sentence[after];
  const named = allNamed(adjacent);
  const apart = separator?.normal === ',' || (separator?.type === 'emoji' && named);
  if (first.sentence === sentenceIndex && apart && isPlacePart(adjacent)) return join(adjacent, false);
  for (const part of parts.slice(0, partsSearched)) {
    // The rest of the role's own clause ("…engineer working in the water utility of Amman").
    const remainder = part === first && first.sentence === sentenceIndex && sentence[after]?.normal !== ',';
    // A new statement of the guest's ("I've been in the field…") is no longer about the role.
    if (speaks(part.tokens) && !remainder) break;
    const place = placePhraseIn(part.tokens);
    if (!place) continue;
    const whole = withoutOwnership(part.tokens);
    if (remainder || !isPlacePart(whole)) return join(place, true);
    return join(whole, placePrepositions.has((whole[0] as Token).normal));
  }
  // "Roaster. Own Ridgeline Coffee.": a terse message whose next sentence is a name.
  const terse = sentence.slice(after).every((token) => !isWord(token));
  if (!terse) return headline;
  // "Dairy farmer. 120 cows, Wisconsin.": in the next sentence, the first short noun phrase that ends in a name.
  for (const part of parts.filter((candidate) => candidate.sentence === sentenceIndex + 1)) {
    const place = withoutOwnership(part.tokens);
    const last = place.filter(isWord).at(-1);
    if (last && isNamed(last, place.length === 1) && isPlacePart(place)) return join(place, false);
  }
  return headline;
}
