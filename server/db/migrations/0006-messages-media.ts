import { sql, type Kysely } from 'kysely';

/**
 * Messages by the media they hold: a transcript finds its voice note by media id, and deleting a
 * media row (which sets `media_id` to null in its message) looks up the message that holds it.
 * Most messages hold no media, so they stay out of the index.
 */
export function messagesMediaMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`create index messages_media on messages (media_id) where media_id is not null`.execute(db);
    },
  };
}
