import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { testDialects } from '../testing/test-server.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { startAnalyticsRetention } from './retention.ts';

const dayMs = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 28, 12);

describe.each(testDialects)('analytics retention (%s)', (dialect) => {
  let database: DatabaseHandle;
  afterEach(() => database.close());

  it('deletes the events received before the retention period, in batches, and keeps the rest', async () => {
    database = await openTestDatabase(dialect);
    const analytics = createAnalyticsRepository(database.db, dialect);
    const receivedDaysAgo = [401, 400.5, 450, 1000, 399, 30, 0];
    await analytics.insertEvents(
      receivedDaysAgo.map((days, index) => ({
        id: `event-${index}`,
        insert_id: `insert-${index}`,
        event_type: 'screen_viewed',
        event_time: now - days * dayMs,
        received_at: now - days * dayMs,
      })),
    );
    const retention = startAnalyticsRetention({
      analytics,
      retentionDays: 400,
      logger: createLogger({ logLevel: 'silent', nodeEnv: 'test' }),
      now: () => now,
      rowsPerDelete: 2,
    });
    try {
      expect(await retention.sweep()).toBe(4);
      const kept = await database.db.selectFrom('analytics_events').select('id').orderBy('id').execute();
      expect(kept.map((row) => row.id)).toEqual(['event-4', 'event-5', 'event-6']);
      expect(await retention.sweep()).toBe(0);
    } finally {
      retention.stop();
    }
  });
});
