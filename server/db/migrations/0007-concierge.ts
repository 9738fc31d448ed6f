import { sql, type Kysely } from 'kysely';

/**
 * The concierge and the general dossier's revisions.
 * - `messages.concierge`: what a concierge message asks or proposes (JSON), for the chat to draw.
 * - A concierge reply carries the id of the guest message it answers as its client id, and that
 *   pair is unique: a reply job run twice (a restart, two instances) cannot answer twice.
 * - `concierge_jobs`: one row per concierge conversation with something to answer; its state
 *   survives a restart, and a lease lets one runner among several instances work on it.
 * - `dossier_revisions.trigger_message_id`: the guest message that confirmed a revision, unique, so a
 *   job that ran again after writing it does not write it twice.
 * - `user_onboarding`: the step a guest reached, so onboarding resumes after a reload or on another device.
 */
export function conciergeMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('messages').addColumn('concierge', 'text').execute();
      await sql`create unique index messages_concierge_reply on messages (conversation_id, client_id) where sender_kind = 'concierge' and client_id is not null`.execute(
        db,
      );

      await db.schema
        .createTable('concierge_jobs')
        .addColumn('conversation_id', 'text', (column) => column.primaryKey().references('conversations.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'text', (column) => column.notNull())
        /** Bumped by every request; a runner marks the job done only if no request came in while it worked. */
        .addColumn('request_count', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', 'bigint')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .execute();
      await sql`create index concierge_jobs_open on concierge_jobs (updated_at) where status = 'pending'`.execute(db);

      await db.schema.alterTable('dossier_revisions').addColumn('trigger_message_id', 'text').execute();
      await sql`create unique index dossier_revisions_trigger on dossier_revisions (trigger_message_id) where trigger_message_id is not null`.execute(
        db,
      );
      // Every message sent to a concierge conversation asks whose dossier it belongs to.
      await db.schema.createIndex('dossiers_text_conversation').on('dossiers').column('text_conversation_id').execute();

      await db.schema
        .createTable('user_onboarding')
        .addColumn('user_id', 'text', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('step', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .execute();
    },
  };
}
