import type { Kysely } from 'kysely';

/**
 * Stored analytics events are kept for `ANALYTICS_RETENTION_DAYS` after they were received
 * (`server/analytics/retention.ts`): the hourly sweep finds the oldest by this index instead of
 * reading the whole table.
 */
export function analyticsRetentionMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.createIndex('analytics_events_received_at').on('analytics_events').column('received_at').execute();
    },
  };
}
