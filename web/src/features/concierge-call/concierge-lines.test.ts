import { describe, expect, it } from 'vitest';
import type { Message } from '../../../../shared/api/conversations.ts';
import { conciergeIds, spokenBefore } from './concierge-lines.ts';

function message(id: string, sequence: number, senderKind: Message['senderKind']): Message {
  return {
    id,
    conversationId: 'voice',
    sequence,
    senderKind,
    senderId: senderKind === 'user' ? 'guest' : null,
    kind: senderKind === 'user' ? 'voice_note' : 'text',
    text: senderKind === 'user' ? null : `line ${id}`,
    clientId: null,
    createdAt: sequence,
    voiceNote: null,
    call: null,
    concierge: null,
  };
}

const conversation = [message('greeting', 1, 'concierge'), message('turn', 2, 'user'), message('reply', 3, 'concierge')];

describe('the concierge lines a call speaks', () => {
  it('lists the concierge messages only', () => {
    expect(conciergeIds(conversation)).toEqual(['greeting', 'reply']);
  });

  it('speaks none of those before the call, only its opening line', () => {
    expect(spokenBefore(conversation, 'opening')).toEqual(new Set(['greeting', 'reply', 'opening']));
  });

  it('speaks a reply to the last turn that landed before the call opened, when the concierge owed one', () => {
    expect(spokenBefore(conversation, null)).toEqual(new Set(['greeting']));
    expect(spokenBefore(conversation.slice(0, 2), null)).toEqual(new Set(['greeting']));
  });
});
