import { limits } from '../../../shared/limits.ts';
import { contractions, roleWords } from './lexicon.ts';
import { textOf, type Token } from './nlp.ts';
import personNounList from './person-nouns.json' with { type: 'json' };
import { phraseText, termsOf, type Phrase } from './phrases.ts';

const greetings = new Set('hi hey hello hiya so well ok okay um uh yeah yes sure alright right honestly basically'.split(' '));
/** "I guess", "I think": hedges in front of what the guest says about themselves. */
const hedgeVerbs = new Set(['guess', 'think', 'suppose', 'mean', 'reckon']);
const decoration = new Set(['punctuation', 'emoji', 'emoticon', 'symbol']);
const headlineStops = new Set([',', ';', ':', 'who', 'where', 'which', 'that', 'and', 'but', 'because', 'so', '.', '!', '?', '(', ')']);
const headlineLinks = new Set(['at', 'of', 'in', 'for', 'with', 'from', 'on', 'the', 'a', 'an', '&', '-', "'s"]);
const maxHeadlineWords = 12;

/** Drops "Hi," "So," "I guess" and emoji around what the guest says. */
function withoutGreeting(tokens: readonly Token[]): Token[] {
  let start = 0;
  let end = tokens.length;
  for (;;) {
    const token = tokens[start];
    if (!token) break;
    if (greetings.has(token.normal) || decoration.has(token.type)) start += 1;
    else if (token.normal === 'i' && hedgeVerbs.has(tokens[start + 1]?.normal ?? '')) start += 2;
    else break;
  }
  while (end > start && ['emoji', 'emoticon', 'symbol'].includes(tokens[end - 1]?.type ?? '')) end -= 1;
  return tokens.slice(start, end);
}

/** Nouns whose most common sense is a kind of person, from WordNet (scripts/build-person-nouns.ts): "beekeeper", "luthier". */
const personNouns: ReadonlySet<string> = new Set(personNounList);

function isRole(token: Token): boolean {
  return roleWords.has(token.lemma) || roleWords.has(token.normal) || isPersonNoun(token);
}

function isPersonNoun(token: Token): boolean {
  return (token.pos === 'NOUN' || token.pos === 'PROPN') && (personNouns.has(token.normal) || personNouns.has(token.lemma.toLowerCase()));
}

const selfMarkers = new Set(['am', "'m", 'im', "i'm", 'as', 'be', 'been']);

/**
 * Any person noun may be the guest's role where they say who they are ("I'm a luthier", "work as
 * a beekeeper", "Midwife."); elsewhere it may be someone else ("I work with the young players").
 */
function saidOfSelf(tokens: readonly Token[], index: number): boolean {
  if (!isPersonNoun(tokens[index] as Token) || roleWords.has((tokens[index] as Token).lemma)) return true;
  let at = index - 1;
  while (
    at >= 0 &&
    ['ADJ', 'NOUN', 'PROPN', 'DET', 'VERB', 'NUM'].includes(tokens[at]?.pos ?? '') &&
    !selfMarkers.has(tokens[at]?.normal ?? '')
  )
    at -= 1;
  return at < 0 || selfMarkers.has(tokens[at]?.normal ?? '');
}

/** "I'm Sam", "im dana": an introduction by name, which says nothing for "about" or a headline. */
function isNameIntroduction(tokens: readonly Token[]): boolean {
  const words = tokens.filter((token) => token.type === 'word');
  const [first, second, third] = words;
  if (!first || !second) return false;
  const named = contractions[first.normal] ? second : first.normal === 'i' && second.normal === 'am' ? third : undefined;
  const rest = contractions[first.normal] ? words.length - 1 : words.length - 2;
  return named !== undefined && rest === 1 && !isRole(named);
}

