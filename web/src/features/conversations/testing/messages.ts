import type { Message } from '../../../../../shared/api/conversations.ts';

/** A text message for tests: sequence `n`, from `senderId`, at minute `n` of 1 March 2026 (local time). */
export function textMessage(sequence: number, overrides: Partial<Message> = {}): Message {
  return {
    id: `message-${sequence}`,
    conversationId: 'conversation-1',
    sequence,
    senderKind: 'user',
    senderId: 'ana',
    kind: 'text',
    text: `Message ${sequence}`,
    clientId: `client-${sequence}`,
    createdAt: new Date(2026, 2, 1, 10, sequence).getTime(),
    voiceNote: null,
    call: null,
    concierge: null,
    ...overrides,
  };
}
