import type { Kysely, QueryCreator, Transaction } from 'kysely';
import type { ConciergeMessage } from '../../shared/api/concierge.ts';
import type { Message } from '../../shared/api/conversations.ts';
import type { CallRowOutcome, Database } from '../db/schema.ts';
import type { Dialect } from '../db/database.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { plainMessage, type NewMessage } from './new-message.ts';
import { createTextBatches } from './text-batches.repository.ts';

/** A message with what its view needs from the media and calls tables. */
function selectMessages(db: Kysely<Database>) {
  return db
    .selectFrom('messages')
    .leftJoin('media', 'media.id', 'messages.media_id')
    .leftJoin('calls', 'calls.id', 'messages.call_id')
    .select([
      'messages.id',
      'messages.conversation_id',
      'messages.sequence',
      'messages.sender_kind',
      'messages.sender_id',
      'messages.kind',
      'messages.text',
      'messages.media_id',
      'messages.transcript',
      'messages.call_id',
      'messages.client_id',
      'messages.concierge',
      'messages.created_at',
      'media.content_type as media_content_type',
      'media.size_bytes as media_size_bytes',
      'media.duration_ms as media_duration_ms',
      'calls.caller_id as call_caller_id',
      'calls.outcome as call_outcome',
      'calls.connected_at as call_connected_at',
      'calls.ended_at as call_ended_at',
    ]);
}

type MessageRecord = Awaited<ReturnType<ReturnType<typeof selectMessages>['executeTakeFirstOrThrow']>>;

export function toMessage(row: MessageRecord): Message {
  const callDuration =
    row.call_connected_at !== null && row.call_ended_at !== null ? Math.round((row.call_ended_at - row.call_connected_at) / 1000) : null;
  return {
    id: row.id,
    conversationId: row.conversation_id,
    sequence: row.sequence,
    senderKind: row.sender_kind,
    senderId: row.sender_id,
    kind: row.kind,
    text: row.text,
    clientId: row.client_id,
    createdAt: row.created_at,
    voiceNote:
      row.media_id !== null && row.media_content_type !== null
        ? {
            mediaId: row.media_id,
            contentType: row.media_content_type,
            sizeBytes: row.media_size_bytes ?? 0,
            durationMs: row.media_duration_ms ?? 0,
            transcript: row.transcript,
          }
        : null,
    call:
      row.call_id !== null && row.call_caller_id !== null
        ? {
            callId: row.call_id,
            callerId: row.call_caller_id,
            outcome: (row.call_outcome ?? 'failed') as CallRowOutcome,
            durationSeconds: callDuration,
          }
        : null,
    concierge: row.concierge === null ? null : (JSON.parse(row.concierge) as ConciergeMessage),
  };
}

/**
 * A concierge line that a guest's fix set aside gives up its client id, its claim to answer a turn
 * (unique per conversation, so that a reply job run twice answers once), for this prefix and its
 * own id: the fixed turn can then be answered once more.
 */
const supersededClientIdPrefix = 'superseded:';

/** Sets concierge lines aside: each gives up its client id and says `superseded: true` in its interview data. */
async function supersedeIn(trx: Transaction<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const lines = await trx
    .selectFrom('messages')
    .select(['id', 'concierge'])
    .where('id', 'in', ids)
    .where('sender_kind', '=', 'concierge')
    .execute();
  for (const line of lines) {
    const concierge = line.concierge === null ? null : { ...(JSON.parse(line.concierge) as ConciergeMessage), superseded: true };
    await trx
      .updateTable('messages')
      .set({ client_id: `${supersededClientIdPrefix}${line.id}`, concierge: concierge && JSON.stringify(concierge) })
      .where('id', '=', line.id)
      .execute();
  }
}

