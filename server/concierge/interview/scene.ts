import type { ConciergeSubject } from '../../../shared/api/concierge.ts';
import { dossierListSections } from '../../../shared/api/dossier.ts';
import type { DossierListSection } from '../../../shared/api/dossier.ts';
import { isPastForm, type Token } from './nlp.ts';
import type { Phrase } from './phrases.ts';
import { isCalendar } from './time-phrases.ts';

/**
 * A story told in answer to "who are you looking for?" or "what can you offer?": "Three of my
 * housekeepers spent January sleeping in their cars. … I need housing for my crew." What happened,
 * and around a need what others do or are, sets the scene for what the guest names; it is not an
 * item. Such a statement with no cue is kept only when the answer names nothing else. What the
 * guest says they have or do now ("we have open slots on weeknights"), and around an offer what
 * the offered thing is ("the garage fits four vans"), is theirs to offer or to solve, and stays;
 * so is a wish ("a second pair of hands would make all the difference").
 */
export type StoryPart = 'scene' | 'own';

/** Words that open a relative clause: a verb after one belongs to the clause, not to a statement ("a site where we can…"). */
const relativeWords = new Set(['who', 'whom', 'whose', 'which', 'that', 'where', 'when', 'what']);
const subjectTags = new Set(['PRON', 'NOUN', 'PROPN', 'NUM']);
const speakerWords = new Set(['i', 'we', 'my', 'our']);
const personalSubjects = new Set(['i', 'we', 'you', 'they', 'he', 'she']);
const pastHelpers = new Set(['was', 'were', 'had', 'did']);
/** Helpers of a wish: what "would change my life" or "might help" tells is what the guest hopes for, not what happened. */
const wishHelpers = new Set(['would', "'d", 'might']);
/** Plurals without an "s", after which a verb's plain form agrees ("people ride"). */
const plainPlurals = new Set(['people', 'children', 'men', 'women', 'police', 'staff', 'folks', 'cattle', 'sheep', 'fish', 'deer', 'kids']);
/** Words that open a subordinate clause: it says when or why, and its verb is not the sentence's. */
const subordinators = new Set([
  'when',
  'since',
  'because',
  'as',
  'while',
  'if',
  'until',
  'after',
  'before',
  'although',
  'though',
  'once',
  'whenever',
]);

/**
 * A verb that heads no statement: "trail running", "a family living in a camper", "grain grown
 * here", "somewhere to keep vans", and a noun the tagger took for a verb ("tech help for…": a
 * singular noun is never followed by its verb's plain form).
 */
function isNonFinite(tokens: readonly Token[], index: number): boolean {
  const [token, previous] = [tokens[index] as Token, tokens[index - 1]];
  if (token.pos !== 'VERB') return false;
  if (isParticipleAfterNoun(tokens, index) || isJoinedNoun(tokens, index) || isAttributive(tokens, index)) return true;
  if (previous?.normal === 'to') return true;
  if (token.normal.endsWith('ing') || (/(?:en|wn)$/.test(token.normal) && token.normal !== token.lemma)) return true;
  const singular = previous?.pos === 'NOUN' && previous.normal === previous.lemma && !plainPlurals.has(previous.normal);
  return singular && token.normal === token.lemma;
}

/** "a fire and rescue team": a word the tagger calls a verb, between "noun and" and a noun, is a noun joined to the first. */
function isJoinedNoun(tokens: readonly Token[], index: number): boolean {
  const [joined, joiner, next] = [tokens[index - 2], tokens[index - 1], tokens[index + 1]];
  return joiner?.pos === 'CCONJ' && joined?.pos === 'NOUN' && next?.pos === 'NOUN';
}

const possessives = new Set(['my', 'our', 'your', 'their', 'his', 'her', 'its']);

/** "two trained cooks", "our heated pool", "newly trained staff": an -ed form between a number, article or "our" and a noun describes the noun. */
function isAttributive(tokens: readonly Token[], index: number): boolean {
  const [previous, token, next] = [tokens[index - 1], tokens[index] as Token, tokens[index + 1]];
  // "newly qualified staff", "fully insured vans": an adverb of manner may stand before it.
  const manner = previous?.pos === 'ADV' && previous.normal.endsWith('ly');
  const describes = previous === undefined || manner || ['NUM', 'DET', 'ADJ'].includes(previous.pos) || possessives.has(previous.normal);
  return isPastForm(token) && (next?.pos === 'NOUN' || next?.pos === 'ADJ') && describes;
}

const nounPhraseTags = new Set(['NOUN', 'PROPN', 'ADJ']);

/**
 * "volunteers aged 16 to 18", "founders based in Leeds": an -ed form after a bare plural, before a
 * number or a preposition, describes the noun; after "the" or "my" it is the noun's verb ("my
 * horses died in the fire").
 */
function isParticipleAfterNoun(tokens: readonly Token[], index: number): boolean {
  const [token, noun, next] = [tokens[index] as Token, tokens[index - 1], tokens[index + 1]];
  const plural = (noun?.pos === 'NOUN' || noun?.pos === 'PROPN') && noun.normal.endsWith('s');
  if (!isPastForm(token) || !plural || (next?.pos !== 'NUM' && next?.pos !== 'ADP')) return false;
  let opening = index - 1;
  while (opening > 0 && nounPhraseTags.has(tokens[opening - 1]?.pos ?? '')) opening -= 1;
  const before = tokens[opening - 1];
  return before === undefined || (before.pos !== 'DET' && before.pos !== 'PRON');
}

