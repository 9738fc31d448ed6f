import { sql, type Kysely } from 'kysely';

/**
 * Messages and calls. A message's sequence is unique within its conversation and taken from
 * `conversations.last_sequence` in the same transaction, so it has no gaps; the unique
 * (conversation, sender, client id) index is what makes a resent message land once.
 */
export function messagesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('messages')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('conversation_id', 'text', (column) => column.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('sequence', 'bigint', (column) => column.notNull())
        .addColumn('sender_kind', 'text', (column) => column.notNull())
        .addColumn('sender_id', 'text', (column) => column.references('users.id').onDelete('set null'))
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('text', 'text')
        .addColumn('media_id', 'text', (column) => column.references('media.id').onDelete('set null'))
        .addColumn('transcript', 'text')
        .addColumn('call_id', 'text')
        .addColumn('client_id', 'text')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addUniqueConstraint('messages_conversation_sequence', ['conversation_id', 'sequence'])
        .execute();
      await sql`create unique index messages_client_id on messages (conversation_id, sender_id, client_id) where client_id is not null`.execute(
        db,
      );

      await db.schema
        .createTable('calls')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('conversation_id', 'text', (column) => column.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('caller_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('callee_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('caller_connection_id', 'text', (column) => column.notNull())
        .addColumn('callee_connection_id', 'text')
        .addColumn('state', 'text', (column) => column.notNull())
        .addColumn('outcome', 'text')
        .addColumn('started_at', 'bigint', (column) => column.notNull())
        .addColumn('connected_at', 'bigint')
        .addColumn('ended_at', 'bigint')
        .execute();
      // "Busy" asks which calls are live for a user; ended calls are the vast majority and stay out.
      await sql`create index calls_live_caller on calls (caller_id) where state <> 'ended'`.execute(db);
      await sql`create index calls_live_callee on calls (callee_id) where state <> 'ended'`.execute(db);
    },
  };
}
