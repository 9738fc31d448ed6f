import { describe, expect, it } from 'vitest';
import type { ConciergeMessage } from '../../../shared/api/concierge.ts';
import type { DossierDocument } from '../../../shared/api/dossier.ts';
import type { InterviewContext, TranscriptMessage } from '../concierge-turn.ts';
import { acceptLlmTurn } from './accept-llm-turn.ts';
import type { LlmTurn } from './llm-turn-schema.ts';

const asked = (step: ConciergeMessage['step'], subject: ConciergeMessage['subject'], proposal: DossierDocument | null = null) => ({
  step,
  subject,
  quickAnswers: [],
  canSkip: step !== 'summary',
  proposal,
});
const concierge = (id: string, concierge: ConciergeMessage): TranscriptMessage => ({
  id,
  sequence: 0,
  from: 'concierge',
  text: '…',
  concierge,
});
const guest = (id: string, text: string): TranscriptMessage => ({ id, sequence: 0, from: 'guest', text, concierge: null });

const noDossier: InterviewContext = { guestName: 'Ana', eventName: 'Lyon Food Week', document: null };
const interview: TranscriptMessage[] = [
  concierge('c1', asked('greeting', 'identity')),
  guest('g1', 'I run a bakery in Lyon and I want to meet investors.'),
  concierge('c2', asked('question', 'can_offer')),
  guest('g2', 'Advice on opening a shop.'),
];

const proposal: DossierDocument = {
  headline: 'Runs a bakery in Lyon',
  about: 'Ana runs a bakery in Lyon.',
  lookingFor: [{ text: 'Investors', sourceMessageIds: ['g1'] }],
  canOffer: [{ text: 'Advice on opening a shop', sourceMessageIds: ['g2'] }],
  topics: [],
};
const withSummary: TranscriptMessage[] = [...interview, concierge('c3', asked('summary', null, proposal)), guest('g3', 'Looks right')];

const turn = (overrides: Partial<LlmTurn>): LlmTurn => ({
  reply: 'What topics do you care about?',
  step: 'question',
  subject: 'topics',
  quickAnswers: [],
  canSkip: true,
  proposal: null,
  confirmedSummary: false,
  updateType: null,
  ...overrides,
});

const problemOf = (answer: unknown, transcript = interview, context = noDossier) => {
  const verdict = acceptLlmTurn(answer, { transcript, context });
  return verdict.accepted ? null : verdict.problem;
};

