import type { Logger } from 'pino';
import type { ConciergeMessage } from '../../shared/api/concierge.ts';
import type { Message } from '../../shared/api/conversations.ts';
import type { ServerEvent } from '../../shared/realtime/protocol.ts';
import { newId } from '../db/ids.ts';
import type { ConversationKind } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { channels, type RealtimeBus } from '../realtime/realtime-bus.ts';
import type { ConversationsRepository } from './conversations.repository.ts';
import { createGroupCommit } from '../db/group-commit.ts';
import type { MessagesRepository } from './messages.repository.ts';
import type { NewMessage } from './new-message.ts';

/** Whom a conversation's events go to. */
export interface Audience {
  conversationId: string;
  memberIds: string[];
}

export interface MessageDeliveryDependencies {
  conversations: Pick<ConversationsRepository, 'kindsAndMembers'>;
  messages: Pick<MessagesRepository, 'append' | 'appendTexts' | 'setVoiceNoteTranscript' | 'fixVoiceNoteTranscript' | 'supersede'>;
  bus: RealtimeBus;
  logger: Logger;
  now: () => number;
}

/**
 * Storing a message and fanning it out, and the messages the server writes itself: call records,
 * voice-note transcripts, the concierge's replies and its "writing…" state.
 */
export function createMessageDelivery({ conversations, messages, bus, logger, now }: MessageDeliveryDependencies) {
  async function audienceOf(conversationId: string): Promise<Audience & { kind: ConversationKind | undefined }> {
    const conversation = (await conversations.kindsAndMembers([conversationId])).get(conversationId);
    return { conversationId, memberIds: conversation?.memberIds ?? [], kind: conversation?.kind };
  }

  /** To every tab of every member, and to admins watching; the sending tab has its ack already. */
  function publish(audience: Audience, event: ServerEvent, exceptConnectionId?: string) {
    bus.publish([...audience.memberIds.map(channels.user), channels.conversation(audience.conversationId)], { event, exceptConnectionId });
  }

  /** Stored before anyone hears of it; a duplicate (a client id used before) is not fanned out again. */
  async function store(audience: Audience, message: NewMessage, originConnectionId?: string) {
    const result = await messages.append(message);
    if (!result.duplicate) publish(audience, { type: 'message', message: result.message }, originConnectionId);
    return result;
  }

  type StoredText = { message: Message; duplicate: boolean } | { failed: unknown } | undefined;

  /**
   * Users' texts, written together (`server/db/group-commit.ts`). A client id used before (a resend, or two
   * tabs sending one message) fails its whole batch: then each is stored alone, in order, where
   * `append` answers a resend with the first message.
   */
  const writeTexts = createGroupCommit(async (batch: NewMessage[]): Promise<StoredText[]> => {
    try {
      return (await messages.appendTexts(batch)).map((message) => message && { message, duplicate: false });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const stored: StoredText[] = [];
    for (const message of batch) stored.push(await messages.append(message).catch((error: unknown) => ({ failed: error })));
    return stored;
  });

  /**
   * A user's text: acknowledged only once its transaction has committed, then fanned out like
   * `store`. Undefined when its conversation no longer exists.
   */
  async function storeText(audience: Audience, message: NewMessage, originConnectionId?: string) {
    const result = await writeTexts(message);
    if (result && 'failed' in result) throw result.failed;
    if (result && !result.duplicate) publish(audience, { type: 'message', message: result.message }, originConnectionId);
    return result;
  }

  /** Messages that changed in place (a transcript, a line set aside), to the members of each one's conversation. */
  async function publishChanged(changed: readonly Message[]) {
    for (const conversationId of new Set(changed.map((message) => message.conversationId))) {
      const { kind: _kind, ...audience } = await audienceOf(conversationId);
      for (const message of changed) if (message.conversationId === conversationId) publish(audience, { type: 'message', message });
    }
  }

  return {
    publish,
    store,
    storeText,

    /** The line a finished call leaves in its chat; the caller is its sender. */
    async recordCall(call: { id: string; conversationId: string; callerId: string }) {
      return store(await audienceOf(call.conversationId), {
        id: newId(),
        conversationId: call.conversationId,
        senderKind: 'user',
        senderId: call.callerId,
        kind: 'call_record',
        text: null,
        mediaId: null,
        callId: call.id,
        clientId: null,
        createdAt: now(),
      });
    },

    /**
     * Sets the transcript of the voice note holding `mediaId`: members see the note change in
     * place. Answers the note and its conversation's kind, or undefined when no message holds the
     * recording any more.
     */
    async addVoiceNoteTranscript(mediaId: string, transcript: string): Promise<{ message: Message; kind: ConversationKind } | undefined> {
      const message = await messages.setVoiceNoteTranscript(mediaId, transcript);
      if (!message) return undefined;
      const { kind, ...audience } = await audienceOf(message.conversationId);
      publish(audience, { type: 'message', message });
      logger.debug({ conversationId: message.conversationId, messageId: message.id }, 'voice note transcribed');
      return kind && { message, kind };
    },

    /**
     * The guest fixed what was heard of their voice turn: its new words and the setting aside of
     * the concierge's lines built on the old ones are stored together, then every tab of the
     * members sees both change in place.
     */
    async fixVoiceTurn(turn: { messageId: string; transcript: string; supersededIds: readonly string[] }) {
      const fixed = await messages.fixVoiceNoteTranscript(turn.messageId, turn.transcript, turn.supersededIds);
      await publishChanged([fixed.message, ...fixed.superseded]);
      logger.debug({ conversationId: fixed.message.conversationId, messageId: fixed.message.id }, 'voice turn fixed');
      return fixed;
    },

    /** Sets concierge lines aside, seen in place by the members: a reply to words the guest fixed while it was written. */
    async supersede(ids: readonly string[]): Promise<Message[]> {
      const lines = await messages.supersede(ids);
      await publishChanged(lines);
      return lines;
    },

    /**
     * The concierge's voice in a conversation, its members read once for the whole turn: `writing`
     * tells their tabs it is writing; `reply` stores its message, whose client id says what it
     * answers (the guest message's id, or 'greeting'), so the same answer written twice is stored
     * once and the second write answers the first message as a duplicate.
     */
    async conciergeIn(conversationId: string) {
      const audience = await audienceOf(conversationId);
      return {
        writing: () => publish(audience, { type: 'concierge.writing', conversationId }),
        reply: (clientId: string, reply: { text: string; concierge: ConciergeMessage }) =>
          store(audience, {
            id: newId(),
            conversationId,
            senderKind: 'concierge',
            senderId: null,
            kind: 'text',
            text: reply.text,
            mediaId: null,
            callId: null,
            clientId,
            concierge: reply.concierge,
            createdAt: now(),
          }),
      };
    },
  };
}

export type MessageDelivery = ReturnType<typeof createMessageDelivery>;
