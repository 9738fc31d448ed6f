import type { Kysely } from 'kysely';

/**
 * The help chat. `help_threads` holds one row per help thread: a signed-in person's (their `help`
 * conversation, whose messages live in `messages`) or a signed-out visitor's, known only by the
 * random device id their browser keeps. A visitor is no user, so their messages cannot live in
 * `messages` (a sender is a user): they go to `help_visitor_messages` until the visitor signs in
 * on that device (or with the number they left), when they are copied into the account's help
 * conversation and the thread is marked merged.
 */
export function helpMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('help_threads')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('conversation_id', 'text', (column) => column.unique().references('conversations.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (column) => column.references('users.id').onDelete('cascade'))
        .addColumn('device_id', 'text')
        .addColumn('phone_number', 'text')
        .addColumn('last_path', 'text')
        .addColumn('merged_at', 'bigint')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('help_threads_device').on('help_threads').column('device_id').execute();
      // One thread per account: a second one made in a race collides here and the first is used.
      await db.schema.createIndex('help_threads_user').on('help_threads').column('user_id').unique().execute();
      await db.schema
        .createTable('help_visitor_messages')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('thread_id', 'text', (column) => column.notNull().references('help_threads.id').onDelete('cascade'))
        .addColumn('sequence', 'integer', (column) => column.notNull())
        /** The admin who answered; null for the visitor's own messages. */
        .addColumn('team_sender_id', 'text', (column) => column.references('users.id').onDelete('set null'))
        .addColumn('from_team', 'integer', (column) => column.notNull())
        .addColumn('text', 'text', (column) => column.notNull())
        .addColumn('client_id', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addUniqueConstraint('help_visitor_messages_sequence', ['thread_id', 'sequence'])
        .addUniqueConstraint('help_visitor_messages_client', ['thread_id', 'client_id'])
        .execute();
    },
  };
}
