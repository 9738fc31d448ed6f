import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '../../../../shared/api/conversations.ts';
import { textMessage } from './testing/messages.ts';
import { newestUnread, totalUnread, withMessage, withReadMark } from './unread-counts.ts';

function conversation(id: string, overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id,
    kind: 'direct',
    members: [
      { userId: 'me', name: 'Me', pictureId: null, deleted: false, lastReadSequence: 2 },
      { userId: 'ana', name: 'Ana', pictureId: null, deleted: false, lastReadSequence: 4 },
    ],
    lastSequence: 4,
    unreadCount: 2,
    lastMessage: null,
    readOnly: false,
    ...overrides,
  };
}

describe('unread counts', () => {
  const list = [conversation('c1'), conversation('c2', { unreadCount: 0 })];

  it('counts a new message from someone else and moves its conversation to the top', () => {
    const message = textMessage(5, { conversationId: 'c2', senderId: 'ana' });
    const updated = withMessage(list, message, 'me')!;
    expect(updated.map((summary) => [summary.id, summary.unreadCount, summary.lastSequence])).toEqual([
      ['c2', 1, 5],
      ['c1', 2, 4],
    ]);
    expect(updated[0]!.lastMessage).toBe(message);
  });

  it('does not count the viewer’s own messages, nor a message it already has', () => {
    expect(withMessage(list, textMessage(5, { conversationId: 'c1', senderId: 'me' }), 'me')![0]!.unreadCount).toBe(2);
    expect(withMessage(list, textMessage(3, { conversationId: 'c1', senderId: 'ana' }), 'me')![0]!.unreadCount).toBe(2);
  });

  it('asks for a reload for a conversation it does not know', () => {
    expect(withMessage(list, textMessage(1, { conversationId: 'new' }), 'me')).toBeNull();
  });

  it('clears the count when the viewer read up to the newest message', () => {
    const updated = withReadMark(list, { conversationId: 'c1', userId: 'me', sequence: 4 }, 'me')!;
    expect(updated[0]).toMatchObject({ unreadCount: 0 });
    expect(updated[0]!.members[0]!.lastReadSequence).toBe(4);
  });

  it('asks for a reload when the viewer read only part of it', () => {
    expect(withReadMark(list, { conversationId: 'c1', userId: 'me', sequence: 3 }, 'me')).toBeNull();
  });

  it('only moves the mark when someone else read', () => {
    const updated = withReadMark(list, { conversationId: 'c1', userId: 'ana', sequence: 6 }, 'me')!;
    expect(updated[0]).toMatchObject({ unreadCount: 2 });
    expect(updated[0]!.members[1]!.lastReadSequence).toBe(6);
  });

  it('totals the counts and finds the newest conversation with unread messages, leaving one out', () => {
    const three = [conversation('c1', { unreadCount: 0 }), conversation('c2', { unreadCount: 3 }), conversation('c3', { unreadCount: 1 })];
    expect(totalUnread(three)).toBe(4);
    expect(totalUnread(three, 'c2')).toBe(1);
    expect(newestUnread(three)?.id).toBe('c2');
    expect(newestUnread(three, 'c2')?.id).toBe('c3');
  });
});