describe('acceptLlmTurn', () => {
  it('accepts a question as the reply, with no revision', () => {
    expect(acceptLlmTurn(turn({ quickAnswers: ['Bread'] }), { transcript: interview, context: noDossier })).toEqual({
      accepted: true,
      turn: {
        reply: {
          text: 'What topics do you care about?',
          concierge: { step: 'question', subject: 'topics', quickAnswers: ['Bread'], canSkip: true, proposal: null },
        },
        revision: null,
      },
    });
  });

  it('gives a summary the two answers of its card and keeps a proposal on summaries only', () => {
    const summary = acceptLlmTurn(turn({ step: 'summary', subject: 'topics', quickAnswers: ['Yes'], proposal }), {
      transcript: interview,
      context: noDossier,
    });
    expect(summary.accepted && summary.turn.reply.concierge).toEqual({
      step: 'summary',
      subject: null,
      quickAnswers: ['Looks right', 'Change something'],
      canSkip: false,
      proposal,
    });
    const question = acceptLlmTurn(turn({ proposal }), { transcript: interview, context: noDossier });
    expect(question.accepted && question.turn.reply.concierge.proposal).toBeNull();
  });

  it('refuses answers that break the schema or the shared limits', () => {
    expect(problemOf({ reply: 42 })).toMatch(/does not match the turn schema/);
    expect(problemOf(turn({ step: 'greeting' as LlmTurn['step'] }))).toMatch(/step/);
    expect(problemOf(turn({ reply: '   ' }))).toMatch(/empty or too long/);
    expect(problemOf(turn({ reply: 'x'.repeat(4001) }))).toMatch(/empty or too long/);
    expect(problemOf(turn({ quickAnswers: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }))).toMatch(/shared schema/);
    const longItem = { text: 'x'.repeat(301), sourceMessageIds: ['g1'] };
    expect(problemOf(turn({ step: 'summary', proposal: { ...proposal, topics: [longItem] } }))).toMatch(/shared schema/);
  });

  it('refuses steps that do not fit the interview', () => {
    expect(problemOf(turn({ step: 'saved', subject: null }))).toBe('only a confirmation saves');
    expect(problemOf(turn({ step: 'summary', proposal: null }))).toBe('a summary needs a proposal');
    expect(problemOf(turn({ subject: null }))).toBe('a question needs a subject');
    expect(problemOf(turn({ reply: 'Hello' }), interview.slice(0, 1))).toBe('there is no guest message to answer');
    const twoFollowUps = [
      ...interview,
      concierge('c3', asked('follow_up', 'can_offer')),
      guest('g3', 'Things.'),
      concierge('c4', asked('follow_up', 'can_offer')),
      guest('g4', 'Stuff.'),
    ];
    expect(problemOf(turn({ step: 'follow_up', subject: 'can_offer' }), twoFollowUps)).toBe('a third follow-up on one subject');
    expect(problemOf(turn({ step: 'follow_up', subject: 'can_offer' }), twoFollowUps.slice(0, -2))).toBeNull();
  });

  it('refuses a proposed item that cites no message, or a message that is not the guest’s', () => {
    const citing = (sourceMessageIds: string[]) =>
      turn({ step: 'summary', proposal: { ...proposal, topics: [{ text: 'Bakery', sourceMessageIds }] } });
    expect(problemOf(citing(['g1', 'g2']))).toBeNull();
    for (const sources of [[], ['c2'], ['g1', 'someone-else'], ['g9']]) {
      expect(problemOf(citing(sources)), sources.join()).toMatch(/cites no message, or a message that is not the guest’s/);
    }
  });

  it('refuses a proposal in words the guest never used, and accepts their words reordered or in the third person', () => {
    const summary = (changes: Partial<DossierDocument>) => turn({ step: 'summary', proposal: { ...proposal, ...changes } });
    expect(
      problemOf(summary({ headline: 'Ana runs a Lyon bakery', about: 'Ana runs a bakery in Lyon and wants to meet investors.' })),
    ).toBeNull();
    expect(problemOf(summary({ headline: 'Award-winning baker' }))).toMatch(/words the guest did not write/);
    expect(problemOf(summary({ about: 'Ana runs the best bakery in France.' }))).toMatch(/words the guest did not write/);
    const inventedItem = { lookingFor: [{ text: 'Investors from Google', sourceMessageIds: ['g1'] }] };
    expect(problemOf(summary(inventedItem))).toMatch(/words the guest did not write/);
  });

  it('lets an item carried over unchanged from the saved dossier keep its sources, and only that', () => {
    const saved: DossierDocument = {
      ...proposal,
      topics: [
        { text: 'Sourdough', sourceMessageIds: ['old-message'] },
        { text: 'Typed by hand', sourceMessageIds: [] },
      ],
    };
    const context = { ...noDossier, document: saved };
    expect(problemOf(turn({ step: 'summary', proposal: saved }), interview, context)).toBeNull();
    const reworded = { ...saved, topics: [{ text: 'Sourdough bread', sourceMessageIds: ['old-message'] }] };
    expect(problemOf(turn({ step: 'summary', proposal: reworded }), interview, context)).toMatch(/not the guest’s/);
    const movedSection = { ...saved, topics: [], canOffer: [{ text: 'Typed by hand', sourceMessageIds: [] }] };
    expect(problemOf(turn({ step: 'summary', proposal: movedSection }), interview, context)).toMatch(/not the guest’s/);
  });

  it('turns a confirmation right after a summary into the revision of that summary, whatever document the model writes', () => {
    const invented = { ...proposal, headline: 'Award-winning baker' };
    const confirmation = turn({
      reply: 'Saved!',
      step: 'saved',
      subject: null,
      proposal: invented,
      confirmedSummary: true,
      updateType: 'deepened',
    });
    expect(acceptLlmTurn(confirmation, { transcript: withSummary, context: noDossier })).toEqual({
      accepted: true,
      turn: {
        reply: { text: 'Saved!', concierge: { step: 'saved', subject: null, quickAnswers: [], canSkip: false, proposal: null } },
        revision: { updateType: 'first_time', document: proposal, triggerMessageId: 'g3' },
      },
    });
  });

  it('refuses a confirmation anywhere but right after a summary', () => {
    const confirmation = turn({ step: 'saved', subject: null, confirmedSummary: true, updateType: 'first_time' });
    expect(problemOf(confirmation)).toBe('a confirmation must answer a summary, right after it');
    const talkedSince = [...withSummary.slice(0, -1), guest('g3', 'Hmm'), concierge('c4', asked('note', null)), guest('g4', 'Looks right')];
    expect(problemOf(confirmation, talkedSince)).toBe('a confirmation must answer a summary, right after it');
  });

  it('takes the update type of a later revision from the model, never first_time', () => {
    const context = { ...noDossier, document: proposal };
    const confirmation = (updateType: LlmTurn['updateType']) =>
      acceptLlmTurn(turn({ step: 'saved', subject: null, confirmedSummary: true, updateType }), { transcript: withSummary, context });
    const deepened = confirmation('deepened');
    expect(deepened.accepted && deepened.turn.revision?.updateType).toBe('deepened');
    const modified = confirmation('modification_request');
    expect(modified.accepted && modified.turn.revision?.updateType).toBe('modification_request');
    expect(confirmation('first_time').accepted).toBe(false);
    expect(confirmation(null).accepted).toBe(false);
  });

  it('refuses to confirm a summary whose items cite messages that are not the guest’s', () => {
    const forged = { ...proposal, topics: [{ text: 'Bread', sourceMessageIds: ['c2'] }] };
    const transcript = [...interview, concierge('c3', asked('summary', null, forged)), guest('g3', 'Looks right')];
    const confirmation = turn({ step: 'saved', subject: null, confirmedSummary: true, updateType: 'first_time' });
    expect(problemOf(confirmation, transcript)).toMatch(/confirmed summary cites messages that are not the guest’s/);
  });
});
