import type { BrowserContext } from 'playwright-core';
import type { TestServer } from '../../server/testing/test-server.ts';

export type NewEvent = {
  name: string;
  timeZone: string;
  place: string;
  description?: string;
  /** Starts this many days after the server clock's now, at `startHourUtc`:00 UTC, for `hours`. */
  daysAhead: number;
  startHourUtc: number;
  hours: number;
};

/** An event created over the API by a host (or an admin) signed in to `host`. */
export async function createEvent(server: TestServer, host: BrowserContext, event: NewEvent): Promise<{ id: string; name: string }> {
  const { daysAhead, startHourUtc, hours, ...details } = event;
  const start = new Date(server.clock.now() + daysAhead * 24 * 3600_000);
  start.setUTCHours(startHourUtc, 0, 0, 0);
  const created = await host.request.post('/api/events', {
    data: { ...details, startsAt: start.toISOString(), endsAt: new Date(start.getTime() + hours * 3600_000).toISOString() },
  });
  if (created.status() !== 201) throw new Error(`creating an event answered ${created.status()}: ${await created.text()}`);
  return (await created.json()) as { id: string; name: string };
}
