import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

const adminPhone = '+12025550199';
const unknownId = '0190a1b2-0000-7000-8000-000000000000';

const sampleEvent = {
  name: 'Climate founders dinner',
  description: 'Founders and investors in climate hardware.',
  startsAt: '2026-12-01T18:00:00+01:00',
  endsAt: '2026-12-01T22:00:00+01:00',
  timeZone: 'Europe/Paris',
  place: 'Station F, Paris',
};

describe.each(testDialects)('events (%s)', (dialect) => {
  let server: TestServer;
  let host: TestClient;
  let hostId: string;
  let member: TestClient;
  let memberId: string;
  let outsider: TestClient;
  let admin: TestClient;
  let stranger: TestClient;

  const makeCreator = (userId: string) => server.database.db.updateTable('users').set({ is_creator: 1 }).where('id', '=', userId).execute();

  beforeEach(async () => {
    server = await startTestServer(dialect, { ADMIN_PHONES: adminPhone });
    [host, member, outsider, admin, stranger] = Array.from({ length: 5 }, () => new TestClient(server.baseUrl)) as [
      TestClient,
      TestClient,
      TestClient,
      TestClient,
      TestClient,
    ];
    hostId = (await signIn(host, '+12025550123')).user.id;
    memberId = (await signIn(member, '+12025550124')).user.id;
    await signIn(outsider, '+12025550125');
    await signIn(admin, adminPhone);
    await makeCreator(hostId);
  });
  afterEach(() => server.close());

  async function createEvent(body: Record<string, unknown> = sampleEvent, client = host) {
    const response = await client.post('/api/events', body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: string; joinUrl: string };
  }

  it('creates an event with derived multi-day, zoned times, the default video and the creator as host', async () => {
    const created = await host.post('/api/events', { ...sampleEvent, capacity: 50, onlineUrl: 'https://meet.example.com/x' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Climate founders dinner',
      startsAt: '2026-12-01T18:00:00+01:00',
      endsAt: '2026-12-01T22:00:00+01:00',
      timeZone: 'Europe/Paris',
      multiDay: false,
      place: 'Station F, Paris',
      onlineUrl: 'https://meet.example.com/x',
      capacity: 50,
      introVideo: { id: 'default', url: '/p/media/intro-default.mp4', isDefault: true },
      hosts: [{ userId: hostId, role: 'creator' }],
      participantCount: 0,
      viewer: { isHost: true, isMember: false, canEdit: true, participantId: null },
    });
    expect(created.body.joinUrl).toBe(`${server.baseUrl}/p/joinEvent/${created.body.id}`);

    // Given in UTC, shown in the event's zone; 22:00–02:00 in Paris spans two dates there.
    const late = await createEvent({ ...sampleEvent, startsAt: '2026-12-01T21:00:00Z', endsAt: '2026-12-02T01:00:00Z' });
    const read = (await host.get(`/api/events/${late.id}`)).body;
    expect(read).toMatchObject({ startsAt: '2026-12-01T22:00:00+01:00', endsAt: '2026-12-02T02:00:00+01:00', multiDay: true });
    // The same instants in Los Angeles are one afternoon.
    const edited = await host.patch(`/api/events/${late.id}`, { timeZone: 'America/Los_Angeles' });
    expect(edited.body).toMatchObject({ startsAt: '2026-12-01T13:00:00-08:00', multiDay: false });
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: 'x'.repeat(121) }],
    ['description', { description: 'x'.repeat(5001) }],
    ['startsAt', { startsAt: '2026-12-01 18:00' }],
    ['startsAt', { startsAt: '2026-12-01T18:00:00' }],
    ['startsAt', { startsAt: '0000-12-01T18:00:00+01:00' }],
    ['endsAt', { endsAt: '9999-12-01T22:00:00+01:00' }],
    ['timeZone', { timeZone: 'Mars/Olympus' }],
    ['endsAt', { endsAt: '2026-12-01T17:00:00+01:00' }],
    ['onlineUrl', { onlineUrl: 'http://meet.example.com' }],
    ['place', { place: null, onlineUrl: null }],
    ['capacity', { capacity: 0 }],
    ['capacity', { capacity: 100001 }],
    ['capacity', { capacity: 2.5 }],
    ['hostId', { hostId: 'x' }],
  ] as [string, Record<string, unknown>][])('refuses a bad %s with a 400 naming it, and creates nothing', async (field, change) => {
    const response = await host.post('/api/events', { ...sampleEvent, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(field);
    expect((await host.get('/api/events')).body.events).toEqual([]);
  });

  it('answers 400 invalid_event_id for a malformed id and 404 event_not_found for an unknown one', async () => {
    const malformed = await host.get('/api/events/not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      code: 'invalid_event_id',
      message: 'There was a problem with this event request. The event information may be invalid or corrupt.',
    });
    const unknown = await host.get(`/api/events/${unknownId}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'event_not_found', message: "The event you're looking for doesn't exist or has been removed." });
    expect((await admin.get(`/api/admin/events/${unknownId}`)).status).toBe(404);
    expect((await admin.get('/api/admin/events/123')).status).toBe(400);
  });

  it('shows the event to its members, hosts and admins; to anyone else it does not exist', async () => {
    const event = await createEvent();
    expect((await member.post(`/api/events/${event.id}/join`)).status).toBe(200);
    // A member of another event is a stranger to this one.
    const other = await createEvent({ ...sampleEvent, name: 'Other' });
    expect((await outsider.post(`/api/events/${other.id}/join`)).status).toBe(200);

    expect((await host.get(`/api/events/${event.id}`)).status).toBe(200);
    const asMember = await member.get(`/api/events/${event.id}`);
    expect(asMember.status).toBe(200);
    expect(asMember.body.viewer).toMatchObject({ isMember: true, isHost: false, canEdit: false });
    expect(asMember.body.participantCount).toBe(1);
    const asAdmin = await admin.get(`/api/events/${event.id}`);
    expect(asAdmin.body.viewer).toMatchObject({ isAdmin: true, canEdit: true });
    expect((await admin.get(`/api/admin/events/${event.id}`)).body.hosts).toHaveLength(1);
    expect((await host.get(`/api/admin/events/${event.id}`)).status).toBe(403);

    const asOutsider = await outsider.get(`/api/events/${event.id}`);
    expect(asOutsider.status).toBe(404);
    expect(asOutsider.body.code).toBe('event_not_found');
    expect((await stranger.get(`/api/events/${event.id}`)).status).toBe(401);
  });

  it('lets hosts and admins edit; members are refused with 403 and outsiders with 404', async () => {
    const event = await createEvent();
    await member.post(`/api/events/${event.id}/join`);
    expect((await host.patch(`/api/events/${event.id}`, { name: 'Renamed' })).body.name).toBe('Renamed');
    expect((await admin.patch(`/api/events/${event.id}`, { capacity: 10 })).body.capacity).toBe(10);
    const byMember = await member.patch(`/api/events/${event.id}`, { name: 'Mine now' });
    expect(byMember.status).toBe(403);
    expect((await outsider.patch(`/api/events/${event.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await stranger.patch(`/api/events/${event.id}`, { name: 'Mine now' })).status).toBe(401);
    expect((await host.patch(`/api/events/${event.id}`, { endsAt: '2026-12-01T17:00:00+01:00' })).status).toBe(400);
    expect((await host.patch(`/api/events/${event.id}`, { place: null })).status).toBe(400);
    const belowMembers = await host.patch(`/api/events/${event.id}`, { capacity: 0 });
    expect(belowMembers.status).toBe(400);
    expect((await host.get(`/api/events/${event.id}`)).body).toMatchObject({ name: 'Renamed', capacity: 10, place: 'Station F, Paris' });
  });

  it('refuses a capacity below the members who joined', async () => {
    const event = await createEvent();
    await member.post(`/api/events/${event.id}/join`);
    await outsider.post(`/api/events/${event.id}/join`);
    const response = await host.patch(`/api/events/${event.id}`, { capacity: 1 });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('capacity_below_members');
  });

  it("lists the user's events, hosting and attending, upcoming first then past", async () => {
    const now = server.clock.now();
    const at = (days: number, hours = 0) => new Date(now + days * 86_400_000 + hours * 3_600_000).toISOString();
    const past = await createEvent({ ...sampleEvent, name: 'Past', startsAt: at(-10), endsAt: at(-10, 2) });
    const later = await createEvent({ ...sampleEvent, name: 'Later', startsAt: at(20), endsAt: at(20, 2) });
    const soon = await createEvent({ ...sampleEvent, name: 'Soon', startsAt: at(2), endsAt: at(2, 2) });
    const older = await createEvent({ ...sampleEvent, name: 'Older', startsAt: at(-30), endsAt: at(-30, 2) });
    await member.post(`/api/events/${soon.id}/join`);
    await member.post(`/api/events/${past.id}/join`);

    const mine = (await host.get('/api/events')).body.events;
    expect(mine.map((event: { name: string }) => event.name)).toEqual(['Soon', 'Later', 'Past', 'Older']);
    expect(mine[0]).toMatchObject({ isHost: true, isMember: false, isPast: false, participantCount: 1 });
    expect(mine[2]).toMatchObject({ isPast: true });
    const theirs = (await member.get('/api/events')).body.events;
    expect(theirs.map((event: { id: string }) => event.id)).toEqual([soon.id, past.id]);
    expect(theirs[0]).toMatchObject({ isHost: false, isMember: true });
    expect((await outsider.get('/api/events')).body).toEqual({ events: [] });
    expect((await stranger.get('/api/events')).status).toBe(401);
    expect(later.id).toBeTruthy();
    expect(older.id).toBeTruthy();
  });

  it('makes a co-host of whoever accepts an invitation, and removes them; the creator stays', async () => {
    const event = await createEvent();
    const joined = (await member.post(`/api/events/${event.id}/join`)).body;
    // A plain member may not invite hosts.
    expect((await member.post(`/api/events/${event.id}/hosts`, { participantId: joined.participantId })).status).toBe(403);
    const invited = await host.post(`/api/events/${event.id}/hosts`, { participantId: joined.participantId });
    expect(invited.status).toBe(202);
    expect(invited.body.hosts.map((h: { userId: string }) => h.userId)).toEqual([hostId]);
    const [invitation] = (await member.get('/api/host-invitations')).body.invitations;
    expect((await member.post(`/api/host-invitations/${invitation.id}/accept`)).status).toBe(200);
    // The new co-host now manages the event.
    expect((await member.patch(`/api/events/${event.id}`, { name: 'Co-hosted' })).status).toBe(200);
    expect((await member.get('/api/events')).body.events[0]).toMatchObject({ isHost: true, isMember: true });

    expect((await member.request('DELETE', `/api/events/${event.id}/hosts/${hostId}`)).status).toBe(409);
    const removed = await host.request('DELETE', `/api/events/${event.id}/hosts/${memberId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.hosts.map((h: { userId: string }) => h.userId)).not.toContain(memberId);
    expect((await member.patch(`/api/events/${event.id}`, { name: 'Again' })).status).toBe(403);
    expect((await host.request('DELETE', `/api/events/${event.id}/hosts/${memberId}`)).status).toBe(404);
  });

  it('refuses a signed-out stranger everywhere except the preview', async () => {
    const event = await createEvent();
    const participant = (await member.post(`/api/events/${event.id}/join`)).body.participantId;
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/events', sampleEvent],
      ['GET', '/api/events'],
      ['GET', `/api/events/${event.id}`],
      ['PATCH', `/api/events/${event.id}`, { name: 'x' }],
      ['POST', `/api/events/${event.id}/join`, {}],
      ['GET', `/api/events/${event.id}/hosts`],
      ['POST', `/api/events/${event.id}/hosts`, { phoneNumber: '+12025550124' }],
      ['DELETE', `/api/events/${event.id}/hosts/${memberId}`],
      ['DELETE', `/api/events/${event.id}/host-invitations/${unknownId}`],
      ['GET', '/api/host-invitations'],
      ['POST', `/api/host-invitations/${unknownId}/accept`],
      ['POST', `/api/host-invitations/${unknownId}/decline`],
      ['PUT', `/api/events/${event.id}/contactSharing`, { shareWithHosts: true }],
      ['GET', `/api/events/${event.id}/intro-video`],
      ['DELETE', `/api/events/${event.id}/intro-video`],
      ['POST', `/api/events/${event.id}/invitations`, { name: 'A', phoneNumber: '+12025550150' }],
      ['POST', `/api/events/${event.id}/invitations/import`, { csv: 'name,phone\nA,+12025550150' }],
      ['DELETE', `/api/events/${event.id}/invitations/${participant}`],
      ['GET', `/api/events/${event.id}/participants`],
      ['DELETE', `/api/events/${event.id}/participants/${participant}`],
      ['GET', `/api/events/${event.id}/table`],
      ['GET', '/api/admin/events'],
      ['GET', `/api/admin/events/${event.id}`],
    ];
    for (const [method, path, json] of calls) {
      const response = await stranger.request(method, path, json === undefined ? {} : { json });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    const preview = await stranger.get(`/api/events/${event.id}/preview`);
    expect(preview.status).toBe(200);
    expect((await member.get(`/api/events/${event.id}`)).body.participantCount).toBe(1);
  });

  it('lists every event for admins only', async () => {
    await createEvent();
    await createEvent({ ...sampleEvent, name: 'Design systems breakfast' });
    const all = await admin.get('/api/admin/events');
    expect(all.body.events).toHaveLength(2);
    expect((await admin.get('/api/admin/events?q=design')).body.events.map((e: { name: string }) => e.name)).toEqual([
      'Design systems breakfast',
    ]);
    expect((await host.get('/api/admin/events')).status).toBe(403);
  });

  it('documents its routes in the OpenAPI document', async () => {
    const doc = (await host.get('/api/openapi.json')).body;
    for (const path of [
      '/api/events',
      '/api/events/{id}',
      '/api/events/{id}/join',
      '/api/events/{id}/preview',
      '/api/events/{id}/invitations/import',
      '/api/events/{id}/table',
      '/api/creator-requests/mine',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });
});
