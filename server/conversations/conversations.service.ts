import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { ConversationSummary, createConversationSchema, Message } from '../../shared/api/conversations.ts';
import { limits } from '../../shared/limits.ts';
import type { ServerEvent } from '../../shared/realtime/protocol.ts';
import { newId } from '../db/ids.ts';
import type { ConversationKind, MediaRow } from '../db/schema.ts';
import { ApiError, badRequest, forbidden, notFound, tooManyRequests } from '../http/api-error.ts';
import type { MediaService } from '../media/media.service.ts';
import type { TranscriptionJobs } from '../media/transcription/transcription-jobs.ts';
import { channels, type RealtimeBus } from '../realtime/realtime-bus.ts';
import type { RateLimiter } from '../realtime/rate-limiter.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { ConversationsRepository } from './conversations.repository.ts';
import { conversationNotFound, createConversationAccess, notAMember, type Viewer } from './conversation-access.ts';
import { createMessageDelivery } from './message-delivery.ts';
import type { MessagesRepository } from './messages.repository.ts';
import type { NewMessage } from './new-message.ts';

/** Tells the sender their message is stored (or was, for a resend). */
export type Acknowledge = (sent: { message: Message; duplicate: boolean }) => void;

export type CreateConversationInput = z.output<typeof createConversationSchema>;

/** What serving a voice note's recording needs. */
export type VoiceNoteMedia = Pick<MediaRow, 'kind' | 'storage_key' | 'content_type' | 'size_bytes'>;

/** A voice note as the sender's upload brings it. */
export type VoiceNoteUpload = {
  clientId: string;
  /** As the client measured it. */
  durationMs: number;
  /** The recording as it arrives (or whole); its type is judged from the bytes. */
  file: Readable | Uint8Array;
  /** What was said, when the sender's browser recognised it (or they typed it): then the server does not transcribe it. */
  transcript: string | null;
};

