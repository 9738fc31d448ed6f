import type { Kysely } from 'kysely';

/**
 * Notifications.
 * - `notifications`: a user's notification centre, newest first by id (UUID v7). `dedupe_key` is
 *   unique per user, so a trigger that fires twice (a retried request, two instances) stores one.
 * - `notification_deliveries`: one row per notification and channel (SMS, EMAIL), a durable job
 *   with a lease like the matching jobs; `not_before` holds an SMS back through the quiet hours.
 */
export function notificationsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('notifications')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('link_path', 'text', (column) => column.notNull())
        .addColumn('dedupe_key', 'text', (column) => column.notNull())
        .addColumn('ics', 'text')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('read_at', 'bigint')
        .addUniqueConstraint('notifications_user_dedupe', ['user_id', 'dedupe_key'])
        .execute();
      await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute();

      await db.schema
        .createTable('notification_deliveries')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('notification_id', 'text', (column) => column.notNull().references('notifications.id').onDelete('cascade'))
        .addColumn('channel', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('not_before', 'bigint', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', 'bigint')
        .addColumn('sent_at', 'bigint')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .addUniqueConstraint('notification_deliveries_channel', ['notification_id', 'channel'])
        .execute();
      await db.schema.createIndex('notification_deliveries_open').on('notification_deliveries').columns(['status', 'not_before']).execute();
    },
  };
}
