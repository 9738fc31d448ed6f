import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '../../../../shared/api/conversations.ts';
import { canCall, conversationTitle, othersReadUpTo, senderName, showsSenderNames } from './members.ts';
import { textMessage } from './testing/messages.ts';

function summary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 'conversation-1',
    kind: 'direct',
    members: [
      { userId: 'ana', name: 'Ana Lima', pictureId: null, deleted: false, lastReadSequence: 3 },
      { userId: 'ben', name: 'Ben Okafor', pictureId: 'picture-1', deleted: false, lastReadSequence: 5 },
    ],
    lastSequence: 5,
    unreadCount: 0,
    lastMessage: null,
    readOnly: false,
    ...overrides,
  };
}

describe('conversation members', () => {
  it('titles a direct chat by the other person, and by both for an admin reading along', () => {
    expect(conversationTitle(summary(), 'ana')).toBe('Ben Okafor');
    expect(conversationTitle(summary({ readOnly: true }), 'admin')).toBe('Ana Lima & Ben Okafor');
    expect(conversationTitle(summary({ kind: 'concierge_text' }), 'ana')).toBe('Concierge');
    expect(conversationTitle(summary({ kind: 'help' }), 'ana')).toBe('Tandem help');
  });

  it('names people without a name "Someone"', () => {
    const unnamed = summary({
      members: [
        { userId: 'ana', name: null, pictureId: null, deleted: false, lastReadSequence: 0 },
        { userId: 'ben', name: '  ', pictureId: null, deleted: false, lastReadSequence: 0 },
      ],
    });
    expect(conversationTitle(unnamed, 'ana')).toBe('Someone');
    expect(senderName(textMessage(1, { senderId: 'ana' }), unnamed)).toBe('Someone');
  });

  it('lets only the two members of a direct chat call', () => {
    expect(canCall(summary(), 'ana')).toBe(true);
    expect(canCall(summary({ readOnly: true }), 'admin')).toBe(false);
    expect(canCall(summary({ kind: 'help' }), 'ana')).toBe(false);
    expect(canCall(summary({ members: summary().members.slice(0, 1) }), 'ana')).toBe(false);
  });

  it('shows sender names where sides do not tell who spoke', () => {
    expect(showsSenderNames(summary())).toBe(false);
    expect(showsSenderNames(summary({ readOnly: true }))).toBe(true);
    expect(showsSenderNames(summary({ kind: 'help' }))).toBe(true);
    // The concierge's messages carry its name and "AI".
    expect(showsSenderNames(summary({ kind: 'concierge_text' }))).toBe(true);
  });

  it('names the concierge and system senders', () => {
    expect(senderName(textMessage(1, { senderKind: 'concierge', senderId: null }), summary())).toBe('Concierge');
    expect(senderName(textMessage(1, { senderId: 'ben' }), summary())).toBe('Ben Okafor');
  });

  it('reads up to the lowest mark of the others', () => {
    const marks = new Map([
      ['ana', 9],
      ['ben', 4],
      ['cleo', 6],
    ]);
    expect(othersReadUpTo(marks, 'ana')).toBe(4);
    expect(othersReadUpTo(new Map([['ana', 9]]), 'ana')).toBeNull();
  });
});
