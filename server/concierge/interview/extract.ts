import type { ConciergeSubject } from '../../../shared/api/concierge.ts';
import type { DossierListSection } from '../../../shared/api/dossier.ts';
import { antecedentOf, isBareVerb, refersBack } from './anaphora.ts';
import { clausesOf, type Clause, type Segment } from './clauses.ts';
import { findCues, wordsOf } from './cue-matcher.ts';
import { headlineCandidate, presentFirst } from './headline-candidates.ts';
import { aboutPiece } from './identity.ts';
import { editWords, genericWords } from './lexicon.ts';
import { analyse, isPastForm, textOf, type Sentence, type Token } from './nlp.ts';
import type { Meanings } from './meanings.ts';
import { isVague, phrasesOf, termsOf, type Phrase } from './phrases.ts';
import type { StatementKind } from './understanding/statement-kind.ts';
import { readStatement } from './understanding/statement-reader.ts';
import { continuesStatement, isSubordinate, statementKind, withoutScene, type StoryPart, type Told } from './scene.ts';
import { hasVaguePhrase, isInstruction, isOffTopic, isQuestionToConcierge, looksNonEnglish } from './signals.ts';

const sectionOf: Readonly<Record<'looking_for' | 'can_offer' | 'topics', DossierListSection>> = {
  looking_for: 'lookingFor',
  can_offer: 'canOffer',
  topics: 'topics',
};

/** What one guest message says, read as an answer to `asked` (null when it answers no question). */
export interface Extraction {
  lists: Record<DossierListSection, Phrase[]>;
  /** Sentences of "about": who the guest is, then what they want from the event. */
  identity: Phrase[];
  goals: Phrase[];
  /** Headline candidates, in the order the guest wrote them; `role` when it names a role ("founder at Greenbolt") rather than a whole clause. */
  headlines: (Phrase & { role: boolean })[];
  /** The content words of each thing the guest took back ("I'm not hiring any more" → [hire]). */
  removals: string[][];
  /** How many meaningful words the message gives each subject. */
  weight: Record<ConciergeSubject, number>;
  /** A change request that was only a list of things with no word for where they go ("grid storage, community energy"): filed as topics. */
  assumedTopics: boolean;
  /** Why the message might not count as an answer. */
  signals: { skip: boolean; instruction: boolean; question: boolean; offTopic: boolean; vague: boolean; nonEnglish: boolean };
}

const lists: ReadonlySet<ConciergeSubject> = new Set(['looking_for', 'can_offer', 'topics']);

const subjectOfKind: Record<Exclude<StatementKind, 'none'>, ConciergeSubject> = {
  identity: 'identity',
  goal: 'event_goals',
  lookingFor: 'looking_for',
  canOffer: 'can_offer',
  topics: 'topics',
};
/**
 * How sure the statement reader must be to file a clause elsewhere than where the question or the
 * cue put it: calibrated, readings from here up were right 0.94 of the time on held-back examples.
 */
const sureOfSense = 0.8;
const longestSensedClause = 12;

/**
 * The list a clause belongs to by what it says, when the statement reader is sure ("I write first
 * cheques into B2B companies", told as who the guest is or what they want from the event, is an
 * offer); else `fallback`.
 */
function bySense(reading: Reading, tokens: readonly Token[], fallback: ConciergeSubject): ConciergeSubject {
  // A long clause would make a long item, a story rather than something to read after "Can offer:".
  if (tokens.filter((token) => token.type === 'word').length > longestSensedClause) return fallback;
  const text = textOf(tokens);
  const { kind, confidence } = readStatement(text, reading.meanings.get(text));
  if (kind === 'none' || confidence < sureOfSense) return fallback;
  const subject = subjectOfKind[kind];
  return lists.has(subject) ? subject : fallback;
}

/**
 * Whether a clause cued only as who the guest is ("I do deep cleans", "we run repair cafés") says
 * what they do, in answer to a question about a list: a verb of doing, not of being ("I'm a cleaner").
 */
function answersListQuestion(reading: Reading, segment: Segment, tokens: readonly Token[]): boolean {
  if (!reading.asked || !lists.has(reading.asked) || !onlyIdentity(segment)) return false;
  const verb = tokens.find((token) => token.pos === 'VERB' || token.pos === 'AUX');
  const lemma = verb?.lemma.toLowerCase() ?? 'be';
  // "I did the course in 2019": what the guest did once is their story, not what they do.
  if (verb?.normal === 'did' || isPastForm(verb)) return false;
  // The tagger may call the "do" of "I do deep cleans" a helper verb; a helper that helps no verb is the verb.
  return lemma !== 'be' && (verb?.pos === 'VERB' || lemma === 'do');
}

