import { limits } from '../../../shared/limits.ts';
import { contractions, roleWords } from './lexicon.ts';
import { textOf, type Token } from './nlp.ts';
import personNounList from './person-nouns.json' with { type: 'json' };
import { phraseText, termsOf, type Phrase } from './phrases.ts';

const greetings = new Set('hi hey hello hiya so well ok okay um uh yeah yes sure alright right honestly basically now'.split(' '));
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
  let determined = false;
  while (
    at >= 0 &&
    ['ADJ', 'NOUN', 'PROPN', 'DET', 'VERB', 'NUM'].includes(tokens[at]?.pos ?? '') &&
    !selfMarkers.has(tokens[at]?.normal ?? '')
  ) {
    // "I'm paying a guy to…": a verb before the noun's determiner takes the noun as its object; the guy is someone else.
    if (determined && tokens[at]?.pos === 'VERB') return false;
    if (tokens[at]?.pos === 'DET') determined = true;
    at -= 1;
  }
  if (at < 0 || selfMarkers.has(tokens[at]?.normal ?? '')) return true;
  // "ostréiculteur in Arcachon bay, oyster farmer, family business": a role set apart by commas names the guest.
  const partBreak = (token: Token | undefined) => token === undefined || apposition.has(token.normal);
  return partBreak(tokens[at]) && partBreak(tokens[index + 1]);
}

const apposition = new Set([',', ';', '—', '–', '(', ')']);

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

/** Words that may describe a role before its noun ("heating" engineer, "telecom" engineer, "senior" nurse). */
const describingTags = new Set(['ADJ', 'NOUN', 'PROPN']);

/** Whether a role noun follows within a few describing words ("and [heating] engineer"). */
function rolesAhead(tokens: readonly Token[], from: number): boolean {
  for (let index = from; index < Math.min(tokens.length, from + 3); index += 1) {
    const token = tokens[index] as Token;
    if (isRole(token)) return true;
    if (!describingTags.has(token.pos) && !(token.pos === 'VERB' && token.normal.endsWith('ing'))) return false;
  }
  return false;
}

/** From `start`, the words of a role or organisation phrase: nouns, adjectives and the small words that link them. */
function extendRight(tokens: readonly Token[], start: number): number {
  let end = start;
  while (end < tokens.length && end - start < maxHeadlineWords) {
    const token = tokens[end] as Token;
    // "co-founder and CEO of Tidewater": an "and" between two roles joins them.
    const joinsRoles = (token.normal === 'and' || token.normal === '&') && rolesAhead(tokens, end + 1);
    // "midwife for 12 years": how long is no part of the role.
    const duration =
      token.normal === 'for' && (tokens[end + 1]?.pos === 'NUM' || ['years', 'months', 'decades'].includes(tokens[end + 2]?.normal ?? ''));
    // "architect 15 years": a number right after the role says how long or how many, not what the role is.
    const counted = (token.pos === 'NUM' || token.type === 'number') && end > start && isRole(tokens[end - 1] as Token);
    // "Netball coach 🏐 u16s…": an emoji ends the role.
    if (
      duration ||
      counted ||
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
  // "600 head", "two hands": a number counts things or people the guest has, it never describes the guest.
  if (tokens[index - 1]?.pos === 'NUM' || tokens[index - 1]?.type === 'number') return false;
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
    // "signal and telecom engineer": two describing words joined by "and" describe one role.
    const joined =
      (previous.normal === 'and' || previous.normal === '&') &&
      start < role &&
      describingTags.has(tokens[start - 2]?.pos ?? '') &&
      !contractions[tokens[start - 2]?.normal ?? ''];
    if (joined) {
      start -= 2;
      continue;
    }
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
  // "I'm guessing in the dark", "I'm paying a guy…": without an article, an "-ing" word after "I'm" is what the guest is doing.
  if (!article && head.normal.endsWith('ing') && !isRole(head)) return null;
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
  const named = rolePhrase(tokens);
  const predicate = named ? null : predicatePhrase(tokens, firstName);
  const span = named ?? predicate ?? loneRole(tokens);
  let words = span ? tokens.slice(span[0], span[1]) : clauseHeadline(tokens);
  // Emoji decorate a clause; a headline is read and shown without them ("Tattooer 🖋️ got my own lil studio…").
  words = words.filter((token) => token.type !== 'emoji' && token.type !== 'emoticon');
  // A whole clause needs more than a name to be a headline ("I'm Dana" is not one).
  const terms = termsOf(words).filter((term) => term !== firstName);
  if (terms.length < (span ? 1 : 2)) return null;
  const text = phraseText(words, limits.dossierHeadlineMaxLength).replace(/[\s,;:.-]+$/, '');
  const last = words.at(-1);
  if (!text || !last) return null;
  // What follows "I'm" names a role only when it holds one: "I'm a big fan of jazz" is a clause, not who the guest is.
  const role = span !== null && (predicate === null || words.some((token) => isRole(token)));
  return { text: text.charAt(0).toUpperCase() + text.slice(1), terms: termsOf(words), role, last };
}

/** Words that end a clause's headline when a statement of its own starts after them ("and I love cats"). */
const newStatementTags = new Set(['PRON', 'AUX']);

/**
 * A whole clause as a headline, when it names no role ("I run a print shop in Derby"): up to where
 * the clause stops being one statement (a comma, an emoji, "and" before a new subject, "who…"), at
 * most a dozen words, never ending on a word that needs more after it ("at a", "for").
 */
function clauseHeadline(tokens: readonly Token[]): Token[] {
  let end = tokens.length;
  let words = 0;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    // "tattooer 🖋️ got my own studio": an emoji after the first word decorates it; later, it ends the statement.
    if (index > 1 && (token.type === 'emoji' || token.type === 'emoticon' || token.pos === 'SYM')) {
      end = index;
      break;
    }
    // "I make and move the marionettes": "and" joins two verbs of one statement; "…and I love cats" starts another.
    const joinsWithin = token.normal === 'and' && !newStatementTags.has(tokens[index + 1]?.pos ?? '');
    if (index > 1 && headlineStops.has(token.normal) && !joinsWithin) {
      end = index;
      break;
    }
    // "I fish cod and crab 30 years": a number after a noun starts a count of its own ("I manage six chalets" counts the object).
    const counted =
      index > 1 && (token.pos === 'NUM' || token.type === 'number') && ['NOUN', 'PROPN'].includes(tokens[index - 1]?.pos ?? '');
    if (counted) {
      end = index;
      break;
    }
    // A word glued to the one before by a hyphen ("O-level") is part of it.
    if (token.type === 'word' && !(tokens[index - 1]?.normal === '-' && tokens[index - 1]?.space === '')) words += 1;
    if (words > maxHeadlineWords) {
      end = index;
      break;
    }
  }
  // A capitalised small word is part of a name ("Hội An"), not a link left hanging.
  const hanging = (token: Token) =>
    token.text === token.text.toLowerCase() && (headlineLinks.has(token.normal) || ['ADP', 'DET', 'CCONJ'].includes(token.pos));
  while (end > 0 && hanging(tokens[end - 1] as Token)) end -= 1;
  return tokens.slice(0, end);
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
    // "…work visas as a foreigner": "as" after a thing names what the thing is done as, not the guest's trade.
    if (marker.normal === 'as' && describingTags.has(tokens[index - 1]?.pos ?? '')) continue;
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
