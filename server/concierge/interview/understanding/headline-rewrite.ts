import { analyse, textOf, type Token } from '../nlp.ts';
import { replaceWords, selfDescription } from './rewording.ts';

/**
 * A new headline read against the one it replaces. A headline is a role and, often, what it is of
 * or where ("Dental nurse | at a clinic in Bergen"). A request that gives only a new role
 * ("headline: im the practice manager now", "headline say senior harbour pilot") changes the role
 * and keeps the rest when the rest names a place or an organisation, unless the request speaks of
 * the rest ("I left Lumen") or says "just" the role; a sentence about oneself gives its noun
 * phrase; a conjunct ("add 'and garden pots'") joins the role's words, before where it is done.
 * Pure.
 */

/** Words that end a headline's role and start what it is of or where. */
const restOpeners = new Set(['at', 'in', 'for', 'of', 'with', 'on', 'near', 'from', 'outside', 'out', 'based', '@']);
const restMarks = new Set([',', '|', '(', ';']);
/** A dash between spaces sets a part apart ("Falconer — Dubai"); inside a word it joins ("Arabic–French"). */
const dashes = new Set(['-', '–', '—']);
const conjunctions = new Set(['and', '&', 'plus']);
const selfReference = /^\s*(?:i'?m|im|i am|we'?re|we are)\b/i;

/** Where the rest of a headline begins, as a token index; -1 when it is a role alone. */
function restStart(tokens: readonly Token[]): number {
  for (let index = 1; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    const before = tokens[index - 1] as Token;
    if (restMarks.has(token.normal) || (dashes.has(token.normal) && token.space !== '')) return index;
    if (restOpeners.has(token.normal) && (token.pos === 'ADP' || token.normal === '@' || token.normal === 'based')) return index;
    // "Architect designing schools", "Agronomist advising cocoa farmers": a verb after the role says what it does.
    if (token.pos === 'VERB' && token.normal.endsWith('ing') && (before.pos === 'NOUN' || before.pos === 'PROPN')) return index;
  }
  return -1;
}

/** A headline split into its role and what follows it ("" when it is a role alone). */
export function headlineParts(headline: string): { role: string; rest: string } {
  const tokens = analyse(headline).flat();
  const at = restStart(tokens);
  if (at < 0) return { role: headline.trim(), rest: '' };
  const rest = tokens.slice(at);
  const first = rest[0] as Token;
  return { role: textOf(tokens.slice(0, at)), rest: `${first.normal === ',' ? '' : ' '}${textOf(rest)}` };
}

/** Where a headline says where it is done, at its end ("in Stoke", ", Leeds"): the index it starts at, or the length. */
function placeTailAt(headline: string): number {
  const tail = /(?:,\s*|\s+(?:in|at|near|on|outside|out of|from)\s+)(?:the\s+)?\p{Lu}[^,]*$/u.exec(headline);
  return tail ? tail.index : headline.length;
}

const contentWords = (text: string) =>
  analyse(text)
    .flat()
    .filter((token) => token.type === 'word' && !token.stop && (token.pos === 'NOUN' || token.pos === 'PROPN' || token.unknown))
    .map((token) => token.normal);

/** Whether the rest of a headline names a place or an organisation ("in Oban", "at Lumen"), not only whom for ("for my mum"). */
const namesSomewhere = (rest: string) =>
  analyse(rest)
    .flat()
    .some((token) => token.type === 'word' && (token.pos === 'PROPN' || token.text.charAt(0) !== token.text.charAt(0).toLowerCase()));

/** A wording that is only where the role is done: a preposition of place and a name, up to "not" or a comma ("in Zanzibar"). */
const placeOpening =
  /^(?:[Bb]ased\s+)?(?:[Ii]n|[Aa]t|[Nn]ear|[Oo]utside|[Ff]rom|[Oo]ut of)\s+(?:the\s+)?\p{Lu}[^,]*?(?=\s*(?:,|\bnot\b|\bnow\b|\binstead\b|$))/u;
const placePreposition = /^(?:based\s+)?(?:in|at|near|outside|from|out of)\s+/i;

/**
 * "I'm in Zanzibar not Dar es Salaam" of "Spice farm guide in Dar es Salaam": the place said
 * instead stands where the old one stood, and the role and its preposition stay.
 */
export function placeReplaced(headline: string, from: string, to: string): string {
  const said = to.trim();
  const preposition = placePreposition.exec(said);
  return replaceWords(headline, from, preposition ? said.slice(preposition[0].length) : said);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The headline a request's wording `said` makes of `old`. `request` is the clause or message it
 * came from: whether it speaks of the rest of the old headline, or gives "just" the new one.
 */
export function composeHeadline(said: string, old: string, request: string): string {
  const plain = said.trim();
  if (!plain || !old.trim()) return plain;
  // "and garden pots": words joined to the role, before the place it is done in.
  const [firstWord = ''] = plain.toLowerCase().split(/\s+/);
  if (conjunctions.has(firstWord)) {
    const at = placeTailAt(old);
    return `${old.slice(0, at).trimEnd()} ${plain.charAt(0).toLowerCase()}${plain.slice(1)}${old.slice(at)}`;
  }
  const { role, rest } = headlineParts(old);
  // "I'm in Zanzibar not Dar es Salaam", "based in Leeds now": a new place, not a new role; the role stays.
  const placeSaid = placeOpening.exec(plain.replace(selfReference, '').trim());
  if (placeSaid && role) return `${role} ${placeSaid[0].charAt(0).toLowerCase()}${placeSaid[0].slice(1)}`;
  // "im the practice manager now, not a nurse": who the guest says they are, as a noun phrase.
  const wording = selfReference.test(plain) ? (selfDescription(plain) ?? plain) : plain;
  if (!rest || !namesSomewhere(rest) || headlineParts(wording).rest) return capitalised(wording);
  const spoken = new Set(contentWords(request));
  const restSpokenOf = contentWords(rest).some((word) => spoken.has(word));
  const escaped = wording.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const justThat = new RegExp(`\\b(?:just|only)\\s+(?:say\\s+|be\\s+)?["'“‘]?${escaped}`, 'i').test(request);
  return restSpokenOf || justThat ? capitalised(wording) : `${capitalised(wording)}${rest}`;
}
