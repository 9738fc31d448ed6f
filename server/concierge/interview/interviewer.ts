import { conciergeReplies, type ConciergeMessage, type ConciergeSubject } from '../../../shared/api/concierge.ts';
import type { DossierDocument } from '../../../shared/api/dossier.ts';
import type { ConciergeTurn, ConfirmedRevision, InterviewContext, TurnInput } from '../concierge-turn.ts';
import { addPhrase, applyExtraction, documentOf, draftOf, listSections, sameDocument, setHeadline, type Draft } from './draft.ts';
import { namedEdits } from './edits.ts';
import { emptyWeight, extract, saidNothing, type Extraction } from './extract.ts';
import { isDeepenRequest, isThanks } from './replies.ts';
import { isInstruction, normalise } from './signals.ts';
import type { Meanings } from './meanings.ts';
import { interviewState, type GuestAnswer, type InterviewState } from './transcript-state.ts';
import { applyCorrections } from './understanding/correction-choice.ts';
import type { Correction } from './understanding/corrections.ts';
import { confidentEnough, readReply } from './understanding/reply-reader.ts';
import * as say from './wording.ts';

const subjects: readonly ConciergeSubject[] = ['identity', 'event_goals', 'looking_for', 'can_offer', 'topics'];
/** How many meaningful words make a subject covered: a bare "Engineer" still gets a follow-up, "Investors" does not. */
const enough: Record<ConciergeSubject, number> = { identity: 2, event_goals: 2, looking_for: 1, can_offer: 1, topics: 1 };
/** How many a subject needs when it was only filled in passing, by answers to other questions. */
const enoughInPassing: Record<ConciergeSubject, number> = { ...enough, topics: 2 };
/**
 * Whom the guest wants to meet and what they offer are what matching reads: named in passing, in
 * answer to another question, they are named thinly or filed by a guess, so their own question is
 * still asked (saying what was heard), unless the guest skips it.
 */
const askedEvenIfMentioned: ReadonlySet<ConciergeSubject> = new Set(['looking_for', 'can_offer']);
/** A question and at most one follow-up per subject. */
const maxAsks = 2;

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

/** How sure the reply reader must be of a skip to file nothing of the answer. */
const sureSkip = 0.99;

interface Reading {
  answer: GuestAnswer;
  extraction: Extraction;
}

/** Reads each answer: first what the reply means (an answer, a skip, "not sure", a question back), then, if it answers, what it says. */
function read(answers: readonly GuestAnswer[], context: InterviewContext, meanings: Meanings): Reading[] {
  const firstName = say.firstNameOf(context);
  return answers.map((answer) => {
    const extraction = extract(answer.message.text, answer.asked, firstName, meanings);
    if (answer.asked === null) return { answer, extraction };
    const { intent, confidence } = readReply(answer.message.text, 'question', meanings.get(answer.message.text));
    const said = subjects.some((subject) => extraction.weight[subject] > 0);
    // "anyone really" declines vaguely: it gets the one follow-up that offers examples (and Skip), not a move on.
    if (intent === 'skip' && !extraction.signals.vague) {
      // A sure skip files nothing ("pass" is no topic); a doubtful one keeps what it said ("react, nextjs").
      const kept = confidence >= sureSkip ? saidNothing() : extraction;
      return { answer, extraction: { ...kept, signals: { ...kept.signals, skip: true } } };
    }
    if (intent === 'unsure' && !said) return { answer, extraction: { ...extraction, signals: { ...extraction.signals, vague: true } } };
    if (intent === 'question' && !said)
      return { answer, extraction: { ...extraction, signals: { ...extraction.signals, question: true } } };
    return { answer, extraction };
  });
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

function interviewTurn(state: InterviewState, context: InterviewContext, seed: number, meanings: Meanings): ConciergeTurn {
  const readings = read(state.answers, context, meanings);
  const weight = emptyWeight();
  const answered = emptyWeight();
  const covered = new Set<ConciergeSubject>();
  for (const reading of readings) {
    const { asked } = reading.answer;
    // A tapped quick answer answers the question asked and nothing else ("Meet potential partners" says little about whom).
    const quick = isQuickAnswer(reading);
    for (const subject of subjects) {
      if (quick && subject !== asked) continue;
      // "At the breakfast I want to meet investors" names whom only in passing of a goal: half of it counts.
      const inGoals = asked === 'event_goals' && subject === 'looking_for';
      weight[subject] += inGoals ? reading.extraction.weight[subject] / 2 : reading.extraction.weight[subject];
      if (asked === subject) answered[subject] += reading.extraction.weight[subject];
    }
    if (asked && (reading.extraction.signals.skip || quick)) covered.add(asked);
  }
  // A subject filled only in passing is covered by the same rule as an answer to it, and whom to meet only when filled richly;
  // a list is filled only when the dossier would hold something in it.
  const sofar = write(context.document, readings);
  const held: Partial<Record<ConciergeSubject, boolean>> = {
    looking_for: sofar.lookingFor.length > 0,
    can_offer: sofar.canOffer.length > 0,
    topics: sofar.topics.length > 0,
  };
  const filled = (subject: ConciergeSubject) => {
    if (held[subject] === false) return false;
    if (answered[subject] > 0) return weight[subject] >= enough[subject];
    return !askedEvenIfMentioned.has(subject) && weight[subject] >= enoughInPassing[subject];
  };
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
    const heard = next === 'looking_for' ? sofar.lookingFor : next === 'can_offer' ? sofar.canOffer : [];
    const ask = heard[0] && !deeper ? say.questionBeyond(next, heard[0].text) : say.question(next, context, seed, deeper);
    return reply(`${say.acknowledgement(context, seed, movingOn)} ${ask}`, message('question', next));
  }
  const proposal = sofar;
  if (deeper && context.document && sameDocument(proposal, context.document)) return reply(say.nothingNew(), message('note', null));
  const empty = !proposal.headline && !proposal.about && listSections.every((section) => proposal[section].length === 0);
  const text = say.summary(empty ? 'empty' : deeper ? 'deepen' : 'interview', context, seed);
  return summaryTurn(proposal, empty ? text : `${say.understanding(proposal)} ${text}`, deeper ? context.document : null);
}

