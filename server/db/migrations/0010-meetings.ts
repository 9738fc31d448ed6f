import type { Kysely } from 'kysely';

/**
 * Meetings two matches arrange at their event: one row per meeting, tied to the match (so it
 * goes when the match does) and to the pair's chat. `sequence` is the calendar invite's
 * SEQUENCE and grows with every change; the UID is derived from the id.
 */
export function meetingsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('meetings')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('match_id', 'text', (column) => column.notNull().references('matches.id').onDelete('cascade'))
        .addColumn('conversation_id', 'text', (column) => column.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('proposed_by', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('starts_at', 'bigint', (column) => column.notNull())
        .addColumn('ends_at', 'bigint', (column) => column.notNull())
        .addColumn('place', 'text')
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('sequence', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('meetings_conversation').on('meetings').columns(['conversation_id', 'created_at']).execute();
    },
  };
}
