import { sql, type Kysely } from 'kysely';

/**
 * What hosts may learn about people (issue 28, Privacy). A co-host invitation waits for the
 * invitee's answer: it is addressed to the number the host typed, or to a joined participant's
 * account, and reveals nothing about either until accepted. A guest's contact details reach an
 * event's hosts only when the guest chose to share them (`contact_shared_with_hosts`, 0 until
 * they do), besides what the inviting host typed themselves.
 */
export function hostPrivacyMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('event_participants')
        .addColumn('contact_shared_with_hosts', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('host_invitations')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('event_id', 'text', (column) => column.notNull().references('events.id').onDelete('cascade'))
        .addColumn('phone_number', 'text')
        .addColumn('user_id', 'text', (column) => column.references('users.id').onDelete('cascade'))
        .addColumn('invited_by', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('state', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('answered_at', 'bigint')
        .execute();
      // One open invitation per event and number or account, even when two hosts ask at once.
      await sql`create unique index host_invitations_open_phone on host_invitations (event_id, phone_number) where state in ('pending', 'declined')`.execute(
        db,
      );
      await sql`create unique index host_invitations_open_user on host_invitations (event_id, user_id) where state in ('pending', 'declined')`.execute(
        db,
      );
      await db.schema.createIndex('host_invitations_phone').on('host_invitations').columns(['phone_number', 'state']).execute();
      await db.schema.createIndex('host_invitations_user').on('host_invitations').columns(['user_id', 'state']).execute();
    },
  };
}
