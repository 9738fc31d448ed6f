import type { ConciergeSubject } from '../../../shared/api/concierge.ts';
import type { DossierListSection } from '../../../shared/api/dossier.ts';
import { clausesOf, type Clause, type Segment } from './clauses.ts';
import { aboutPiece, headlineFrom } from './identity.ts';
import { editWords } from './lexicon.ts';
import { analyse, textOf, type Sentence, type Token } from './nlp.ts';
import { isVague, phrasesOf, termsOf, type Phrase } from './phrases.ts';
import { hasVaguePhrase, isInstruction, isOffTopic, isQuestionToConcierge, isSkip, looksNonEnglish } from './signals.ts';

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
  /** Why the message might not count as an answer. */
  signals: { skip: boolean; instruction: boolean; question: boolean; offTopic: boolean; vague: boolean; nonEnglish: boolean };
}

const lists: ReadonlySet<ConciergeSubject> = new Set(['looking_for', 'can_offer', 'topics']);

export function emptyWeight(): Record<ConciergeSubject, number> {
  return { identity: 0, event_goals: 0, looking_for: 0, can_offer: 0, topics: 0 };
}

interface Reading {
  extraction: Extraction;
  asked: ConciergeSubject | null;
  firstName: string | null;
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
): void {
  const { extraction } = reading;
  if (subject === 'identity' || subject === 'event_goals') {
    roles.add(subject === 'identity' ? 'identity' : 'goal');
    extraction.weight[subject] += termsOf(tokens).filter((term) => term !== reading.firstName).length;
    return;
  }
  const phrases = phrasesOf(tokens);
  extraction.lists[sectionOf[subject]].push(...phrases);
  if (phrases.length > 0) extraction.weight[subject] += termsOf(said).length;
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
    if (!reading.asked || termsOf(tokens).length === 0) return roles;
    if (reading.asked !== 'topics' && isOffTopic(tokens)) {
      reading.extraction.signals.offTopic = true;
      return roles;
    }
    file(reading, reading.asked, tokens, tokens, roles);
  }
  for (const segment of clause.segments) {
    const words = sentence.slice(segment.from, segment.to);
    if (segment.negated) {
      const terms = removalTerms(words);
      if (terms.length > 0) reading.extraction.removals.push(terms);
      continue;
    }
    const said = sentence.slice(segment.said, segment.to);
    // "Hiring markets and remote work", asked for topics, is a topic: a lone cue word does not override the question.
    const overridden = segment.weak && reading.asked && lists.has(reading.asked) && !segment.subjects.has(reading.asked);
    for (const subject of overridden ? [reading.asked as ConciergeSubject] : segment.subjects) {
      file(reading, subject, subject === 'identity' || subject === 'event_goals' ? tokens : words, said, roles);
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
  const roles = clauses.map((clause) => readClause(reading, sentence, clause));
  const whole = roles.every((role) => role.size > 0);
  clauses.forEach((clause, index) => {
    const role = roles[index] as Set<'identity' | 'goal'>;
    const tokens = sentence.slice(clause.start, clause.end);
    if (role.has('identity')) {
      const headline = headlineFrom(tokens, reading.firstName);
      if (headline) extraction.headlines.push(headline);
    }
    if (whole && index > 0) return;
    const piece = aboutPiece(whole ? sentence : tokens);
    if (!piece) return;
    if (role.has('identity')) extraction.identity.push(piece);
    else if (role.has('goal')) extraction.goals.push(piece);
  });
  if (sentence.some((token) => isVague(token)) && termsOf(sentence).length === 0) extraction.signals.vague = true;
}

/** Reads one guest message: items for each list, sentences for "about", headline candidates, removals, and signals of a thin answer. */
export function extract(text: string, asked: ConciergeSubject | null, firstName: string | null): Extraction {
  const sentences = analyse(text);
  const extraction: Extraction = {
    lists: { lookingFor: [], canOffer: [], topics: [] },
    identity: [],
    goals: [],
    headlines: [],
    removals: [],
    weight: emptyWeight(),
    signals: { skip: isSkip(text), instruction: false, question: false, offTopic: false, vague: hasVaguePhrase(text), nonEnglish: false },
  };
  if (extraction.signals.skip) return extraction;
  if (looksNonEnglish(text, sentences)) {
    extraction.signals.nonEnglish = true;
    return extraction;
  }
  const reading: Reading = { extraction, asked, firstName: firstName?.toLowerCase() ?? null };
  extraction.signals.instruction = sentences.some((sentence) => isInstruction(textOf(sentence)));
  for (const sentence of sentences) readSentence(reading, sentence, extraction.signals.instruction);
  return extraction;
}
