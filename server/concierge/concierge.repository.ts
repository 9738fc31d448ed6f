import { sql, type Kysely, type Updateable } from 'kysely';
import type { ConciergeMessage } from '../../shared/api/concierge.ts';
import type { ConciergeJobsTable, Database } from '../db/schema.ts';
import type { StoredTranscriptMessage } from './transcript.ts';

export type ConciergeJobRow = Database['concierge_jobs'];

/**
 * The SQL of the concierge: its reply jobs (`concierge_jobs`, one row per conversation, see
 * migration 0007), the transcript it reads, and what it knows of the guest.
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
     * Asks for a reply in the text conversation of a dossier, in one statement: the job is
     * created, or made pending again with one more request (a runner working on it sees the
     * count move and runs again). Answers false, changing nothing, when no dossier has this text
     * conversation.
     */
    async requestReply(conversationId: string, now: number): Promise<boolean> {
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
            .where('text_conversation_id', '=', conversationId),
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
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
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

    /**
     * The conversation as the concierge reads it: messages with text (or a voice note's
     * transcript), in stored order, each concierge reply with the id of the message it answers.
     */
    async transcript(conversationId: string): Promise<StoredTranscriptMessage[]> {
      const rows = await db
        .selectFrom('messages')
        .select(['id', 'sequence', 'sender_kind', 'text', 'transcript', 'concierge', 'client_id'])
        .where('conversation_id', '=', conversationId)
        .where('sender_kind', 'in', ['user', 'concierge'])
        .orderBy('sequence')
        .execute();
      return rows.flatMap((row) => {
        const text = (row.text ?? row.transcript ?? '').trim();
        if (!text) return [];
        return [
          {
            id: row.id,
            sequence: row.sequence,
            from: row.sender_kind === 'concierge' ? ('concierge' as const) : ('guest' as const),
            text,
            concierge: row.concierge === null ? null : (JSON.parse(row.concierge) as ConciergeMessage),
            answers: row.sender_kind === 'concierge' ? row.client_id : null,
          },
        ];
      });
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
