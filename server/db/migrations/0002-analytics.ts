import type { Kysely } from 'kysely';

/**
 * Product analytics events, as the Amplitude SDK sends them to the self-hosted endpoint.
 * Same conventions as 0001: text ids, bigint epoch milliseconds, JSON as text.
 */
export function analyticsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('analytics_events')
        .addColumn('id', 'text', (column) => column.primaryKey())
        // NULLs never collide in a unique index (both dialects), so events without one all stay.
        .addColumn('insert_id', 'text', (column) => column.unique())
        .addColumn('event_type', 'text', (column) => column.notNull())
        .addColumn('user_id', 'text')
        .addColumn('device_id', 'text')
        .addColumn('session_id', 'bigint')
        .addColumn('event_time', 'bigint', (column) => column.notNull())
        .addColumn('event_properties', 'text')
        .addColumn('user_properties', 'text')
        .addColumn('platform', 'text')
        .addColumn('os_name', 'text')
        .addColumn('os_version', 'text')
        .addColumn('device_model', 'text')
        .addColumn('language', 'text')
        .addColumn('library', 'text')
        .addColumn('ip', 'text')
        .addColumn('received_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('analytics_events_type_time').on('analytics_events').columns(['event_type', 'event_time']).execute();
      await db.schema.createIndex('analytics_events_user').on('analytics_events').column('user_id').execute();
    },
  };
}
