import type { Kysely } from 'kysely';

/**
 * Archived help threads: `archived_at` is when an admin put a thread away. The inbox reads a
 * thread as archived only while nothing newer came from the person, so a new question brings it
 * back on its own, whichever way it was sent (the widget or the chat page).
 */
export function helpArchiveMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('help_threads').addColumn('archived_at', 'bigint').execute();
    },
  };
}
