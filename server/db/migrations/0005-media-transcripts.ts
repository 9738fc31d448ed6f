import { sql, type Kysely } from 'kysely';

/**
 * Transcription jobs of media, one row per media (a voice note today). The row is written when
 * the job is asked for, so a restart finds what is still to do; the lease lets one runner among
 * several instances work on it, and another take it over when that runner died.
 */
export function mediaTranscriptsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('media_transcripts')
        .addColumn('media_id', 'text', (column) => column.primaryKey().references('media.id').onDelete('cascade'))
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('transcript', 'text')
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', 'bigint')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .execute();
      // The runners look for open jobs only; finished ones are the vast majority and stay out.
      await sql`create index media_transcripts_open on media_transcripts (created_at) where status in ('pending', 'transcribed')`.execute(
        db,
      );
    },
  };
}