/** Past, or a present perfect that tells what has happened ("we've been on this engine nine years"; not "we've got"). */
function isPast(verb: Token, next: Token | undefined): boolean {
  if (verb.pos === 'AUX' && verb.lemma === 'have' && next && (next.pos === 'VERB' || next.pos === 'AUX')) return next.normal !== 'got';
  if (verb.pos === 'AUX') return pastHelpers.has(verb.normal);
  return verb.normal !== verb.lemma && !verb.normal.endsWith('s');
}

/** What follows a verb's past form when it is the verb: its object or where and when ("Lost my job", "Recruited four", "Moved here"). */
const objectStarts = new Set(['DET', 'PRON', 'NUM', 'ADP', 'ADV', 'PART']);

/**
 * "Recruited four of twenty so far", "Burned through our credits": a clause that opens on a verb
 * in the past tells what happened, its subject left unsaid; before a noun the same form describes
 * it ("Used kit", "Qualified electricians", "Guided walks").
 */
function isDiaryPast(tokens: readonly Token[], opening: number): boolean {
  const [verb, next] = [tokens[opening], tokens[opening + 1]];
  if (verb?.pos !== 'VERB' || !isPastForm(verb)) return false;
  return next !== undefined && objectStarts.has(next.pos);
}

const questionSubjectTags = new Set(['PRON', 'NOUN', 'PROPN', 'DET']);

/**
 * "[Our barn — …, —] sits empty all winter", "[The car park (…)] has
 * drawn complaints": a clause that opens on a verb agreeing with a subject it does not hold goes
 * on with one said before; it is no item.
 */
export function continuesStatement(tokens: readonly Token[]): boolean {
  const at = tokens.findIndex((token) => token.type === 'word');
  const verb = tokens[at];
  // Written in lower case: one that opens a sentence ("Talks at schools…") is more likely a plural noun.
  const midSentence = verb?.text === verb?.normal;
  // "does anyone know…?", "is there…": a helper before its subject asks.
  const asks = verb?.pos === 'AUX' && questionSubjectTags.has(tokens[at + 1]?.pos ?? '');
  return (verb?.pos === 'VERB' || verb?.pos === 'AUX') && midSentence && !asks && verb.normal.endsWith('s') && verb.normal !== verb.lemma;
}

/**
 * Whether a clause states something of someone, a subject and then its verb, and whose: the
 * scene ("my farrier hung it up", "the diesel gels") or the speaker's own present ("we have open
 * slots"); null for a noun phrase ("housing for my crew", "a site where we can bolt a mast").
 */
export function statementKind(tokens: readonly Token[], offered: boolean): StoryPart | null {
  const subject: Token[] = [];
  const opening = tokens.findIndex((token) => token.type === 'word');
  const from = subordinators.has(tokens[opening]?.normal ?? '') ? opening + 1 : 0;
  if (isDiaryPast(tokens, opening)) return 'scene';
  if (continuesStatement(tokens)) return offered && !isPast(tokens[opening] as Token, tokens[opening + 1]) ? 'own' : 'scene';
  for (let index = from; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    if (relativeWords.has(token.normal) || isContactRelative(tokens, index)) return null;
    const verb = (token.pos === 'VERB' || token.pos === 'AUX') && !isNonFinite(tokens, index);
    if (verb) {
      if (subject.length === 0) return null;
      if (wishHelpers.has(token.normal)) return 'own';
      if (isPast(token, tokens[index + 1])) return 'scene';
      return offered || subject.some((word) => speakerWords.has(word.normal)) ? 'own' : 'scene';
    }
    if (subjectTags.has(token.pos)) subject.push(token);
  }
  return null;
}

/**
 * "recipes we've tested for big groups": a noun, then someone doing something to it, with no verb of
 * the noun's own after ("a man we met wanted…" has one), is a noun phrase; "last week we…" is
 * no such noun.
 */
function isContactRelative(tokens: readonly Token[], index: number): boolean {
  const before = tokens[index - 1];
  const noun = before?.pos === 'NOUN' || before?.pos === 'PROPN';
  if (!personalSubjects.has(tokens[index]?.normal ?? '') || !noun || isCalendar(before)) return false;
  const verbs = tokens.slice(index + 1).filter((token) => token.pos === 'VERB');
  return verbs.length <= 1;
}

/** Whether a clause says when or why ("since the delivery truck went"): its story does not reach the rest of its sentence. */
export function isSubordinate(tokens: readonly Token[]): boolean {
  return subordinators.has(tokens.find((token) => token.type === 'word')?.normal ?? '');
}

/** What a story's sentences filed, by kind: the scene is set aside when the answer also names something itself. */
export interface Told {
  scene: Set<Phrase>;
  own: Set<Phrase>;
}

/**
 * Takes out what the scene filed, when the answer to "looking for" or "can offer" also names
 * something itself: by a cue ("I need…"), as a noun phrase of its own ("Housing for my crew."), or
 * as what the guest has or does now ("half my class can't swim").
 */
export function withoutScene(lists: Record<DossierListSection, Phrase[]>, asked: ConciergeSubject | null, told: Told): void {
  const section = asked === 'looking_for' ? 'lookingFor' : asked === 'can_offer' ? 'canOffer' : null;
  if (!section) return;
  // What the guest has or does now names something too: a story beside it is its past.
  if (!lists[section].some((phrase) => !told.scene.has(phrase))) return;
  for (const section of dossierListSections) lists[section] = lists[section].filter((phrase) => !told.scene.has(phrase));
}