function onlyIdentity(segment: Segment): boolean {
  return segment.subjects.size === 1 && segment.subjects.has('identity');
}

export function emptyWeight(): Record<ConciergeSubject, number> {
  return { identity: 0, event_goals: 0, looking_for: 0, can_offer: 0, topics: 0 };
}

interface Reading {
  extraction: Extraction;
  asked: ConciergeSubject | null;
  firstName: string | null;
  /** The clause before the one being read (in this message): what "that" or "it" in it points at. */
  antecedent: Token[] | null;
  /** The sentence vectors of the message's clauses, by text, when they were encoded before the turn. */
  meanings: Meanings;
  /** The whole message: where a role is done may be said in the next sentence ("Roaster. Own Ridgeline Coffee."). */
  sentences: readonly Sentence[];
  /** Whose story the sentence being read tells, when it has a statement with no cue (`scene.ts`). */
  story: StoryPart | null;
  /** What such statements filed: the scene is set aside when the answer names something itself. */
  told: Told;
}

function removalTerms(tokens: readonly Token[]): string[] {
  return termsOf(tokens).filter((term) => !editWords.has(term));
}

/** Files tokens under a subject; `said` are the tokens after the cue's own words, which alone count as an answer. */
function file(
  reading: Reading,
  subject: ConciergeSubject,
  tokens: readonly Token[],
  said: readonly Token[],
  roles: Set<'identity' | 'goal'>,
): Phrase[] {
  const { extraction } = reading;
  if (subject === 'identity' || subject === 'event_goals') {
    roles.add(subject === 'identity' ? 'identity' : 'goal');
    extraction.weight[subject] += termsOf(tokens).filter((term) => term !== reading.firstName).length;
    return [];
  }
  if (isBareVerb(said, tokens)) return [];
  const phrases = phrasesOf(tokens);
  extraction.lists[sectionOf[subject]].push(...phrases);
  // "Partners" alone says whom only in kind: it is filed, but does not cover the subject.
  const specific = termsOf(said).filter((term) => !genericWords.has(term.toLowerCase()));
  if (phrases.length > 0) extraction.weight[subject] += specific.length;
  return phrases;
}

/** "In Ukraine[ I was architect…]": a phrase of place or time with no verb, set before a statement, is where or when it holds. */
function isSetting(sentence: Sentence, clause: Clause): boolean {
  // "And honestly, in winter[ I need…]": small words may open it.
  let from = clause.start;
  while (from < clause.end && ['CCONJ', 'ADV', 'INTJ', 'PUNCT'].includes(sentence[from]?.pos ?? '')) from += 1;
  const tokens = sentence.slice(from, clause.end);
  const setsTheScene = tokens[0]?.pos === 'ADP' && !tokens.some((token) => ['VERB', 'AUX', 'PUNCT'].includes(token.pos));
  // Only when the statement follows with no mark between ("In Ukraine I…"); "Beyond that, people from…" names whom.
  return setsTheScene && sentence[clause.end]?.pos === 'PRON';
}

