import { performance } from 'node:perf_hooks';
import { sleep, type EventContext } from './event-context.ts';
import { GuestClient, JourneyStopped, type Wire } from './guest-client.ts';
import { readCode } from './guest-journey.ts';
import { staff } from './personas.ts';

/**
 * The event's side of the run: an admin approves a host's creator request, the host creates an
 * event that is on now (it began an hour ago and ends in eight, so meetings can be set during
 * it), and, while the guests come, the host keeps the event page open and reloads it: the event,
 * its participants and its hosts, as the page asks for them.
 */

async function signInStaff(client: GuestClient, phoneNumber: string): Promise<string> {
  await client.request('sign in', 'POST', '/api/auth/otp', { phoneNumber });
  const code = await readCode(client, phoneNumber);
  const verified = await client.request<{ user: { id: string } }>('sign in', 'POST', '/api/auth/otp/verify', { phoneNumber, code });
  return verified.user.id;
}

export interface EventSetup {
  eventId: string;
  host: GuestClient;
}

/** Everything before the guests: not measured (its samples land in the setup's stats, which are dropped). */
export async function setUpEvent(wire: Wire): Promise<EventSetup> {
  const admin = new GuestClient(wire, staff.admin.address);
  const host = new GuestClient(wire, staff.host.address);
  await signInStaff(admin, staff.admin.phoneNumber);
  await signInStaff(host, staff.host.phoneNumber);
  await host.request('onboarding', 'PATCH', '/api/users/me', { name: staff.host.name, email: 'host@example.com' });
  const request = await host.request<{ id: string }>('onboarding', 'POST', '/api/creator-requests', {
    message: 'I run the spring founders evening and want to host it on Tandem.',
  });
  await admin.request('onboarding', 'POST', `/api/admin/creator-requests/${request.id}/approve`);
  const now = Date.now();
  const event = await host.request<{ id: string }>('onboarding', 'POST', '/api/events', {
    name: 'Spring Founders Evening',
    description: 'Founders, investors, engineers and researchers meet over drinks.',
    startsAt: new Date(now - 3_600_000).toISOString(),
    endsAt: new Date(now + 8 * 3_600_000).toISOString(),
    timeZone: 'Europe/Lisbon',
    place: 'LX Factory, Lisbon',
  });
  return { eventId: event.id, host };
}

/** The host on the event page, reloading it every `intervalMs` until `stop()`; one load at a time. */
export function watchEventPage(context: EventContext, host: GuestClient, intervalMs: number): { stop(): Promise<void> } {
  const page = { stopped: false };
  const path = `/api/events/${context.eventId}`;
  const watching = (async () => {
    const socket = await host.connect();
    try {
      while (!page.stopped) {
        const startedAt = performance.now();
        // The page's queries go out together, as React Query starts them.
        await Promise.all([
          host.request('host event page', 'GET', path),
          host.request('host event page', 'GET', `${path}/participants`),
          host.request('host event page', 'GET', `${path}/hosts`),
        ]);
        context.counts.hostPageLoads += 1;
        await sleep(Math.max(0, intervalMs - (performance.now() - startedAt)));
      }
    } finally {
      socket.close();
    }
  })().catch((error: unknown) => {
    if (!(error instanceof JourneyStopped)) host.stats.error('host event page', `the bench itself failed: ${(error as Error).stack}`);
  });
  return {
    async stop() {
      page.stopped = true;
      await watching;
    },
  };
}