export interface ConversationsServiceDependencies {
  conversations: ConversationsRepository;
  users: Pick<UsersRepository, 'exists'>;
  messages: MessagesRepository;
  /** Where voice notes' recordings are kept. */
  media: Pick<MediaService, 'uploadAndAttach' | 'remove'>;
  /** Transcribes voice notes; absent when no transcriber is configured, and notes stay without a transcript. */
  transcription: Pick<TranscriptionJobs, 'enqueue'> | undefined;
  bus: RealtimeBus;
  messageRateLimiter: RateLimiter;
  logger: Logger;
  now: () => number;
  /**
   * Called once a member's message in a concierge conversation (text or voice) has something to
   * read: a text when it is stored, a voice note when its transcript arrives (or came with it), or
   * when it cannot have one (nothing transcribes, or nothing was heard). It is awaited (over HTTP the
   * answer comes once the concierge has recorded its job; a socket's ack comes first, the message
   * being stored) but its failure does not fail the send.
   */
  onGuestMessage?: (message: Message) => Promise<void>;
  /** Whether either of two users blocked the other: then neither may write to or call the other in their direct conversation. */
  isBlockedBetween?: (userId: string, otherUserId: string) => Promise<boolean>;
  /** Tells the other members of a direct conversation who are away of a new message; its failure does not fail the send. */
  notify?: { messageSent(message: { conversationId: string; senderId: string; kind: string; recipientIds: string[] }): Promise<void> };
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Conversations as their members see them: access, history, sending (stored before it is
 * acknowledged, then fanned out to every member's tabs), read marks and typing.
 */
export function createConversationsService({
  conversations,
  users,
  messages,
  media,
  transcription,
  bus,
  messageRateLimiter,
  logger,
  now,
  onGuestMessage,
  isBlockedBetween,
  notify,
}: ConversationsServiceDependencies) {
  const delivery = createMessageDelivery({ conversations, messages, bus, logger, now });
  const { readAccess, writeAccess, reachAccess, sendAccess, changed } = createConversationAccess({
    conversations,
    isBlockedBetween,
    bus,
    now,
  });

  /** Hands a guest's message to the concierge; the message is stored whatever happens there. */
  async function handOnToConcierge(kind: ConversationKind, message: Message) {
    if ((kind !== 'concierge_text' && kind !== 'concierge_voice') || !onGuestMessage) return;
    await onGuestMessage(message).catch((error: unknown) =>
      logger.error(
        { err: error, conversationId: message.conversationId, messageId: message.id },
        'asking the concierge for a reply failed',
      ),
    );
  }

  /**
   * A resend (a client id this sender used before) is answered with the stored message, even
   * over the limit: the client needs its acknowledgement, and nothing new is stored. Resends
   * are rare, so they are told apart only when the limit refuses or the insert collides. Who may
   * write comes from memory (`conversation-access-cache.ts`), and a text shares its transaction
   * with those sent at the same time (`server/db/group-commit.ts`): under load a message costs a fraction
   * of one statement.
   */
  async function sendFromUser(
    viewer: Viewer,
    conversationId: string,
    content: Pick<NewMessage, 'kind' | 'text' | 'mediaId' | 'clientId' | 'transcript'> & { clientId: string },
    originConnectionId?: string,
    acknowledge?: Acknowledge,
  ): Promise<{ message: Message; duplicate: boolean }> {
    const access = await sendAccess(viewer, conversationId);
    const decision = await messageRateLimiter.take(viewer.id);
    if (!decision.allowed) {
      const existing = await messages.findByClientId(conversationId, viewer.id, content.clientId);
      if (existing) {
        acknowledge?.({ message: existing, duplicate: true });
        return { message: existing, duplicate: true };
      }
      throw tooManyRequests('rate_limited', 'You are sending messages too fast. Wait a moment and try again.', decision.retryAfterSeconds);
    }
    const message: NewMessage = {
      id: newId(),
      conversationId,
      senderKind: 'user',
      senderId: viewer.id,
      callId: null,
      createdAt: now(),
      ...content,
    };
    const sent =
      content.kind === 'text'
        ? await delivery.storeText(access, message, originConnectionId)
        : await delivery.store(access, message, originConnectionId);
    if (!sent) {
      // Deleted since it was cached (an account's concierge conversations go with it).
      changed({ conversationIds: [conversationId], userPairs: [] });
      throw conversationNotFound();
    }
    // Stored: the sender hears so now; what follows a message (the concierge's job, telling those away) need not delay that.
    acknowledge?.(sent);
    if (!sent.duplicate && content.kind === 'text') await handOnToConcierge(access.kind, sent.message);
    if (!sent.duplicate && access.kind === 'direct') {
      const recipientIds = access.memberIds.filter((id) => id !== viewer.id);
      await notify?.messageSent({ conversationId, senderId: viewer.id, kind: content.kind, recipientIds });
    }
    return sent;
  }

  return {
    readAccess,
    writeAccess,
    reachAccess,

    /**
     * Creates a conversation for a user: yourself, or anyone as an admin. A direct conversation
     * (between two users) is an admin's tool besides matches, and the pair's one: an admin asking
     * for a second gets the one they have. A help conversation an admin opens for someone has the
     * admin in it too.
     */
    async create(
      viewer: Viewer,
      { userId, kind = 'concierge_text', withUserId }: CreateConversationInput,
    ): Promise<{ conversationId: string }> {
      if (userId !== viewer.id && viewer.role !== 'ADMIN') {
        throw forbidden('You can only create conversations for yourself.');
      }
      if ((kind === 'direct') !== (withUserId !== undefined)) {
        throw badRequest('invalid_members', 'A direct conversation needs withUserId, and only a direct one takes it.');
      }
      if (kind === 'direct' && viewer.role !== 'ADMIN') throw forbidden('Only admins can start direct conversations.');
      if (withUserId === userId) throw badRequest('invalid_members', 'A direct conversation is between two different people.');
      for (const id of [userId, withUserId]) {
        if (id !== undefined && id !== viewer.id && !(await users.exists(id))) throw notFound('That user');
      }
      if (withUserId !== undefined) {
        // One direct conversation per pair, the one a match of the two opens too.
        return {
          conversationId: await conversations.findOrCreateDirect([userId, withUserId], { id: newId(), createdBy: viewer.id, now: now() }),
        };
      }
      const conversationId = newId();
      const memberIds = kind === 'help' && userId !== viewer.id ? [userId, viewer.id] : [userId];
      const at = now();
      // Admins open conversations for others as their work; anyone else starts a few a day.
      const budget = viewer.role === 'ADMIN' ? undefined : { since: at - dayMs, max: limits.conversationsPerUserPerDay };
      if (!(await conversations.create({ id: conversationId, kind, createdBy: viewer.id, memberIds, now: at }, budget))) {
        throw tooManyRequests('too_many_conversations', 'You have started too many conversations today. Try again tomorrow.', 60 * 60);
      }
      return { conversationId };
    },

    async list(viewer: Viewer): Promise<ConversationSummary[]> {
      const rows = await conversations.listForUser(viewer.id);
      const ids = rows.map((row) => row.id);
      const [latest, unread, members] = await Promise.all([
        messages.latest(ids),
        messages.unreadCounts(viewer.id, ids),
        conversations.membersOf(ids),
      ]);
      const summaries = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        members: members.get(row.id) ?? [],
        lastSequence: row.last_sequence,
        unreadCount: unread.get(row.id) ?? 0,
        lastMessage: latest.get(row.id) ?? null,
        readOnly: false,
        activeAt: latest.get(row.id)?.createdAt ?? row.created_at,
      }));
      summaries.sort((a, b) => b.activeAt - a.activeAt);
      return summaries.map(({ activeAt: _activeAt, ...summary }) => summary);
    },