function readClause(reading: Reading, sentence: Sentence, clause: Clause): Set<'identity' | 'goal'> {
  const roles = new Set<'identity' | 'goal'>();
  const tokens = sentence.slice(clause.start, clause.end);
  if (clause.negated) {
    const terms = removalTerms(tokens);
    if (terms.length > 0) reading.extraction.removals.push(terms);
    return roles;
  }
  if (clause.segments.length === 0) {
    if (!reading.asked || termsOf(tokens).length === 0 || isSetting(sentence, clause) || continuesStatement(tokens)) return roles;
    if (reading.asked !== 'topics' && isOffTopic(tokens)) {
      reading.extraction.signals.offTopic = true;
      return roles;
    }
    const filed = file(reading, reading.asked, tokens, tokens, roles);
    // An answer about the event or oneself may also say whom the guest seeks or what they offer.
    const alsoMeant = lists.has(reading.asked) ? reading.asked : bySense(reading, tokens, reading.asked);
    // Filed by sense, it does not spare asking about its subject: the guest's own answer to that question still counts.
    if (alsoMeant !== reading.asked) filed.push(...file(reading, alsoMeant, tokens, [], roles));
    const kind = statementKind(tokens, reading.asked === 'can_offer') ?? reading.story;
    if (kind) for (const phrase of filed) reading.told[kind].add(phrase);
  }
  for (const segment of clause.segments) {
    const words = sentence.slice(segment.from, segment.to);
    if (segment.negated) {
      const terms = removalTerms(words);
      if (terms.length > 0) reading.extraction.removals.push(terms);
      continue;
    }
    let said = sentence.slice(segment.said, segment.to);
    // "…, happy to help anyone with that": the item is what "that" points at, the clause before.
    const pointed = refersBack(said) ? (reading.antecedent ?? []) : null;
    if (pointed) said = pointed;
    // "Hiring markets and remote work", asked for topics, is a topic: a lone cue word does not override the question.
    const overridden = segment.weak && reading.asked && lists.has(reading.asked) && !segment.subjects.has(reading.asked);
    // "I write first cheques into B2B companies": said as who the guest is, it is also what they offer.
    const alsoMeant = onlyIdentity(segment) ? bySense(reading, tokens, 'identity') : 'identity';
    if (alsoMeant !== 'identity') file(reading, alsoMeant, tokens, [], roles);
    // "i do last minute deep cleans", said to "what can you offer?": what the guest does answers the question asked.
    else if (answersListQuestion(reading, segment, tokens)) file(reading, reading.asked as ConciergeSubject, words, said, roles);
    const subjects = overridden ? [reading.asked as ConciergeSubject] : [...segment.subjects];
    for (const subject of subjects) {
      const kept = subject === 'identity' || subject === 'event_goals' ? tokens : (pointed ?? words);
      // "I want to learn about X" files X as a topic too, but wanting to learn it does not say the guest could talk about it.
      const answers = subjects.length === 1 || subject !== 'topics' || subject === reading.asked;
      file(reading, subject, kept, answers ? said : [], roles);
    }
  }
  // Whatever someone says they want from the event is their goal for it, even when it names whom to meet.
  const wanted = (segment: Segment) => !segment.negated && !segment.subjects.has('identity');
  if (reading.asked === 'event_goals' && clause.segments.some(wanted) && !roles.has('goal')) {
    roles.add('goal');
    reading.extraction.weight.event_goals += termsOf(tokens).length;
  }
  return roles;
}

/** Marks that set a point of a list, or an aside, apart from the rest of its sentence. */
const setApart = new Set(['-', '•', '*', '—', '–']);

/**
 * Whose story each clause's sentence tells (`scene.ts`): a statement with no cue makes the other
 * uncued pieces of its sentence part of it, but not across a bullet or a dash ("- 3 visits -
 * travel paid", "supervision for new staff — I trained in it — and talks"): each point of a list,
 * and an aside, stands alone.
 */
function storiesOf(sentence: Sentence, clauses: readonly Clause[], offered: boolean): (StoryPart | null)[] {
  const points: number[] = [];
  let point = 0;
  clauses.forEach((clause, index) => {
    if (index > 0 && setApart.has(sentence[clause.start - 1]?.normal ?? '')) point += 1;
    points.push(point);
  });
  const kinds = clauses.map((clause) => {
    const tokens = sentence.slice(clause.start, clause.end);
    return clause.segments.length === 0 && !clause.negated && !isSubordinate(tokens) ? statementKind(tokens, offered) : null;
  });
  return points.map((point) => {
    const told = kinds.filter((_, index) => points[index] === point);
    return told.includes('scene') ? 'scene' : told.includes('own') ? 'own' : null;
  });
}

const selfWords = new Set(['i', 'me', 'my', 'we', 'our', 'us', "i'm", 'im', 'myself']);

function readSentence(reading: Reading, sentence: Sentence, steered: boolean): void {
  const { extraction } = reading;
  // Next to an attempt to steer the concierge, only what the guest says about themselves counts ("Say arr." does not).
  if (steered && (isInstruction(textOf(sentence)) || !sentence.some((token) => selfWords.has(token.normal)))) return;
  if (isQuestionToConcierge(sentence)) {
    extraction.signals.question = true;
    return;
  }
  const clauses = clausesOf(sentence);
  const stories = storiesOf(sentence, clauses, reading.asked === 'can_offer');
  const roles = clauses.map((clause, index) => {
    reading.story = stories[index] ?? null;
    const role = readClause(reading, sentence, clause);
    const tokens = sentence.slice(clause.start, clause.end);
    // "Our barn — … — sits empty. Happy to share it.": "it" is the barn, not what is said of it.
    if (!continuesStatement(tokens)) reading.antecedent = antecedentOf(tokens);
    return role;
  });
  const whole = roles.every((role) => role.size > 0);
  clauses.forEach((clause, index) => {
    const role = roles[index] as Set<'identity' | 'goal'>;
    const tokens = sentence.slice(clause.start, clause.end);
    const headline = headlineCandidate(tokens, clause, role.has('identity'), reading);
    if (headline) extraction.headlines.push(headline);
    if (whole && index > 0) return;
    const piece = aboutPiece(whole ? sentence : tokens);
    if (!piece) return;
    if (role.has('identity')) extraction.identity.push(piece);
    else if (role.has('goal')) extraction.goals.push(piece);
  });
  if (sentence.some((token) => isVague(token)) && termsOf(sentence).length === 0) extraction.signals.vague = true;
}

