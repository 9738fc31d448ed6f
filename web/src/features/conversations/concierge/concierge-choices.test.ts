import { describe, expect, it } from 'vitest';
import type { ConciergeMessage } from '../../../../../shared/api/concierge.ts';
import type { Message } from '../../../../../shared/api/conversations.ts';
import { textMessage } from '../testing/messages.ts';
import { conciergeChoice, summaryProposal } from './concierge-choices.ts';

const proposal = { headline: 'Founder', about: 'I build boats.', lookingFor: [], canOffer: [], topics: [] };

function fromConcierge(sequence: number, concierge: Partial<ConciergeMessage>, overrides: Partial<Message> = {}): Message {
  return textMessage(sequence, {
    senderKind: 'concierge',
    senderId: null,
    concierge: { step: 'question', subject: 'identity', quickAnswers: [], canSkip: false, proposal: null, ...concierge },
    ...overrides,
  });
}

const fromGuest = (sequence: number) => textMessage(sequence, { senderId: 'dana' });

describe('conciergeChoice', () => {
  it("offers the newest question's quick answers, then Skip where it can be skipped", () => {
    const question = fromConcierge(2, { quickAnswers: ['Meet investors', 'Hire'], canSkip: true });
    expect(conciergeChoice([fromGuest(1), question], 0)).toEqual({
      messageId: question.id,
      step: 'question',
      answers: ['Meet investors', 'Hire', 'Skip'],
    });
  });

  it('offers Skip alone, or nothing, when there are no quick answers', () => {
    expect(conciergeChoice([fromConcierge(1, { canSkip: true })], 0)?.answers).toEqual(['Skip']);
    expect(conciergeChoice([fromConcierge(1, { canSkip: false })], 0)).toBeNull();
  });

  it('shows Skip once and only when the question allows it, and no answer twice', () => {
    const message = fromConcierge(1, { quickAnswers: ['skip', 'Yes', 'yes '], canSkip: false });
    expect(conciergeChoice([message], 0)?.answers).toEqual(['Yes']);
    expect(conciergeChoice([fromConcierge(1, { quickAnswers: ['Skip'], canSkip: true })], 0)?.answers).toEqual(['Skip']);
  });

  it('offers "Looks right" and "Change something" on a summary', () => {
    const summary = fromConcierge(3, { step: 'summary', subject: null, proposal, quickAnswers: ['Looks right', 'Change something'] });
    expect(conciergeChoice([summary], 0)).toEqual({ messageId: summary.id, step: 'summary', answers: ['Looks right', 'Change something'] });
  });

  it('offers nothing once the guest has answered, or while an answer is on its way', () => {
    const question = fromConcierge(1, { quickAnswers: ['Hire'], canSkip: true });
    expect(conciergeChoice([question, fromGuest(2)], 0)).toBeNull();
    expect(conciergeChoice([question], 1)).toBeNull();
  });

  it('looks past call and system lines to the newest bubble', () => {
    const question = fromConcierge(1, { canSkip: true });
    const system = textMessage(2, { senderKind: 'system', senderId: null, kind: 'system' });
    expect(conciergeChoice([question, system], 0)?.messageId).toBe(question.id);
  });

  it('offers nothing on a message without interview data, or in an empty chat', () => {
    expect(conciergeChoice([textMessage(1, { senderKind: 'concierge', senderId: null })], 0)).toBeNull();
    expect(conciergeChoice([], 0)).toBeNull();
  });
});

describe('summaryProposal', () => {
  it("is a summary's proposal, and null on anything else", () => {
    expect(summaryProposal(fromConcierge(1, { step: 'summary', proposal }))).toBe(proposal);
    expect(summaryProposal(fromConcierge(1, { step: 'saved' }))).toBeNull();
    expect(summaryProposal(fromGuest(1))).toBeNull();
  });
});
