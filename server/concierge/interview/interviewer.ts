import { conciergeReplies, type ConciergeMessage, type ConciergeSubject } from '../../../shared/api/concierge.ts';
import type { DossierDocument } from '../../../shared/api/dossier.ts';
import type { ConciergeTurn, ConfirmedRevision, InterviewContext, TurnInput } from '../concierge-turn.ts';
import { addPhrase, applyExtraction, documentOf, draftOf, listSections, sameDocument, setHeadline, type Draft } from './draft.ts';
import { namedEdits } from './edits.ts';
import { emptyWeight, extract, type Extraction } from './extract.ts';
import { isChangeRequest, isConfirmation, isDeepenRequest, isThanks, isWithdrawal } from './replies.ts';
import { normalise } from './signals.ts';
import { interviewState, type GuestAnswer, type InterviewState } from './transcript-state.ts';
import * as say from './wording.ts';

const subjects: readonly ConciergeSubject[] = ['identity', 'event_goals', 'looking_for', 'can_offer', 'topics'];
/** How many meaningful words make a subject covered: a bare "Engineer" still gets a follow-up, "Investors" does not. */
const enough: Record<ConciergeSubject, number> = { identity: 2, event_goals: 2, looking_for: 1, can_offer: 1, topics: 1 };
/**
 * How many a subject needs when it was only filled in passing, by answers to other questions: whom
 * the guest wants to meet is what matching reads most, so "…and maybe a CTO" does not spare asking.
 */
const enoughInPassing: Record<ConciergeSubject, number> = { ...enough, looking_for: 2 };
/** A question and at most two follow-ups per subject. */
const maxAsks = 3;

export const quickAnswers: Record<ConciergeSubject, string[]> = {
  identity: [],
  event_goals: ['Meet potential partners', 'Find investors', 'Learn from others', 'Hire people'],
  looking_for: ['Investors', 'Co-founders', 'Customers', 'Hires', 'Mentors'],
  can_offer: ['Mentoring', 'Introductions', 'Technical advice', 'Feedback on ideas'],
  topics: ['AI', 'Climate', 'Startups', 'Design', 'Health'],
};

function message(
  step: ConciergeMessage['step'],
  subject: ConciergeSubject | null,
  extra: Partial<ConciergeMessage> = {},
): ConciergeMessage {
  const asking = step === 'greeting' || step === 'question' || step === 'follow_up';
  return { step, subject, quickAnswers: subject && asking ? quickAnswers[subject] : [], canSkip: asking, proposal: null, ...extra };
}

function reply(text: string, concierge: ConciergeMessage, revision: ConfirmedRevision | null = null): ConciergeTurn {
  return { reply: { text, concierge }, revision };
}

interface Reading {
  answer: GuestAnswer;
  extraction: Extraction;
}

function read(answers: readonly GuestAnswer[], context: InterviewContext): Reading[] {
  const firstName = say.firstNameOf(context);
  return answers.map((answer) => ({ answer, extraction: extract(answer.message.text, answer.asked, firstName) }));
}

/** Folds the guest's messages into a dossier, on top of `base`. Answers to no question are change requests: they may name a section. */
function write(base: DossierDocument | null, readings: readonly Reading[]): DossierDocument {
  const draft: Draft = draftOf(base);
  for (const { answer, extraction } of readings) {
    const changing = answer.asked === null;
    applyExtraction(draft, extraction, answer.message.id, { replaceHeadline: changing });
    // A message that tries to steer the concierge is never read as an edit, even of the guest's own headline.
    if (!changing || extraction.signals.instruction) continue;
    const edits = namedEdits(answer.message.text);
    if (edits.headline) setHeadline(draft, edits.headline);
    for (const { section, phrase } of edits.additions) addPhrase(draft, section, phrase, answer.message.id);
  }
  return documentOf(draft);
}

function isQuickAnswer(reading: Reading): boolean {
  const { asked, message: answer } = reading.answer;
  return asked !== null && quickAnswers[asked].some((quick) => normalise(quick) === normalise(answer.text));
}

