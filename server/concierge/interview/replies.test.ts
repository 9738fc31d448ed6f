import { describe, expect, it } from 'vitest';
import { conciergeReplies } from '../../../shared/api/concierge.ts';
import { isChangeRequest, isConfirmation, isDeepenRequest, isThanks, isWithdrawal } from './replies.ts';

describe('short replies', () => {
  it('reads the buttons and what people type instead of them', () => {
    for (const text of [
      conciergeReplies.confirm,
      'yes',
      'Yep!',
      'looks good 👍',
      'Yes, looks right, thanks',
      "That's right",
      'LGTM',
      'ok',
    ]) {
      expect(isConfirmation(text), text).toBe(true);
    }
    for (const text of [conciergeReplies.change, 'no', 'Not quite', "that's wrong", 'I want to change something']) {
      expect(isChangeRequest(text), text).toBe(true);
    }
    for (const text of [conciergeReplies.deepen, 'ask me more questions', "let's go deeper"])
      expect(isDeepenRequest(text), text).toBe(true);
    for (const text of ['Never mind', "it's fine", 'Looks right']) expect(isWithdrawal(text), text).toBe(true);
    expect(isThanks('thanks a lot!')).toBe(true);
  });

  it('does not take a statement for one of them', () => {
    for (const text of [
      'Yes, but remove the hiring part',
      'No longer looking for investors',
      'good at route planning',
      'ok so I am a founder',
    ]) {
      expect(isConfirmation(text), text).toBe(false);
    }
    expect(isChangeRequest('No longer looking for investors')).toBe(false);
    expect(isDeepenRequest('Tell me more about the people who will read this, I want to know who sees my dossier and why')).toBe(false);
  });
});
