import { describe, expect, it } from 'vitest';
import { conciergeReplies } from '../../../shared/api/concierge.ts';
import { isDeepenRequest, isThanks } from './replies.ts';

describe('short replies after a saved dossier', () => {
  it('reads "Tell me more" and what people type instead of it, and thanks', () => {
    for (const text of [conciergeReplies.deepen, 'ask me more questions', "let's go deeper"])
      expect(isDeepenRequest(text), text).toBe(true);
    expect(isThanks('thanks a lot!')).toBe(true);
  });

  it('does not take a long message for "Tell me more"', () => {
    expect(isDeepenRequest('Tell me more about the people who will read this, I want to know who sees my dossier and why')).toBe(false);
  });
});
