import type { ConciergeMessage } from '../../shared/api/concierge.ts';
import type { Message } from '../../shared/api/conversations.ts';
import type { MessageKind, MessageSenderKind } from '../db/schema.ts';

/** A message as it is handed to be stored: everything but the sequence its conversation gives it. */
export interface NewMessage {
  id: string;
  conversationId: string;
  senderKind: MessageSenderKind;
  senderId: string | null;
  kind: MessageKind;
  text: string | null;
  mediaId: string | null;
  callId: string | null;
  clientId: string | null;
  createdAt: number;
  /** Only on a concierge message. */
  concierge?: ConciergeMessage | null;
  /** Only on a voice note whose words came with it (what the browser recognised, or what the guest typed). */
  transcript?: string | null;
}

/** The view of a message without a voice note or call: what was inserted, and its sequence. */
export function plainMessage(message: NewMessage, sequence: number): Message {
  return {
    id: message.id,
    conversationId: message.conversationId,
    sequence,
    senderKind: message.senderKind,
    senderId: message.senderId,
    kind: message.kind,
    text: message.text,
    clientId: message.clientId,
    createdAt: message.createdAt,
    voiceNote: null,
    call: null,
    concierge: message.concierge ?? null,
  };
}
