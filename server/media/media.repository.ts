import type { Kysely, Updateable } from 'kysely';
import type { Database, MediaTable, MediaTranscriptsTable, TranscriptStatus } from '../db/schema.ts';

/** Jobs a runner may still work on. */
const OPEN_TRANSCRIPT_STATUSES: TranscriptStatus[] = ['pending', 'transcribed'];

/** The SQL of media records and their transcription jobs; the bytes themselves live in MediaStorage. */
export function createMediaRepository(db: Kysely<Database>) {
  function findTranscriptJob(mediaId: string) {
    return db.selectFrom('media_transcripts').selectAll().where('media_id', '=', mediaId).executeTakeFirst();
  }

  return {
    async insert(media: MediaTable) {
      await db.insertInto('media').values(media).execute();
    },
    /** Its transcription job goes with it. */
    async delete(id: string) {
      await db.deleteFrom('media').where('id', '=', id).execute();
    },
    findById(id: string) {
      return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A pending job for the media; asking again for the same media changes nothing. */
    async addTranscriptJob(mediaId: string, now: number) {
      await db
        .insertInto('media_transcripts')
        .values({
          media_id: mediaId,
          status: 'pending',
          transcript: null,
          attempts: 0,
          last_error: null,
          lease_owner: null,
          lease_until: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column('media_id').doNothing())
        .execute();
    },
    findTranscriptJob,
    /** Open jobs nobody holds (no lease, or a lease run out at `now`), oldest first. */
    async claimableTranscriptJobIds(now: number): Promise<string[]> {
      const rows = await db
        .selectFrom('media_transcripts')
        .select('media_id')
        .where('status', 'in', OPEN_TRANSCRIPT_STATUSES)
        .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<=', now)]))
        .orderBy('created_at')
        .execute();
      return rows.map((row) => row.media_id);
    },
    /**
     * Takes an open job for `owner` until `leaseUntil`, unless another runner holds it. One
     * statement, so two instances asking at once cannot both get it. Answers the job, or
     * undefined when it is held, finished or gone.
     */
    async claimTranscriptJob(mediaId: string, owner: string, now: number, leaseUntil: number) {
      const result = await db
        .updateTable('media_transcripts')
        .set({ lease_owner: owner, lease_until: leaseUntil, updated_at: now })
        .where('media_id', '=', mediaId)
        .where('status', 'in', OPEN_TRANSCRIPT_STATUSES)
        .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<=', now), where('lease_owner', '=', owner)]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return findTranscriptJob(mediaId);
    },
    /** Changes a job `owner` holds; false when it no longer does (its lease was taken over). */
    async updateTranscriptJob(mediaId: string, owner: string, changes: Updateable<MediaTranscriptsTable>): Promise<boolean> {
      const result = await db
        .updateTable('media_transcripts')
        .set(changes)
        .where('media_id', '=', mediaId)
        .where('lease_owner', '=', owner)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