    async summary(viewer: Viewer, conversationId: string): Promise<ConversationSummary> {
      const access = await readAccess(viewer, conversationId);
      const [conversation, members, latest, unread] = await Promise.all([
        conversations.findById(conversationId),
        conversations.members(conversationId),
        messages.latest([conversationId]),
        access.readOnly ? new Map<string, number>() : messages.unreadCounts(viewer.id, [conversationId]),
      ]);
      if (!conversation) throw conversationNotFound();
      return {
        id: conversation.id,
        kind: conversation.kind,
        members,
        lastSequence: conversation.last_sequence,
        unreadCount: unread.get(conversationId) ?? 0,
        lastMessage: latest.get(conversationId) ?? null,
        readOnly: access.readOnly,
      };
    },

    async history(viewer: Viewer, conversationId: string, cursor: { before?: number; after?: number; limit: number }) {
      await readAccess(viewer, conversationId);
      return messages.page(conversationId, cursor);
    },

    /** The members' read marks for a socket that opens the conversation. */
    async members(conversationId: string) {
      return conversations.members(conversationId);
    },

    /**
     * Sends a text. `acknowledge` (the sending socket's ack) is called once the message is
     * stored, before the work that follows a message; the promise settles after that work.
     */
    sendText(
      viewer: Viewer,
      conversationId: string,
      clientId: string,
      text: string,
      originConnectionId?: string,
      acknowledge?: Acknowledge,
    ) {
      return sendFromUser(viewer, conversationId, { kind: 'text', text, mediaId: null, clientId }, originConnectionId, acknowledge);
    },

    /**
     * A block was set between the two: every instance stops trusting what it cached of them, so
     * neither can write to the other from now on.
     */
    async blocked(blockerId: string, blockedId: string) {
      changed({ conversationIds: [], userPairs: [[blockerId, blockedId]] });
    },

    /**
     * Sends a recording as a voice note. Write access is checked before `receive` reads a byte of
     * the upload, so a stranger is refused at once. The recording is stored as media and sent in
     * one go: when sending fails, the recording goes too. A resend (a client id used before) is
     * answered with the first note, and this copy of its bytes is removed. A transcript sent with
     * the note is its transcript at once; otherwise it comes later, from a job, as an update of the
     * message (and with no transcriber, the concierge hears at once that it cannot have one).
     */
    async sendVoiceNote(viewer: Viewer, conversationId: string, receive: () => Promise<VoiceNoteUpload>) {
      const access = await reachAccess(viewer, conversationId);
      const { clientId, durationMs, file, transcript } = await receive();
      const recording = { ownerId: viewer.id, kind: 'voice_note' as const, file, durationMs };
      const { mediaId, ...sent } = await media.uploadAndAttach(recording, async (record) => ({
        mediaId: record.id,
        ...(await sendFromUser(viewer, conversationId, { kind: 'voice_note', text: null, mediaId: record.id, clientId, transcript })),
      }));
      // The note is sent whatever happens next: a leftover copy or a missing transcript is never a reason to fail.
      const warn = (message: string) => (error: unknown) => logger.warn({ err: error, mediaId }, message);
      if (sent.duplicate) await media.remove(mediaId).catch(warn('removing a resent voice note failed'));
      else if (transcript !== null || !transcription) await handOnToConcierge(access.kind, sent.message);
      else await transcription.enqueue(mediaId).catch(warn('asking for a voice note transcript failed'));
      return sent;
    },

