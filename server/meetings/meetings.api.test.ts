import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Meeting } from '../../shared/api/meetings.ts';
import { matchingScenario, matchPair, type Guest, type MatchingScenario } from '../matching/testing/matching-fixture.ts';
import { RealtimeTestClient } from '../testing/realtime-test-client.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

// The fixture's event: 2026-12-01, 18:00 to 22:00 in Paris (17:00 to 21:00 UTC).
const at = (hours: number, minutes = 0) => Date.UTC(2026, 11, 1, hours, minutes);

/** The invite as a calendar program reads it. */
function readInvite(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: calendar.getFirstPropertyValue('method'), event };
}

describe.each(testDialects)('meetings between matches (%s)', (dialect) => {
  let server: TestServer;
  let scenario: MatchingScenario;
  let conversationId: string;

  beforeEach(async () => {
    server = await startTestServer(dialect);
    scenario = await matchingScenario(server);
    conversationId = (await matchPair(scenario.eventId, scenario.founder, scenario.investor)).conversationId;
  });
  afterEach(() => server.close());

  const propose = (guest: Guest, body: unknown) => guest.client.post(`/api/conversations/${conversationId}/meetings`, body);
  const meetingsOf = async (guest: Guest) =>
    (await guest.client.get(`/api/conversations/${conversationId}/meetings`)).body.meetings as Meeting[];
  const countRows = async () => (await server.database.db.selectFrom('meetings').select('id').execute()).length;

  it('lets one propose a time during the event, the other accept it, and both take the invite into their calendar', async () => {
    const { founder, investor } = scenario;
    const investorSocket = await RealtimeTestClient.signedIn(server.baseUrl, investor.client);
    let proposed;
    try {
      proposed = await propose(founder, { startsAt: at(18, 30), durationMinutes: 30, place: '  By the coffee bar  ' });
      expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
      await investorSocket.next('meeting.updated', (event) => event.meetingId === proposed!.body.id);
    } finally {
      await investorSocket.close();
    }
    expect(proposed.body).toMatchObject({
      conversationId,
      event: { id: scenario.eventId, name: 'Climate founders dinner', timeZone: 'Europe/Paris' },
      proposedBy: founder.userId,
      startsAt: at(18, 30),
      endsAt: at(19),
      place: 'By the coffee bar',
      status: 'proposed',
      sequence: 0,
    });
    const listed = await investor.client.get(`/api/conversations/${conversationId}/meetings`);
    expect(listed.body.meetings).toEqual([proposed.body]);
    expect(listed.body.events).toEqual([
      { id: scenario.eventId, name: 'Climate founders dinner', timeZone: 'Europe/Paris', startsAt: at(17), endsAt: at(21) },
    ]);

    const id = proposed.body.id as string;
    expect((await founder.client.post(`/api/meetings/${id}/accept`)).body.code).toBe('meeting_state');
    const accepted = await investor.client.post(`/api/meetings/${id}/accept`);
    expect(accepted.body).toMatchObject({ status: 'accepted', sequence: 1 });

    for (const [guest, other] of [
      [founder, 'Ivan Investor'],
      [investor, 'Dana Founder'],
    ] as const) {
      const invite = await guest.client.get(`/api/meetings/${id}/invite.ics`);
      expect(invite.status).toBe(200);
      expect(invite.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(invite.headers.get('content-disposition')).toMatch(/^attachment; filename="tandem-meeting-/);
      const { method, event } = readInvite(invite.body as string);
      expect(method).toBe('PUBLISH');
      expect(event.startDate.toJSDate().getTime()).toBe(at(18, 30));
      expect(event.endDate.toJSDate().getTime()).toBe(at(19));
      expect(event.summary).toBe(`Meet ${other} · Climate founders dinner`);
      // The spot the two chose, then the event's venue.
      expect(event.location).toBe('By the coffee bar, Station F, Paris');
      expect(event.sequence).toBe(1);
    }
  });

  it('moves a meeting (same UID, higher sequence, proposed again by the mover) and cancels it', async () => {
    const { founder, investor } = scenario;
    const id = (await propose(founder, { startsAt: at(18), durationMinutes: 15 })).body.id as string;
    await investor.client.post(`/api/meetings/${id}/accept`);
    const firstUid = readInvite((await founder.client.get(`/api/meetings/${id}/invite.ics`)).body).event.uid;

    const moved = await investor.client.put(`/api/meetings/${id}/time`, { startsAt: at(20), durationMinutes: 60 });
    expect(moved.body).toMatchObject({
      status: 'proposed',
      proposedBy: investor.userId,
      startsAt: at(20),
      endsAt: at(21),
      place: null,
      sequence: 2,
    });
    const movedInvite = readInvite((await founder.client.get(`/api/meetings/${id}/invite.ics`)).body);
    expect(movedInvite.event.uid).toBe(firstUid);
    expect(movedInvite.event.sequence).toBe(2);
    expect(movedInvite.event.location).toBe('Station F, Paris');

    // Now the founder answers the investor's time.
    expect((await investor.client.post(`/api/meetings/${id}/decline`)).status).toBe(409);
    expect((await founder.client.post(`/api/meetings/${id}/cancel`)).body).toMatchObject({ status: 'cancelled', sequence: 3 });
    const cancelled = readInvite((await investor.client.get(`/api/meetings/${id}/invite.ics`)).body);
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.event.uid).toBe(firstUid);
    expect((await founder.client.post(`/api/meetings/${id}/cancel`)).body.code).toBe('meeting_state');

    // With nothing on any more, a new proposal is welcome.
    expect((await propose(investor, { startsAt: at(19), durationMinutes: 30 })).status).toBe(201);
    expect((await meetingsOf(founder)).map((meeting) => meeting.status)).toEqual(['proposed', 'cancelled']);
  });

  it('refuses bad times and bad bodies, changing nothing', async () => {
    const { founder } = scenario;
    for (const [body, status, code] of [
      [{ startsAt: at(16, 45), durationMinutes: 30 }, 422, 'outside_event'],
      [{ startsAt: at(20, 45), durationMinutes: 30 }, 422, 'outside_event'],
      [{ startsAt: at(18), durationMinutes: 20 }, 400, 'invalid_request'],
      [{ startsAt: at(18), durationMinutes: 30, place: 'x'.repeat(201) }, 400, 'invalid_request'],
      [{ startsAt: at(18), durationMinutes: 30, extra: true }, 400, 'invalid_request'],
      [{ startsAt: 'six', durationMinutes: 30 }, 400, 'invalid_request'],
    ] as const) {
      const response = await propose(founder, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.code).toBe(code);
    }
    expect(await countRows()).toBe(0);

    expect((await propose(founder, { startsAt: at(18), durationMinutes: 30 })).status).toBe(201);
    const again = await propose(scenario.investor, { startsAt: at(19), durationMinutes: 30 });
    expect([again.status, again.body.code]).toEqual([409, 'meeting_exists']);
    // The event under way: a time already gone is refused, even inside it.
    const now = server.clock.now();
    await server.database.db
      .updateTable('events')
      .set({ starts_at: now - 3_600_000, ends_at: now + 3_600_000 })
      .where('id', '=', scenario.eventId)
      .execute();
    const meetingId = (await meetingsOf(founder))[0]!.id;
    const late = await scenario.investor.client.put(`/api/meetings/${meetingId}/time`, { startsAt: now - 1_800_000, durationMinutes: 30 });
    expect([late.status, late.body.code]).toEqual([422, 'past']);
    expect(await countRows()).toBe(1);
  });

  it('refuses strangers: 401 signed out; 404 to anyone but the pair, even at the same event', async () => {
    const { founder, baker, stranger, host } = scenario;
    const id = (await propose(founder, { startsAt: at(18), durationMinutes: 30 })).body.id as string;
    const anonymous = new TestClient(server.baseUrl);
    const calls = (client: TestClient) => [
      client.get(`/api/conversations/${conversationId}/meetings`),
      client.post(`/api/conversations/${conversationId}/meetings`, { startsAt: at(19), durationMinutes: 30 }),
      client.put(`/api/meetings/${id}/time`, { startsAt: at(19), durationMinutes: 30 }),
      client.post(`/api/meetings/${id}/accept`),
      client.post(`/api/meetings/${id}/decline`),
      client.post(`/api/meetings/${id}/cancel`),
      client.get(`/api/meetings/${id}/invite.ics`),
    ];
    for (const response of await Promise.all(calls(anonymous))) expect(response.status).toBe(401);
    for (const guest of [baker, stranger, host]) {
      for (const response of await Promise.all(calls(guest.client))) {
        expect(response.status).toBe(404);
        expect(response.body.code).toBe('not_found');
      }
    }
    expect((await meetingsOf(founder))[0]).toMatchObject({ status: 'proposed', sequence: 0 });
  });

  it('refuses to arrange anything once one blocked the other, but lets them call it off', async () => {
    const { founder, investor } = scenario;
    const id = (await propose(founder, { startsAt: at(18), durationMinutes: 30 })).body.id as string;
    expect((await investor.client.put(`/api/blocks/${founder.userId}`, { kind: 'block' })).status).toBe(200);
    const accepted = await investor.client.post(`/api/meetings/${id}/accept`);
    expect([accepted.status, accepted.body.code]).toEqual([403, 'blocked']);
    const cancelled = await founder.client.post(`/api/meetings/${id}/cancel`);
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'cancelled']);
  });
});
