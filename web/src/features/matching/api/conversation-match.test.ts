import { describe, expect, it } from 'vitest';
import type { Match } from '../../../../../shared/api/matching.ts';
import { newestMatchOfConversation } from './conversation-match.ts';

function match(id: string, eventId: string, conversationId: string, createdAt: number): Match {
  return {
    id,
    eventId,
    conversationId,
    createdAt,
    user: { id: 'u2', name: 'Dana', pictureId: null, headline: '', contact: { email: null, phoneNumber: null, linkedin: null } },
    reason: '',
    source: 'mutual',
    isNew: false,
  };
}

describe('newestMatchOfConversation', () => {
  it('finds the newest match with that chat across events', () => {
    const lists = [
      { matches: [match('m1', 'e1', 'c1', 100), match('m2', 'e1', 'c2', 300)] },
      undefined,
      { matches: [match('m3', 'e2', 'c1', 200)] },
    ];
    expect(newestMatchOfConversation(lists, 'c1')?.id).toBe('m3');
    expect(newestMatchOfConversation(lists, 'c2')?.id).toBe('m2');
  });

  it('is null when no match has that chat', () => {
    expect(newestMatchOfConversation([{ matches: [match('m1', 'e1', 'c1', 1)] }], 'c9')).toBeNull();
    expect(newestMatchOfConversation([], 'c1')).toBeNull();
  });
});