/** A clause of the guest's as a sentence of "about": capital first, full stop last. */
export function aboutPiece(tokens: readonly Token[]): Phrase | null {
  const words = withoutGreeting(tokens);
  const terms = termsOf(words);
  if (terms.length === 0 || isNameIntroduction(words)) return null;
  let text = textOf(words)
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:-]+$/, '');
  if (!text) return null;
  if (!/[.!?]$/.test(text)) text += '.';
  return { text: text.charAt(0).toUpperCase() + text.slice(1), terms };
}

function isName(token: Token, firstName: string | null): boolean {
  return token.normal === firstName || (token.pos === 'PROPN' && token.text.charAt(0) !== token.text.charAt(0).toLowerCase());
}

/** From `start`, the words of a role or organisation phrase: nouns, adjectives and the small words that link them. */
function extendRight(tokens: readonly Token[], start: number): number {
  let end = start;
  while (end < tokens.length && end - start < maxHeadlineWords) {
    const token = tokens[end] as Token;
    // "co-founder and CEO of Tidewater": an "and" between two roles joins them.
    const joinsRoles = token.normal === 'and' && tokens[end + 1] !== undefined && isRole(tokens[end + 1] as Token);
    // "midwife for 12 years": how long is no part of the role.
    const duration =
      token.normal === 'for' && (tokens[end + 1]?.pos === 'NUM' || ['years', 'months', 'decades'].includes(tokens[end + 2]?.normal ?? ''));
    // "Netball coach 🏐 u16s…": an emoji ends the role.
    if (
      duration ||
      token.type === 'emoji' ||
      token.type === 'emoticon' ||
      (!joinsRoles && (headlineStops.has(token.normal) || token.pos === 'VERB' || token.pos === 'AUX' || token.pos === 'PRON'))
    )
      break;
    end += 1;
  }
  while (end > start && headlineLinks.has(tokens[end - 1]?.normal ?? '')) end -= 1;
  return end;
}

/** A role word that heads its phrase: not one that only describes the noun after it ("partner banks", "student housing"). */
function isRoleHead(token: Token, index: number, tokens: readonly Token[]): boolean {
  const next = tokens[index + 1];
  // "eleven technicians", "two lads": people the guest works with; a guest says who they are in the singular, or after "we".
  const plural = token.normal !== token.lemma.toLowerCase() && token.normal.endsWith('s');
  if (plural && !tokens.slice(0, index).some((word) => word.normal === 'we' || word.normal === "we're")) return false;
  return isRole(token) && saidOfSelf(tokens, index) && !(next && (next.pos === 'NOUN' || next.pos === 'PROPN') && !isRole(next));
}

function rolePhrase(tokens: readonly Token[]): [number, number] | null {
  const role = tokens.findIndex(isRoleHead);
  if (role < 0) return null;
  let start = role;
  while (start > 0) {
    const previous = tokens[start - 1] as Token;
    // "Swim coach.", "I am bus driver": a word the tagger took for a verb describes the role when nothing but the speaker comes before it.
    const opensPhrase = start - 1 === 0 || ['am', "'m", 'im', 'a', 'an', 'as'].includes(tokens[start - 2]?.normal ?? '');
    const describes =
      ['ADJ', 'NOUN', 'PROPN'].includes(previous.pos) || (previous.pos === 'VERB' && (previous.normal.endsWith('ing') || opensPhrase));
    if (!describes || contractions[previous.normal] || previous.normal === 'i') break;
    start -= 1;
  }
  const end = extendRight(tokens, role);
  // "I lead impact investments…": a role word used as a verb starts no phrase.
  return end > role ? [start, end] : null;
}

/** "Skipper.": a clause of one person noun is a role, whatever part of speech the tagger gave it. */
function loneRole(tokens: readonly Token[]): [number, number] | null {
  const words = tokens.filter((token) => token.type === 'word');
  const [only] = words;
  if (words.length !== 1 || !only || !(personNouns.has(only.normal) || personNouns.has(only.lemma.toLowerCase()))) return null;
  const index = tokens.indexOf(only);
  return [index, index + 1];
}