/** Why an answer did not cover the subject it answered, for the follow-up's wording. */
function thinReason(readings: readonly Reading[], asked: ConciergeSubject): say.ThinReason {
  const signals = readings.map((reading) => reading.extraction.signals);
  if (signals.some((signal) => signal.nonEnglish)) return 'non_english';
  if (signals.some((signal) => signal.instruction)) return 'instruction';
  if (signals.some((signal) => signal.question)) return 'question';
  if (signals.some((signal) => signal.offTopic)) return 'off_topic';
  const saidElse = (reading: Reading) => subjects.some((subject) => subject !== asked && reading.extraction.weight[subject] > 0);
  if (readings.some((reading) => reading.extraction.weight[asked] === 0 && saidElse(reading))) return 'elsewhere';
  return signals.some((signal) => signal.vague) ? 'vague' : 'short';
}

/** The subjects a deepening round asks about: the thinnest parts of the saved dossier first. */
function deepeningPlan(document: DossierDocument | null): ConciergeSubject[] {
  const size: Record<ConciergeSubject, number> = {
    looking_for: document?.lookingFor.length ?? 0,
    can_offer: document?.canOffer.length ?? 0,
    topics: document?.topics.length ?? 0,
    identity: Math.min(3, (document?.about.match(/[.!?](\s|$)/g) ?? []).length),
    event_goals: Number.POSITIVE_INFINITY,
  };
  return [...subjects].sort((a, b) => size[a] - size[b]).slice(0, 3);
}

function interviewTurn(state: InterviewState, context: InterviewContext, seed: number): ConciergeTurn {
  const readings = read(state.answers, context);
  const weight = emptyWeight();
  const answered = emptyWeight();
  const covered = new Set<ConciergeSubject>();
  for (const reading of readings) {
    const { asked } = reading.answer;
    // A tapped quick answer answers the question asked and nothing else ("Meet potential partners" says little about whom).
    const quick = isQuickAnswer(reading);
    for (const subject of subjects) {
      if (quick && subject !== asked) continue;
      weight[subject] += reading.extraction.weight[subject];
      if (asked === subject) answered[subject] += reading.extraction.weight[subject];
    }
    if (asked && (reading.extraction.signals.skip || quick)) covered.add(asked);
  }
  // A subject filled only in passing is covered by the same rule as an answer to it, and whom to meet only when filled richly.
  const filled = (subject: ConciergeSubject) => weight[subject] >= (answered[subject] > 0 ? enough[subject] : enoughInPassing[subject]);
  const done = (subject: ConciergeSubject) => covered.has(subject) || filled(subject) || state.asks[subject] >= maxAsks;
  const deeper = state.round === 'deepen';
  const last = state.last?.role === 'question' ? state.last.data.subject : null;

  if (last && !done(last) && state.pending.length > 0) {
    const thin = readings.filter((reading) => state.pending.includes(reading.answer.message));
    const text = say.followUp(last, thinReason(thin, last), context, seed, state.asks[last] === maxAsks - 1);
    return reply(text, message('follow_up', last));
  }
  const plan = deeper ? deepeningPlan(context.document) : subjects;
  const next = plan.find((subject) => !done(subject) && state.asks[subject] === 0) ?? plan.find((subject) => !done(subject));
  if (next) {
    if (!state.last) return reply(`${say.greeting(context)} ${say.question(next, context, seed)}`, message('greeting', next));
    const skipped = readings.some((reading) => reading.answer.asked === last && reading.extraction.signals.skip);
    const movingOn = skipped || (last !== null && state.asks[last] >= maxAsks && weight[last] < enough[last]);
    return reply(`${say.acknowledgement(context, seed, movingOn)} ${say.question(next, context, seed, deeper)}`, message('question', next));
  }
  const proposal = write(context.document, readings);
  if (deeper && context.document && sameDocument(proposal, context.document)) return reply(say.nothingNew(), message('note', null));
  const empty = !proposal.headline && !proposal.about && listSections.every((section) => proposal[section].length === 0);
  return summaryTurn(proposal, say.summary(empty ? 'empty' : deeper ? 'deepen' : 'interview', context, seed));
}

