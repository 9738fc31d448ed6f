import { sql, type Kysely, type Updateable } from 'kysely';
import type { ConciergeMessage } from '../../shared/api/concierge.ts';
import type { ConciergeJobsTable, Database } from '../db/schema.ts';
import type { InterviewMessage } from './interview-messages.ts';

export type ConciergeJobRow = Database['concierge_jobs'];

/** A dossier's two concierge conversations: one interview, whose reply job is keyed by the text one. */
export interface InterviewConversations {
  userId: string;
  textConversationId: string;
  voiceConversationId: string;
}

/**
 * The SQL of the concierge: its reply jobs (`concierge_jobs`, one row per dossier, keyed by its
 * text conversation, see migration 0007), the interview it reads across the dossier's text and
 * voice conversations, and what it knows of the guest.
 */
export function createConciergeRepository(db: Kysely<Database>) {
  function findJob(conversationId: string): Promise<ConciergeJobRow | undefined> {
    return db.selectFrom('concierge_jobs').selectAll().where('conversation_id', '=', conversationId).executeTakeFirst();
  }

  /** Changes a job `owner` holds; false when it no longer does. */
  async function updateHeld(conversationId: string, owner: string, changes: Updateable<ConciergeJobsTable>, requestCount?: number) {
    let query = db
      .updateTable('concierge_jobs')
      .set(changes)
      .where('conversation_id', '=', conversationId)
      .where('lease_owner', '=', owner);
    if (requestCount !== undefined) query = query.where('request_count', '=', requestCount);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  return {
    /**
     * Asks for a reply in the interview of a dossier (either of its conversations), in one
     * statement: the job is created, or made pending again with one more request (a runner
     * working on it sees the count move and runs again). Answers the job's id (the dossier's text
     * conversation), or undefined, changing nothing, when no dossier has this conversation.
     */
    async requestReply(conversationId: string, now: number): Promise<string | undefined> {
      const at = sql<number>`cast(${now} as bigint)`;
      const result = await db
        .insertInto('concierge_jobs')
        .columns([
          'conversation_id',
          'user_id',
          'status',
          'request_count',
          'attempts',
          'last_error',
          'lease_owner',
          'lease_until',
          'created_at',
          'updated_at',
        ])
        .expression(
          db
            .selectFrom('dossiers')
            .select([
              'text_conversation_id',
              'user_id',
              sql.lit('pending').as('status'),
              sql.lit(1).as('request_count'),
              sql.lit(0).as('attempts'),
              sql<string | null>`null`.as('last_error'),
              sql<string | null>`null`.as('lease_owner'),
              sql<number | null>`null`.as('lease_until'),
              at.as('created_at'),
              at.as('updated_at'),
            ])
            .where((where) =>
              where.or([where('text_conversation_id', '=', conversationId), where('voice_conversation_id', '=', conversationId)]),
            ),
        )
        .onConflict((conflict) =>
          conflict.column('conversation_id').doUpdateSet((eb) => ({
            status: 'pending',
            request_count: eb('concierge_jobs.request_count', '+', 1),
            attempts: 0,
            last_error: null,
            updated_at: now,
          })),
        )
        .returning('conversation_id')
        .executeTakeFirst();
      return result?.conversation_id;
    },

    /** Pending jobs nobody holds (no lease, or a lease run out at `now`), oldest request first. */
    async claimableIds(now: number): Promise<string[]> {
      const rows = await db
        .selectFrom('concierge_jobs')
        .select('conversation_id')
        .where('status', '=', 'pending')
        .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<=', now)]))
        .orderBy('updated_at')
        .execute();
      return rows.map((row) => row.conversation_id);
    },

    /** Takes a pending job for `owner` until `leaseUntil` unless another runner holds it, in one statement; answers it, or undefined. */
    async claim(conversationId: string, owner: string, now: number, leaseUntil: number): Promise<ConciergeJobRow | undefined> {
      const result = await db
        .updateTable('concierge_jobs')
        .set({ lease_owner: owner, lease_until: leaseUntil, updated_at: now })
        .where('conversation_id', '=', conversationId)
        .where('status', '=', 'pending')
        .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<=', now), where('lease_owner', '=', owner)]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return findJob(conversationId);
    },

    /** Marks the job done if `owner` holds it and no request came in since `requestCount`; false otherwise. */
    finishJob(conversationId: string, owner: string, requestCount: number, now: number): Promise<boolean> {
      const done = { status: 'done', attempts: 0, last_error: null, lease_owner: null, lease_until: null, updated_at: now } as const;
      return updateHeld(conversationId, owner, done, requestCount);
    },

    failedAttempt(
      conversationId: string,
      owner: string,
      failure: { attempts: number; lastError: string; now: number; leaseUntil: number },
    ) {
      const { attempts, lastError, now, leaseUntil } = failure;
      return updateHeld(conversationId, owner, { attempts, last_error: lastError, lease_until: leaseUntil, updated_at: now });
    },

    /**
     * Gives the job up after its last attempt, unless a new request came in since it was claimed:
     * then it stays pending, its attempts start again, and any runner may take it.
     */
    async giveUp(job: ConciergeJobRow, owner: string, failure: { attempts: number; lastError: string; now: number }) {
      const { attempts, lastError, now } = failure;
      const released = { lease_owner: null, lease_until: null, updated_at: now, last_error: lastError };
      if (await updateHeld(job.conversation_id, owner, { ...released, status: 'failed', attempts }, job.request_count)) return;
      await updateHeld(job.conversation_id, owner, { ...released, attempts: 0 });
    },

    async release(conversationId: string, owner: string, now: number) {
      await updateHeld(conversationId, owner, { lease_owner: null, lease_until: null, updated_at: now });
    },

    /** The dossier that has this conversation as its text or voice one. */
    async conversationsOf(conversationId: string): Promise<InterviewConversations | undefined> {
      const row = await db
        .selectFrom('dossiers')
        .select(['user_id', 'text_conversation_id', 'voice_conversation_id'])
        .where((where) =>
          where.or([where('text_conversation_id', '=', conversationId), where('voice_conversation_id', '=', conversationId)]),
        )
        .executeTakeFirst();
      return row && { userId: row.user_id, textConversationId: row.text_conversation_id, voiceConversationId: row.voice_conversation_id };
    },

    /**
     * The guest's and the concierge's messages of both conversations of an interview, in no
     * particular order (see `interview-messages.ts`): each with its text (or a voice note's
     * transcript), whether a voice note's words are still to come, and the client id of a
     * concierge message (what it answers).
     */
    async interviewMessages({ textConversationId, voiceConversationId }: InterviewConversations): Promise<InterviewMessage[]> {
      const rows = await db
        .selectFrom('messages')
        .leftJoin('media_transcripts', 'media_transcripts.media_id', 'messages.media_id')
        .select([
          'messages.id',
          'messages.conversation_id',
          'messages.sequence',
          'messages.sender_kind',
          'messages.kind',
          'messages.text',
          'messages.transcript',
          'messages.concierge',
          'messages.client_id',
          'messages.created_at',
          'media_transcripts.status as transcript_status',
        ])
        .where('messages.conversation_id', 'in', [textConversationId, voiceConversationId])
        .where('messages.sender_kind', 'in', ['user', 'concierge'])
        .execute();
      return rows.map((row) => ({
        id: row.id,
        conversationId: row.conversation_id,
        sequence: row.sequence,
        createdAt: row.created_at,
        from: row.sender_kind === 'concierge' ? ('concierge' as const) : ('guest' as const),
        text: (row.text ?? row.transcript ?? '').trim(),
        concierge: row.concierge === null ? null : (JSON.parse(row.concierge) as ConciergeMessage),
        answers: row.sender_kind === 'concierge' ? row.client_id : null,
        transcription: row.kind === 'voice_note' ? (row.transcript_status ?? 'none') : null,
      }));
    },

    /** The guest's name as given at sign-in, and the name of the event they joined most recently. */
    async guest(userId: string): Promise<{ guestName: string | null; eventName: string | null }> {
      const [user, event] = await Promise.all([
        db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst(),
        db
          .selectFrom('event_participants')
          .innerJoin('events', 'events.id', 'event_participants.event_id')
          .select('events.name')
          .where('event_participants.user_id', '=', userId)
          .where('event_participants.state', '=', 'joined')
          .orderBy('event_participants.joined_at', 'desc')
          .limit(1)
          .executeTakeFirst(),
      ]);
      return { guestName: user?.name ?? null, eventName: event?.name ?? null };
    },
  };
}

export type ConciergeRepository = ReturnType<typeof createConciergeRepository>;