function summaryTurn(proposal: DossierDocument, text: string, changedFrom: DossierDocument | null = null): ConciergeTurn {
  const data = message('summary', null, { proposal, quickAnswers: [conciergeReplies.confirm, conciergeReplies.change] });
  return reply(text, changedFrom ? { ...data, changedFrom } : data);
}

function updateTypeOf(state: InterviewState, context: InterviewContext): ConfirmedRevision['updateType'] {
  if (!context.document) return 'first_time';
  return state.round === 'modify' ? 'modification_request' : 'deepened';
}

/** The summary of a change from `base`: the card shows the difference, the text says what was done. */
function changedSummary(
  base: DossierDocument | null,
  changed: DossierDocument,
  done: readonly Correction[],
  readings: readonly Reading[],
  context: InterviewContext,
  seed: number,
  alternative: readonly Correction[] | null = null,
): ConciergeTurn {
  if (done.length > 0) return summaryTurn(changed, say.changesDone(done, alternative), base);
  const assumed = readings.some((reading) => reading.extraction.assumedTopics);
  return summaryTurn(changed, say.summary(assumed ? 'assumed_topics' : 'change', context, seed), base);
}

/** What the guest's new statements add to `base`: items filed by what they say, never a removal or a rewrite of what is there. */
function additions(base: DossierDocument, readings: readonly Reading[]): DossierDocument {
  const draft: Draft = draftOf(base);
  for (const { answer, extraction } of readings) {
    if (extraction.signals.instruction) continue;
    for (const section of listSections)
      for (const phrase of extraction.lists[section]) addPhrase(draft, section, phrase, answer.message.id);
  }
  return documentOf(draft);
}

/**
 * A change request to `base`: done exactly when the request names what to change; else what it
 * newly says is added; else the concierge says it could not tell, and never twice the same way.
 */
function changeTurn(
  base: DossierDocument | null,
  state: InterviewState,
  context: InterviewContext,
  seed: number,
  meanings: Meanings,
): ConciergeTurn {
  if (!base) return interviewChange(state, context, seed, meanings);
  let changed = base;
  const done: Correction[] = [];
  const said: Reading[] = [];
  // A request read two ways nearly as likely: the concierge does the likelier and says what else it may mean.
  let alternative: Correction[] | null = null;
  // A message that tries to steer the concierge is never read as an edit, even of the guest's own headline.
  for (const pending of state.pending.filter((message) => !isInstruction(message.text))) {
    const corrected = applyCorrections(changed, pending.text, pending.id);
    changed = corrected.document;
    done.push(...corrected.corrections);
    alternative = corrected.alternative ?? alternative;
    const newly = corrected.corrections.length > 0 ? corrected.rest : [pending.text];
    for (const text of newly) {
      const extraction = extract(text, null, say.firstNameOf(context), meanings);
      // Beside a correction, a bare list is not taken for topics ("we do a lot of talking in the chair").
      if (corrected.corrections.length === 0 || !extraction.assumedTopics)
        said.push({ answer: { message: pending, asked: null }, extraction });
    }
  }
  const added = additions(changed, said);
  if (done.length > 0 || !sameDocument(added, base)) return changedSummary(base, added, done, said, context, seed, alternative);
  return notUnderstood(state);
}

/** A change before anything was proposed or saved: what the guest says is read as answers. */
function interviewChange(state: InterviewState, context: InterviewContext, seed: number, meanings: Meanings): ConciergeTurn {
  const readings = read(
    state.answers.filter((answer) => state.pending.includes(answer.message)),
    context,
    meanings,
  );
  return changedSummary(null, write(null, readings), [], readings, context, seed);
}