/** The SQL of messages: append with the next sequence, history pages, read marks. */
export function createMessagesRepository(db: Kysely<Database>, dialect: Dialect) {
  async function findById(id: string): Promise<Message | undefined> {
    const row = await selectMessages(db).where('messages.id', '=', id).executeTakeFirst();
    return row && toMessage(row);
  }

  /** These messages, in their conversations' order. */
  async function findByIds(ids: readonly string[]): Promise<Message[]> {
    if (ids.length === 0) return [];
    const rows = await selectMessages(db).where('messages.id', 'in', ids).orderBy('messages.sequence').execute();
    return rows.map(toMessage);
  }

  async function findByClientId(conversationId: string, senderId: string, clientId: string): Promise<Message | undefined> {
    const row = await selectMessages(db)
      .where('messages.conversation_id', '=', conversationId)
      .where('messages.sender_id', '=', senderId)
      .where('messages.client_id', '=', clientId)
      .executeTakeFirst();
    return row && toMessage(row);
  }

  /** The voice note message holding `mediaId`, if any. */
  async function findVoiceNote(mediaId: string): Promise<Message | undefined> {
    const row = await selectMessages(db)
      .where('messages.media_id', '=', mediaId)
      .where('messages.kind', '=', 'voice_note')
      .executeTakeFirst();
    return row && toMessage(row);
  }

  async function findConciergeMessage(conversationId: string, clientId: string): Promise<Message | undefined> {
    const row = await selectMessages(db)
      .where('messages.conversation_id', '=', conversationId)
      .where('messages.sender_kind', '=', 'concierge')
      .where('messages.client_id', '=', clientId)
      .executeTakeFirst();
    return row && toMessage(row);
  }

  /** The columns of a new message, but its sequence. */
  const columnsOf = (message: NewMessage) => ({
    id: message.id,
    conversation_id: message.conversationId,
    sender_kind: message.senderKind,
    sender_id: message.senderId,
    kind: message.kind,
    text: message.text,
    media_id: message.mediaId,
    transcript: message.transcript ?? null,
    call_id: message.callId,
    client_id: message.clientId,
    concierge: message.concierge ? JSON.stringify(message.concierge) : null,
    created_at: message.createdAt,
  });

  /**
   * Takes the conversation's next sequence and inserts the message under it, atomically: the
   * row lock of the update orders concurrent senders, and a failed insert gives the number back.
   * PostgreSQL does both in one statement (one round trip instead of four); SQLite, which has
   * one writer in this process and no UPDATE inside WITH, in a transaction.
   */
  async function insertWithNextSequence(message: NewMessage): Promise<number> {
    const takeSequence = (executor: QueryCreator<Database>) =>
      executor
        .updateTable('conversations')
        .set((eb) => ({ last_sequence: eb('last_sequence', '+', 1) }))
        .where('id', '=', message.conversationId)
        .returning('last_sequence');
    if (dialect === 'postgres') {
      const inserted = await db
        .with('next', takeSequence)
        .insertInto('messages')
        .values((eb) => ({ ...columnsOf(message), sequence: eb.selectFrom('next').select('next.last_sequence') }))
        .returning('sequence')
        .executeTakeFirstOrThrow();
      return inserted.sequence;
    }
    return db.transaction().execute(async (trx) => {
      const { last_sequence: sequence } = await takeSequence(trx).executeTakeFirstOrThrow();
      await trx
        .insertInto('messages')
        .values({ ...columnsOf(message), sequence })
        .execute();
      return sequence;
    });
  }

  return {
    findById,
    findByClientId,

    appendTexts: createTextBatches(db, dialect).appendTexts,

    /**
     * Stores a message with the conversation's next sequence. A message whose sender (or the
     * concierge) already stored one with the same client id is not stored again: the first one is
     * returned.
     */
    async append(message: NewMessage): Promise<{ message: Message; duplicate: boolean }> {
      let sequence: number;
      try {
        sequence = await insertWithNextSequence(message);
      } catch (error) {
        // A resend, or a concierge reply written again: the unique client id rolled the statement back, sequence included.
        if (isUniqueViolation(error) && message.clientId !== null) {
          const existing =
            message.senderId !== null
              ? await findByClientId(message.conversationId, message.senderId, message.clientId)
              : await findConciergeMessage(message.conversationId, message.clientId);
          if (existing) return { message: existing, duplicate: true };
        }
        throw error;
      }
      // Text and system messages are all in hand; voice notes and call records need their joins.
      if (message.mediaId === null && message.callId === null) return { message: plainMessage(message, sequence), duplicate: false };
      const stored = await findById(message.id);
      if (!stored) throw new Error(`Message ${message.id} vanished after insert`);
      return { message: stored, duplicate: false };
    },

    /** One page in ascending order: the newest `limit` before `before`, or the oldest `limit` after `after`. */
    async page(conversationId: string, cursor: { before?: number; after?: number; limit: number }) {
      let query = selectMessages(db)
        .where('messages.conversation_id', '=', conversationId)
        .limit(cursor.limit + 1);
      if (cursor.after !== undefined) {
        query = query.where('messages.sequence', '>', cursor.after).orderBy('messages.sequence', 'asc');
      } else {
        if (cursor.before !== undefined) query = query.where('messages.sequence', '<', cursor.before);
        query = query.orderBy('messages.sequence', 'desc');
      }
      const rows = await query.execute();
      const hasMore = rows.length > cursor.limit;
      const messages = rows.slice(0, cursor.limit).map(toMessage);
      if (cursor.after === undefined) messages.reverse();
      return { messages, hasMore };
    },

    /** The newest message of each conversation, for summaries. */
    async latest(conversationIds: string[]): Promise<Map<string, Message>> {
      if (conversationIds.length === 0) return new Map();
      const rows = await selectMessages(db)
        .innerJoin('conversations', (join) =>
          join.onRef('conversations.id', '=', 'messages.conversation_id').onRef('conversations.last_sequence', '=', 'messages.sequence'),
        )
        .where('messages.conversation_id', 'in', conversationIds)
        .execute();
      return new Map(rows.map((row) => [row.conversation_id, toMessage(row)]));
    },

    /** Messages from others after each of the user's read marks, per conversation. */
    async unreadCounts(userId: string, conversationIds: string[]): Promise<Map<string, number>> {
      if (conversationIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('messages')
        .innerJoin('conversation_members', (join) =>
          join
            .onRef('conversation_members.conversation_id', '=', 'messages.conversation_id')
            .on('conversation_members.user_id', '=', userId),
        )
        .select(['messages.conversation_id', (eb) => eb.fn.countAll<number | string>().as('unread')])
        .where('messages.conversation_id', 'in', conversationIds)
        .whereRef('messages.sequence', '>', 'conversation_members.last_read_sequence')
        .where((eb) => eb.or([eb('messages.sender_id', 'is', null), eb('messages.sender_id', '!=', userId)]))
        .groupBy('messages.conversation_id')
        .execute();
      return new Map(rows.map((row) => [row.conversation_id, Number(row.unread)]));
    },

    /**
     * Sets the transcript of the voice note holding `mediaId` while it has none (words its sender
     * fixed meanwhile stay); answers the note, or undefined when no message holds it.
     */
    async setVoiceNoteTranscript(mediaId: string, transcript: string): Promise<Message | undefined> {
      await db
        .updateTable('messages')
        .set({ transcript })
        .where('media_id', '=', mediaId)
        .where('kind', '=', 'voice_note')
        .where('transcript', 'is', null)
        .execute();
      return findVoiceNote(mediaId);
    },

    /**
     * A guest's fix of what was heard of their voice turn, in one transaction: the note's new
     * transcript, and the concierge lines built on the old words set aside (`supersededIds`).
     * Answers the note and those lines as they are now.
     */
    async fixVoiceNoteTranscript(
      messageId: string,
      transcript: string,
      supersededIds: readonly string[],
    ): Promise<{ message: Message; superseded: Message[] }> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('messages').set({ transcript }).where('id', '=', messageId).where('kind', '=', 'voice_note').execute();
        await supersedeIn(trx, supersededIds);
      });
      const message = await findById(messageId);
      if (!message) throw new Error(`Message ${messageId} vanished after its transcript was fixed`);
      return { message, superseded: await findByIds(supersededIds) };
    },

    /** Sets concierge lines aside (a reply to words the guest fixed while it was written); answers them as they are now. */
    async supersede(ids: readonly string[]): Promise<Message[]> {
      await db.transaction().execute((trx) => supersedeIn(trx, ids));
      return findByIds(ids);
    },

    findVoiceNote,

    /** The media of the voice note message holding `mediaId` in this conversation, if any. */
    async voiceNoteMedia(conversationId: string, mediaId: string) {
      return db
        .selectFrom('messages')
        .innerJoin('media', 'media.id', 'messages.media_id')
        .select(['media.kind', 'media.storage_key', 'media.content_type', 'media.size_bytes'])
        .where('messages.conversation_id', '=', conversationId)
        .where('messages.media_id', '=', mediaId)
        .executeTakeFirst();
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