    /**
     * A voice note of this conversation that the viewer sent: only its sender may say what was
     * heard of it wrongly. 404 for a stranger (or a message of another conversation), 403 for an
     * admin who is not a member and for anyone else's message, 409 for a message that is no voice note.
     */
    async ownVoiceNote(viewer: Viewer, conversationId: string, messageId: string): Promise<Message> {
      await writeAccess(viewer, conversationId);
      const message = await messages.findById(messageId);
      if (message?.conversationId !== conversationId) throw notFound('That message');
      if (message.senderId !== viewer.id)
        throw new ApiError(403, 'not_your_message', 'Only the person who said it can fix what was heard.');
      if (message.kind !== 'voice_note') throw new ApiError(409, 'not_a_voice_note', 'Only what was heard of a spoken turn can be fixed.');
      return message;
    },

    /** The recording of a voice note of this conversation, for its members and admins. */
    async voiceNote(viewer: Viewer, conversationId: string, mediaId: string): Promise<VoiceNoteMedia> {
      await readAccess(viewer, conversationId);
      const record = await messages.voiceNoteMedia(conversationId, mediaId);
      if (!record) throw notFound('That voice note');
      return record;
    },

    recordCall: delivery.recordCall,
    conciergeIn: delivery.conciergeIn,
    supersede: delivery.supersede,

    /**
     * Stores the viewer's fix of what was heard of their voice turn, with the concierge lines it
     * sets aside (the concierge decides which: `ownVoiceNote` first). A fix asks for a new reply,
     * so it counts against the same limit as a message.
     */
    async fixVoiceTurn(viewer: Viewer, turn: { messageId: string; transcript: string; supersededIds: readonly string[] }) {
      const decision = await messageRateLimiter.take(viewer.id);
      if (!decision.allowed) {
        throw tooManyRequests('rate_limited', 'You are fixing too fast. Wait a moment and try again.', decision.retryAfterSeconds);
      }
      return delivery.fixVoiceTurn(turn);
    },

    async markRead(viewer: Viewer, conversationId: string, sequence: number, originConnectionId?: string): Promise<number> {
      const access = await writeAccess(viewer, conversationId);
      const lastReadSequence = await conversations.markRead(conversationId, viewer.id, sequence);
      if (lastReadSequence === undefined) throw notAMember();
      delivery.publish(access, { type: 'read', conversationId, userId: viewer.id, sequence: lastReadSequence }, originConnectionId);
      return lastReadSequence;
    },

    async typing(viewer: Viewer, conversationId: string) {
      const access = await reachAccess(viewer, conversationId);
      const event: ServerEvent = { type: 'typing', conversationId, userId: viewer.id };
      bus.publish(access.memberIds.filter((id) => id !== viewer.id).map(channels.user), { event });
    },

    /**
     * The transcript of a voice note's recording arrived (from the transcription job): members see
     * the note change in place, and in a concierge conversation the concierge reads it. A
     * recording no message holds any more is left alone.
     */
    async addVoiceNoteTranscript(mediaId: string, transcript: string) {
      const transcribed = await delivery.addVoiceNoteTranscript(mediaId, transcript);
      if (transcribed) await handOnToConcierge(transcribed.kind, transcribed.message);
    },

    /** Nothing could be made of a voice note's recording (its transcription failed or heard no words): the concierge says so. */
    async voiceNoteUnheard(mediaId: string) {
      const message = await messages.findVoiceNote(mediaId);
      const kind = message && (await conversations.kindsAndMembers([message.conversationId])).get(message.conversationId)?.kind;
      if (message && kind) await handOnToConcierge(kind, message);
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;

export const messageRateLimit = { limit: limits.messagesPerTenSeconds, windowMs: 10_000 };