function saysNothing(extraction: Extraction): boolean {
  const { lists: found, identity, goals, headlines, removals, signals } = extraction;
  const flagged = signals.instruction || signals.question || signals.offTopic || signals.vague;
  const listed = found.lookingFor.length + found.canOffer.length + found.topics.length;
  return !flagged && listed + identity.length + goals.length + headlines.length + removals.length === 0;
}

/** Words that make a sentence more than a list of things: a speaker, a verb's helper, a question. */
const sentenceTags = new Set(['PRON', 'AUX', 'SCONJ', 'INTJ']);
const headTags = new Set(['NOUN', 'PROPN', 'NUM', 'X']);
const listMarks = new Set([',', ';', '/', '&', '+', 'and', 'or', '-', '*', '•', '.', '!']);
const maxListPartWords = 5;

/** "grid storage, community energy": short noun phrases and nothing else ("sounds good" is not one), with no cue to say where they belong. */
function isBareList(sentence: Sentence): boolean {
  if (sentence.some((token) => sentenceTags.has(token.pos) || token.normal === '?')) return false;
  // Not even a cue word out of place ("Kotlin mentoring" names an offer): only then is where it belongs a guess.
  if (findCues(wordsOf(sentence)).length > 0 || clausesOf(sentence).some((clause) => clause.negated)) return false;
  const parts: Token[][] = [[]];
  for (const token of sentence) {
    if (listMarks.has(token.normal)) parts.push([]);
    else parts.at(-1)?.push(token);
  }
  const phrases = parts.filter((part) => part.length > 0);
  const nounPhrase = (part: Token[]) => part.length <= maxListPartWords && headTags.has(part.at(-1)?.pos ?? '');
  return phrases.length > 0 && phrases.every(nounPhrase) && termsOf(sentence).length > 0;
}

/** A change request that only lists things is most likely a list of topics; the reply says so, so the guest can move them. */
function fileAsTopics(extraction: Extraction, sentences: readonly Sentence[]): void {
  for (const sentence of sentences) {
    const phrases = phrasesOf(sentence);
    extraction.lists.topics.push(...phrases);
    extraction.weight.topics += phrases.reduce((sum, phrase) => sum + phrase.terms.length, 0);
  }
  extraction.assumedTopics = extraction.lists.topics.length > 0;
}

/** What a message that says nothing for the dossier gives: no items, no weight, no signal. */
export function saidNothing(): Extraction {
  return {
    lists: { lookingFor: [], canOffer: [], topics: [] },
    identity: [],
    goals: [],
    headlines: [],
    removals: [],
    weight: emptyWeight(),
    assumedTopics: false,
    signals: { skip: false, instruction: false, question: false, offTopic: false, vague: false, nonEnglish: false },
  };
}

/** The clauses of a message whose meaning the statement reader may read: what the brain encodes before the turn. */
export function clauseTextsOf(text: string): string[] {
  return analyse(text).flatMap((sentence) => clausesOf(sentence).map((clause) => textOf(sentence.slice(clause.start, clause.end))));
}

/** Reads one guest message: items for each list, sentences for "about", headline candidates, removals, and signals of a thin answer. */
export function extract(
  text: string,
  asked: ConciergeSubject | null,
  firstName: string | null,
  meanings: Meanings = new Map(),
): Extraction {
  const sentences = analyse(text);
  const extraction: Extraction = { ...saidNothing(), signals: { ...saidNothing().signals, vague: hasVaguePhrase(text) } };
  if (looksNonEnglish(text, sentences)) {
    extraction.signals.nonEnglish = true;
    return extraction;
  }
  const reading: Reading = {
    extraction,
    asked,
    firstName: firstName?.toLowerCase() ?? null,
    antecedent: null,
    meanings,
    sentences,
    story: null,
    told: { scene: new Set(), own: new Set() },
  };
  extraction.signals.instruction = sentences.some((sentence) => isInstruction(textOf(sentence)));
  for (const sentence of sentences) readSentence(reading, sentence, extraction.signals.instruction);
  withoutScene(extraction.lists, asked, reading.told);
  if (asked === null && saysNothing(extraction) && sentences.every(isBareList)) fileAsTopics(extraction, sentences);
  extraction.headlines = presentFirst(extraction.headlines);
  return extraction;
}