/** After "I'm", "I am", "I work as": the guest's name and an article are skipped ("I'm Dana, a pastry chef at Bo" → "pastry chef at Bo"). */
function predicatePhrase(tokens: readonly Token[], firstName: string | null): [number, number] | null {
  const opener = tokens[0];
  if (!opener) return null;
  let index: number;
  if (contractions[opener.normal]) index = 1;
  else if (opener.normal === 'i' && ['am', "'m"].includes(tokens[1]?.normal ?? '')) index = 2;
  else return null;
  if (['also', 'currently', 'now'].includes(tokens[index]?.normal ?? '')) index += 1;
  if (tokens[index] && isName(tokens[index] as Token, firstName) && tokens[index + 1]?.normal === ',') index += 2;
  let article = false;
  while (['a', 'an', 'the'].includes(tokens[index]?.normal ?? '')) {
    index += 1;
    article = true;
  }
  const head = tokens[index];
  if (!head || !['NOUN', 'PROPN', 'ADJ'].includes(head.pos) || isName(head, firstName)) return null;
  const end = extendRight(tokens, index);
  // "I'm Sam": one word with no article is a name, not a role.
  if (end - index === 1 && !article && !isRole(head)) return null;
  return end > index ? [index, end] : null;
}

/**
 * A short headline from a clause in which the guest says who they are, in their own words: a role
 * phrase if there is one ("senior engineer at Stripe"), else what follows "I'm a…", else the clause
 * itself, cut to a dozen words.
 */
export function headlineFrom(clause: readonly Token[], firstName: string | null): (Phrase & { role: boolean; last: Token }) | null {
  const tokens = withoutGreeting(clause);
  const span = rolePhrase(tokens) ?? predicatePhrase(tokens, firstName) ?? loneRole(tokens);
  let words: Token[];
  if (span) words = tokens.slice(span[0], span[1]);
  else {
    const stop = tokens.findIndex((token, index) => index > 1 && headlineStops.has(token.normal));
    words = tokens.slice(0, Math.min(stop < 0 ? tokens.length : stop, maxHeadlineWords));
  }
  // Emoji decorate a clause; a headline is read and shown without them ("Tattooer 🖋️ got my own lil studio…").
  words = words.filter((token) => token.type !== 'emoji' && token.type !== 'emoticon');
  // A whole clause needs more than a name to be a headline ("I'm Dana" is not one).
  const terms = termsOf(words).filter((term) => term !== firstName);
  if (terms.length < (span ? 1 : 2)) return null;
  const text = phraseText(words, limits.dossierHeadlineMaxLength).replace(/[\s,;:.-]+$/, '');
  const last = words.at(-1);
  if (!text || !last) return null;
  return { text: text.charAt(0).toUpperCase() + text.slice(1), terms: termsOf(words), role: span !== null, last };
}

const selfIntroductions = new Set(['am', "'m", 'im', "i'm", 'as']);

/**
 * A role the guest gives themselves in an answer about something else ("As data protection officer
 * I must…", "I've ended up as a field archaeologist"): right after "I'm" or "as", never "such as".
 */
export function roleSaidInPassing(clause: readonly Token[]): (Phrase & { role: boolean; last: Token }) | null {
  const tokens = withoutGreeting(clause);
  for (let index = 0; index < tokens.length; index += 1) {
    const marker = tokens[index] as Token;
    if (!selfIntroductions.has(marker.normal) || tokens[index - 1]?.normal === 'such') continue;
    let start = index + 1;
    while (['a', 'an', 'the'].includes(tokens[start]?.normal ?? '')) start += 1;
    const rest = tokens.slice(start);
    const span = rolePhrase(rest);
    if (!span || span[0] !== 0) continue;
    const words = rest.slice(span[0], span[1]);
    const text = phraseText(words, limits.dossierHeadlineMaxLength).replace(/[\s,;:.-]+$/, '');
    const last = words.at(-1);
    if (text && last) return { text: text.charAt(0).toUpperCase() + text.slice(1), terms: termsOf(words), role: true, last };
  }
  return null;
}
