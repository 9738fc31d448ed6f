import { type Kysely, type Updateable } from 'kysely';
import type { MatchingJobsTable } from '../db/matching-schema.ts';
import type { Database } from '../db/schema.ts';

export type MatchingJobRow = Database['matching_jobs'];

/** What the prospects endpoints need to know of an event's job. */
export type MatchingJobState = Pick<MatchingJobRow, 'event_id' | 'status' | 'computed_at'>;

/**
 * The SQL of the recompute jobs (`matching_jobs`, one row per event, see migration 0008), the
 * same lease protocol as the concierge's reply jobs.
 */
export function createMatchingJobsRepository(db: Kysely<Database>) {
  function findJob(eventId: string): Promise<MatchingJobRow | undefined> {
    return db.selectFrom('matching_jobs').selectAll().where('event_id', '=', eventId).executeTakeFirst();
  }

  /** Changes a job `owner` holds; false when it no longer does. */
  async function updateHeld(eventId: string, owner: string, changes: Updateable<MatchingJobsTable>, requestCount?: number) {
    let query = db.updateTable('matching_jobs').set(changes).where('event_id', '=', eventId).where('lease_owner', '=', owner);
    if (requestCount !== undefined) query = query.where('request_count', '=', requestCount);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  return {
    /**
     * Asks for a recompute of the event, in one statement: the job is created, or made pending
     * again with one more request (a runner working on it sees the count move and runs again).
     */
    async requestRecompute(eventId: string, now: number): Promise<void> {
      await db
        .insertInto('matching_jobs')
        .values({
          event_id: eventId,
          status: 'pending',
          request_count: 1,
          attempts: 0,
          last_error: null,
          lease_owner: null,
          lease_until: null,
          computed_at: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict.column('event_id').doUpdateSet((eb) => ({
            status: 'pending',
            request_count: eb('matching_jobs.request_count', '+', 1),
            attempts: 0,
            last_error: null,
            updated_at: now,
          })),
        )
        .execute();
    },

    /** Each of these events' job as it stands; an event never asked for has none. */
    async states(eventIds: readonly string[]): Promise<Map<string, MatchingJobState>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('matching_jobs')
        .select(['event_id', 'status', 'computed_at'])
        .where('event_id', 'in', [...eventIds])
        .execute();
      return new Map(rows.map((row) => [row.event_id, row]));
    },

    /** Pending jobs nobody holds (no lease, or a lease run out at `now`), oldest request first. */
    async claimableIds(now: number): Promise<string[]> {
      const rows = await db
        .selectFrom('matching_jobs')
        .select('event_id')
        .where('status', '=', 'pending')
        .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<=', now)]))
        .orderBy('updated_at')
        .execute();
      return rows.map((row) => row.event_id);
    },

    /** Takes a pending job for `owner` until `leaseUntil` unless another runner holds it, in one statement; answers it, or undefined. */
    async claim(eventId: string, owner: string, now: number, leaseUntil: number): Promise<MatchingJobRow | undefined> {
      const result = await db
        .updateTable('matching_jobs')
        .set({ lease_owner: owner, lease_until: leaseUntil, updated_at: now })
        .where('event_id', '=', eventId)
        .where('status', '=', 'pending')
        .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<=', now), where('lease_owner', '=', owner)]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return findJob(eventId);
    },

    /**
     * Marks the job done, its list computed from what stood at `computedAt` (when the run began
     * reading), if `owner` holds it and no request came in since `requestCount`.
     */
    finishJob(
      eventId: string,
      owner: string,
      requestCount: number,
      { now, computedAt }: { now: number; computedAt: number },
    ): Promise<boolean> {
      const done = {
        status: 'done',
        attempts: 0,
        last_error: null,
        lease_owner: null,
        lease_until: null,
        computed_at: computedAt,
        updated_at: now,
      } as const;
      return updateHeld(eventId, owner, done, requestCount);
    },

    /** Keeps the job with `owner` until `leaseUntil`, for a run longer than one lease; false when it no longer holds it. */
    renewLease(eventId: string, owner: string, now: number, leaseUntil: number): Promise<boolean> {
      return updateHeld(eventId, owner, { lease_until: leaseUntil, updated_at: now });
    },

    failedAttempt(eventId: string, owner: string, failure: { attempts: number; lastError: string; now: number; leaseUntil: number }) {
      const { attempts, lastError, now, leaseUntil } = failure;
      return updateHeld(eventId, owner, { attempts, last_error: lastError, lease_until: leaseUntil, updated_at: now });
    },

    /**
     * Gives the job up after its last attempt, unless a new request came in since it was claimed:
     * then it stays pending, its attempts start again, and any runner may take it.
     */
    async giveUp(job: MatchingJobRow, owner: string, failure: { attempts: number; lastError: string; now: number }) {
      const { attempts, lastError, now } = failure;
      const released = { lease_owner: null, lease_until: null, updated_at: now, last_error: lastError };
      if (await updateHeld(job.event_id, owner, { ...released, status: 'failed', attempts }, job.request_count)) return;
      await updateHeld(job.event_id, owner, { ...released, attempts: 0 });
    },

    async release(eventId: string, owner: string, now: number) {
      await updateHeld(eventId, owner, { lease_owner: null, lease_until: null, updated_at: now });
    },
  };
}

export type MatchingJobsRepository = ReturnType<typeof createMatchingJobsRepository>;