/** "I couldn't tell what to change": once; a second time in a row it offers to save as it is instead. */
function notUnderstood(state: InterviewState): ConciergeTurn {
  const again = state.last?.message.text === say.changePrompt(false);
  if (!again) return reply(say.changePrompt(false), message('note', null));
  return reply(
    say.saveCheck('not_understood'),
    message('note', null, { quickAnswers: [conciergeReplies.saveAsIs, conciergeReplies.change] }),
  );
}

/** The guest's answer to a summary (or to a note about it): what it means decides what happens. */
function answerToProposal(
  proposal: DossierDocument,
  state: InterviewState,
  context: InterviewContext,
  seed: number,
  meanings: Meanings,
): ConciergeTurn {
  const newest = state.pending.at(-1) as GuestAnswer['message'];
  const base = state.last?.role === 'summary' ? proposal : (state.proposal ?? context.document ?? proposal);
  const reading = readReply(newest.text, 'summary', meanings.get(newest.text));
  const sure = reading.confidence >= confidentEnough;
  // A request that names what to change is a change, however it is phrased ("Headline should say …?").
  const names = () => applyCorrections(base, newest.text, newest.id).corrections.length > 0;
  // "I know permitting in Israel inside out": a reply that says something new for a list adds it, whatever its tone.
  const saysNew = () => {
    if (reading.intent === 'yes' || reading.intent === 'question') return false;
    const { lists, assumedTopics } = extract(newest.text, null, say.firstNameOf(context), meanings);
    return !assumedTopics && listSections.some((section) => lists[section].length > 0);
  };
  if (reading.intent === 'change' || names() || saysNew()) return changeTurn(base, state, context, seed, meanings);
  if (sure && reading.intent === 'yes') return savedTurn(proposal, state, context, newest.id);
  if (sure && reading.intent === 'no') return reply(say.changePrompt(true), message('note', null));
  if (sure && reading.intent === 'question') {
    return reply(say.aboutTheDossier(), message('note', null, { quickAnswers: [conciergeReplies.confirm, conciergeReplies.change] }));
  }
  if (sure && reading.intent === 'skip' && state.last?.role === 'change_prompt')
    return summaryTurn(base, say.summary('unchanged', context, seed));
  // A skip, a "not sure", or a reply it could not read: it says what it would do and asks.
  const why = sure ? (reading.intent === 'skip' ? 'skip' : 'unsure') : 'not_understood';
  return reply(say.saveCheck(why), message('note', null, { quickAnswers: [conciergeReplies.saveAsIs, conciergeReplies.change] }));
}

function savedTurn(proposal: DossierDocument, state: InterviewState, context: InterviewContext, trigger: string): ConciergeTurn {
  const updateType = updateTypeOf(state, context);
  return reply(say.saved(updateType), message('saved', null, { quickAnswers: [conciergeReplies.deepen] }), {
    updateType,
    document: proposal,
    triggerMessageId: trigger,
  });
}

/**
 * The concierge's next message, from the transcript alone; `meanings` holds the sentence vectors of
 * the guest's messages when they were encoded before the turn (the reply reader then reads them too).
 */
export function interviewerTurn({ transcript, context }: TurnInput, meanings: Meanings = new Map()): ConciergeTurn {
  const state = interviewState(transcript);
  const seed = transcript.filter((entry) => entry.from === 'concierge').length;
  const newest = state.pending.at(-1);
  if (!state.last && !newest)
    return reply(`${say.greeting(context)} ${say.question('identity', context, 0)}`, message('greeting', 'identity'));
  if (!state.last) return interviewTurn(state, context, seed, meanings);
  // Nothing new from the guest since the concierge spoke: what it said still stands.
  if (!newest) return reply(state.last.message.text, state.last.data);
  if (state.last.role === 'question') return interviewTurn(state, context, seed, meanings);

  if (state.last.role === 'summary') return answerToProposal(state.last.data.proposal as DossierDocument, state, context, seed, meanings);
  if (state.last.role === 'change_prompt') {
    // The summary is still the latest proposal: a yes after a note in between confirms it.
    if (state.proposal) return answerToProposal(state.proposal, state, context, seed, meanings);
    return changeTurn(context.document, state, context, seed, meanings);
  }

  // The dossier was saved (or a round closed): this message opens a new round.
  if (isDeepenRequest(newest.text)) {
    const first = deepeningPlan(context.document)[0] ?? 'topics';
    return reply(`Happy to. ${say.question(first, context, seed, true)}`, message('question', first));
  }
  const reading = readReply(newest.text, 'summary', meanings.get(newest.text));
  if (reading.intent === 'no' && reading.confidence >= confidentEnough) return reply(say.changePrompt(true), message('note', null));
  if (!context.document) return interviewChange(state, context, seed, meanings);
  const changing = changeTurn(context.document, state, context, seed, meanings);
  if (changing.reply.concierge.step === 'summary') return changing;
  return reply(say.idle(isThanks(newest.text)), message('note', null));
}