function summaryTurn(proposal: DossierDocument, text: string): ConciergeTurn {
  return reply(text, message('summary', null, { proposal, quickAnswers: [conciergeReplies.confirm, conciergeReplies.change] }));
}

function updateTypeOf(state: InterviewState, context: InterviewContext): ConfirmedRevision['updateType'] {
  if (!context.document) return 'first_time';
  return state.round === 'modify' ? 'modification_request' : 'deepened';
}

/** The summary of a change; when the guest only listed things and they were filed as topics, it says so, so the guest can move them. */
function changedSummary(changed: DossierDocument, readings: readonly Reading[], context: InterviewContext, seed: number): ConciergeTurn {
  const assumed = readings.some((reading) => reading.extraction.assumedTopics);
  return summaryTurn(changed, say.summary(assumed ? 'assumed_topics' : 'change', context, seed));
}

/** A change request applied to `base`: a new summary, or a question when nothing in it could be applied. */
function changeTurn(base: DossierDocument | null, state: InterviewState, context: InterviewContext, seed: number): ConciergeTurn {
  const pending = read(
    state.answers.filter((answer) => state.pending.includes(answer.message)),
    context,
  );
  const changed = write(base, pending);
  if (!base || !sameDocument(changed, base)) return changedSummary(changed, pending, context, seed);
  return reply(say.changePrompt(false), message('note', null));
}

function savedTurn(proposal: DossierDocument, state: InterviewState, context: InterviewContext, trigger: string): ConciergeTurn {
  const updateType = updateTypeOf(state, context);
  return reply(say.saved(updateType), message('saved', null, { quickAnswers: [conciergeReplies.deepen] }), {
    updateType,
    document: proposal,
    triggerMessageId: trigger,
  });
}

/** The concierge's next message, from the transcript alone. */
export function interviewerTurn({ transcript, context }: TurnInput): ConciergeTurn {
  const state = interviewState(transcript);
  const seed = transcript.filter((entry) => entry.from === 'concierge').length;
  const newest = state.pending.at(-1);
  if (!state.last && !newest)
    return reply(`${say.greeting(context)} ${say.question('identity', context, 0)}`, message('greeting', 'identity'));
  if (!state.last) return interviewTurn(state, context, seed);
  // Nothing new from the guest since the concierge spoke: what it said still stands.
  if (!newest) return reply(state.last.message.text, state.last.data);
  if (state.last.role === 'question') return interviewTurn(state, context, seed);

  if (state.last.role === 'summary') {
    const proposal = state.last.data.proposal as DossierDocument;
    if (isConfirmation(newest.text)) return savedTurn(proposal, state, context, newest.id);
    if (isChangeRequest(newest.text)) return reply(say.changePrompt(true), message('note', null));
    return changeTurn(proposal, state, context, seed);
  }
  if (state.last.role === 'change_prompt') {
    // The summary is still the latest proposal: a yes after a note in between confirms it.
    if (state.proposal && isConfirmation(newest.text)) return savedTurn(state.proposal, state, context, newest.id);
    const base = state.proposal ?? context.document;
    if (base && isWithdrawal(newest.text)) return summaryTurn(base, say.summary('unchanged', context, seed));
    return changeTurn(base, state, context, seed);
  }

  // The dossier was saved (or a round closed): this message opens a new round.
  if (isDeepenRequest(newest.text)) {
    const first = deepeningPlan(context.document)[0] ?? 'topics';
    return reply(`Happy to. ${say.question(first, context, seed, true)}`, message('question', first));
  }
  if (isChangeRequest(newest.text)) return reply(say.changePrompt(true), message('note', null));
  const readings = read(state.answers, context);
  const changed = write(context.document, readings);
  if (context.document && sameDocument(changed, context.document)) return reply(say.idle(isThanks(newest.text)), message('note', null));
  return changedSummary(changed, readings, context, seed);
}
