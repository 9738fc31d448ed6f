import type { BrowserContext, Page } from 'playwright-core';
import { sdkSettings } from '../../web/src/platform/analytics/analytics-sdk.ts';
import type { TestServer } from '../../server/testing/test-server.ts';

/** The properties of every analytics event of `type` the server stored for a user, oldest first. */
export async function trackedEvents(server: TestServer, userId: string, type: string): Promise<Record<string, unknown>[]> {
  const rows = await server.database.db
    .selectFrom('analytics_events')
    .select(['event_properties'])
    .where('user_id', '=', userId)
    .where('event_type', '=', type)
    .orderBy('event_time')
    .execute();
  return rows.map((row) => JSON.parse(row.event_properties ?? '{}') as Record<string, unknown>);
}

/**
 * Gives the context's pages Playwright's clock, which runs at the real pace until a test moves it
 * (`afterAnalyticsFlush`). Before the pages load the app: a timer set earlier stays on the real clock.
 */
export async function installMovableClock(context: BrowserContext): Promise<void> {
  await context.clock.install();
}

/**
 * `read`, each time after the page's clock has moved past the analytics SDK's flush interval, as
 * if that much time had passed: the SDK sends what it holds then rather than up to 10 s later.
 */
export function afterAnalyticsFlush<T>(page: Page, read: () => Promise<T>): () => Promise<T> {
  return async () => {
    await page.clock.runFor(sdkSettings.flushIntervalMillis);
    return read();
  };
}
