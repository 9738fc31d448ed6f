import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadAppSecret } from '../auth/app-secret.ts';
import { createAppSettingsRepository } from '../auth/app-settings.repository.ts';
import { accessCookieName } from '../auth/auth-cookies.ts';
import { createSessionsRepository } from '../auth/sessions.repository.ts';
import { createSessionsService } from '../auth/sessions.service.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createUsersService } from '../users/users.service.ts';

const adminPhone = '+12025550199';
const sampleEvent = {
  name: 'Climate founders dinner',
  startsAt: '2026-12-01T18:00:00+01:00',
  endsAt: '2026-12-01T22:00:00+01:00',
  timeZone: 'Europe/Paris',
  place: 'Station F, Paris',
};

/** Signed-in clients made through the services (the HTTP sign-in has a per-IP budget of 30 an hour). */
async function quickClients(server: TestServer, phones: string[]) {
  const db = server.database.db;
  const secret = await loadAppSecret(createAppSettingsRepository(db), undefined);
  const users = createUsersService({ users: createUsersRepository(db), adminPhones: [], now: server.clock.now });
  const sessions = createSessionsService({ sessions: createSessionsRepository(db), secret, now: server.clock.now, onRevoked: () => {} });
  const clients: { client: TestClient; userId: string }[] = [];
  for (const phone of phones) {
    const { user } = await users.signIn(phone);
    const { accessToken } = await sessions.start(user.id, { userAgent: 'test', ip: '127.0.0.1' });
    const client = new TestClient(server.baseUrl);
    client.cookies.set(accessCookieName, { value: accessToken, path: '/' });
    clients.push({ client, userId: user.id });
  }
  return clients;
}

describe.each(testDialects)('joining an event (%s)', (dialect) => {
  let server: TestServer;
  let host: TestClient;
  let guest: TestClient;
  let guestId: string;
  let other: TestClient;
  let eventId: string;
  let otherEventId: string;

  beforeEach(async () => {
    server = await startTestServer(dialect, { ADMIN_PHONES: adminPhone });
    host = new TestClient(server.baseUrl);
    guest = new TestClient(server.baseUrl);
    other = new TestClient(server.baseUrl);
    const hostId = (await signIn(host, '+12025550123')).user.id;
    await host.patch('/api/users/me', { name: 'Hannah Host' });
    guestId = (await signIn(guest, '+12025550124')).user.id;
    await signIn(other, '+12025550125');
    await server.database.db.updateTable('users').set({ is_creator: 1 }).where('id', '=', hostId).execute();
    eventId = (await host.post('/api/events', sampleEvent)).body.id;
    otherEventId = (await host.post('/api/events', { ...sampleEvent, name: 'Other event' })).body.id;
  });
  afterEach(() => server.close());

  const invite = async (body: Record<string, unknown>, event = eventId) => {
    const response = await host.post(`/api/events/${event}/invitations`, body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: string; link: string };
  };
  const hashOf = (link: string) => link.split('/member-hash/')[1]!;

  it('previews the event publicly, and names the invitee of a personal link without their phone or email', async () => {
    const stranger = new TestClient(server.baseUrl);
    const preview = await stranger.get(`/api/events/${eventId}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      id: eventId,
      name: 'Climate founders dinner',
      hostNames: ['Hannah Host'],
      startsAt: '2026-12-01T18:00:00+01:00',
      endsAt: '2026-12-01T22:00:00+01:00',
      timeZone: 'Europe/Paris',
      multiDay: false,
      place: 'Station F, Paris',
      isOnline: false,
      isFull: false,
      isOver: expect.any(Boolean),
      invitee: null,
    });
    const invitation = await invite({ name: 'Gal Guest', phoneNumber: '202-555-0124', email: 'gal@example.com' });
    expect(invitation.link).toMatch(new RegExp(`^${server.baseUrl}/p/joinEvent/${eventId}/member-hash/[A-Za-z0-9_-]{24}$`));
    const personal = await stranger.get(`/api/events/${eventId}/preview?memberHash=${hashOf(invitation.link)}`);
    // Whoever holds the link sees whom it is for by name, never the invitee's contact details.
    expect(personal.body.invitee).toEqual({ participantId: invitation.id, name: 'Gal Guest', joined: false });
    expect(JSON.stringify(personal.body)).not.toMatch(/5550124|gal@example\.com|phoneNumber|email/);
    expect((await stranger.get('/api/events/nope/preview')).status).toBe(400);
    expect((await stranger.get('/api/events/0190a1b2-0000-7000-8000-000000000000/preview')).body.code).toBe('event_not_found');
  });

  it('says when the event is over', async () => {
    const stranger = new TestClient(server.baseUrl);
    const endsAt = Date.parse(sampleEvent.endsAt);
    server.clock.advance(endsAt - 60_000 - server.clock.now());
    expect((await stranger.get(`/api/events/${eventId}/preview`)).body.isOver).toBe(false);
    server.clock.advance(60_000);
    expect((await stranger.get(`/api/events/${eventId}/preview`)).body.isOver).toBe(true);
  });

  it('joins by the event link; joining twice changes nothing and answers the same', async () => {
    const first = await guest.post(`/api/events/${eventId}/join`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ eventId, userId: guestId, state: 'joined', invited: false });
    const second = await guest.post(`/api/events/${eventId}/join`, {});
    expect(second.body).toEqual(first.body);
    // As the web client sends it: no body, no content type.
    const bare = await guest.request('POST', `/api/events/${eventId}/join`);
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);
    expect(bare.body).toEqual(first.body);
    const rows = await server.database.db.selectFrom('event_participants').selectAll().where('event_id', '=', eventId).execute();
    expect(rows).toHaveLength(1);
    expect((await guest.get(`/api/events/${eventId}`)).body.viewer).toMatchObject({
      isMember: true,
      participantId: first.body.participantId,
    });
    expect((await guest.post('/api/events/not-a-uuid/join')).status).toBe(400);
    expect((await guest.post('/api/events/0190a1b2-0000-7000-8000-000000000000/join')).status).toBe(404);
  });

  it('binds a personal link to the account that uses it; a second account is refused', async () => {
    const invitation = await invite({ name: 'Gal Guest', phoneNumber: '+12025550177' });
    const hash = hashOf(invitation.link);
    const joined = await guest.post(`/api/events/${eventId}/join`, { memberHash: hash });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ participantId: invitation.id, userId: guestId, invited: true });
    // The same account again: the same answer.
    expect((await guest.post(`/api/events/${eventId}/join`, { memberHash: hash })).body).toEqual(joined.body);

    const reused = await other.post(`/api/events/${eventId}/join`, { memberHash: hash });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('member_hash_used');
    expect((await other.get(`/api/events/${eventId}`)).status).toBe(404);
    expect((await new TestClient(server.baseUrl).get(`/api/events/${eventId}/preview?memberHash=${hash}`)).body.invitee.joined).toBe(true);
  });

  it('refuses a personal link of another event, a revoked one, a made-up one and a malformed one', async () => {
    const elsewhere = await invite({ name: 'Gal Guest', email: 'gal@example.com' }, otherEventId);
    const wrongEvent = await guest.post(`/api/events/${eventId}/join`, { memberHash: hashOf(elsewhere.link) });
    expect(wrongEvent.status).toBe(400);
    expect(wrongEvent.body).toMatchObject({ code: 'member_hash_wrong_event', message: expect.stringContaining('another event') });
    expect((await guest.get(`/api/events/${eventId}/preview?memberHash=${hashOf(elsewhere.link)}`)).status).toBe(400);

    const revoked = await invite({ name: 'Rey Revoked', phoneNumber: '+12025550178' });
    expect((await host.request('DELETE', `/api/events/${eventId}/invitations/${revoked.id}`)).body.state).toBe('revoked');
    const refused = await guest.post(`/api/events/${eventId}/join`, { memberHash: hashOf(revoked.link) });
    expect(refused.status).toBe(410);
    expect(refused.body).toMatchObject({ code: 'invitation_revoked', message: expect.stringContaining('withdrawn') });
    expect((await guest.get(`/api/events/${eventId}/preview?memberHash=${hashOf(revoked.link)}`)).status).toBe(410);

    const madeUp = await guest.post(`/api/events/${eventId}/join`, { memberHash: 'A'.repeat(24) });
    expect(madeUp.status).toBe(404);
    expect(madeUp.body.code).toBe('member_hash_not_found');
    const malformed = await guest.post(`/api/events/${eventId}/join`, { memberHash: 'not a hash!' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('invalid_member_hash');
    // Nothing of that made the guest a member.
    expect((await guest.get(`/api/events/${eventId}`)).status).toBe(404);
  });

  it('takes over a pre-registered invitation when its number joins by the event link', async () => {
    const invitation = await invite({ name: 'Gal Guest', phoneNumber: '+12025550124' });
    const joined = await guest.post(`/api/events/${eventId}/join`);
    expect(joined.body).toMatchObject({ participantId: invitation.id, invited: true });
    const list = (await host.get(`/api/events/${eventId}/participants`)).body;
    expect(list.counts).toEqual({ invited: 0, joined: 1, revoked: 0, removed: 0 });
  });

  it('refuses joins past the capacity with 409 event_full, but a member asking again still gets its answer', async () => {
    await host.patch(`/api/events/${eventId}`, { capacity: 1 });
    expect((await guest.post(`/api/events/${eventId}/join`)).status).toBe(200);
    const full = await other.post(`/api/events/${eventId}/join`);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: 'event_full', message: expect.stringContaining('full') });
    expect((await guest.post(`/api/events/${eventId}/join`)).status).toBe(200);
    expect((await other.get(`/api/events/${eventId}/preview`)).body.isFull).toBe(true);
    // A personal link does not get around the capacity either.
    const invitation = await invite({ name: 'Late', phoneNumber: '+12025550179' });
    expect((await other.post(`/api/events/${eventId}/join`, { memberHash: hashOf(invitation.link) })).status).toBe(409);
  });

  it('keeps the capacity and one membership per user under concurrent joins', async () => {
    await host.patch(`/api/events/${eventId}`, { capacity: 25 });
    const phones = Array.from({ length: 40 }, (_, index) => `+120255501${String(30 + index).padStart(2, '0')}`);
    const guests = await quickClients(server, phones);
    // Every guest twice at once: 80 requests racing for 25 places.
    const answers = await Promise.all(
      guests.flatMap(({ client }) => [client.post(`/api/events/${eventId}/join`), client.post(`/api/events/${eventId}/join`)]),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const rows = await server.database.db
      .selectFrom('event_participants')
      .select(['user_id'])
      .where('event_id', '=', eventId)
      .where('state', '=', 'joined')
      .execute();
    expect(rows).toHaveLength(25);
    expect(new Set(rows.map((row) => row.user_id)).size).toBe(25);
    // Both answers of a guest agree: joined twice with the same participant, or refused.
    for (let index = 0; index < guests.length; index++) {
      const [a, b] = [answers[2 * index]!, answers[2 * index + 1]!];
      if (a.status === 200 && b.status === 200) expect(a.body).toEqual(b.body);
    }
    expect(
      answers
        .filter((answer) => answer.status === 200)
        .map((answer) => answer.body.userId)
        .filter((id, i, all) => all.indexOf(id) === i),
    ).toHaveLength(25);
  });

  it('a removed participant cannot join again by the event link, only through a new invitation', async () => {
    const joined = (await guest.post(`/api/events/${eventId}/join`)).body;
    const removed = await host.request('DELETE', `/api/events/${eventId}/participants/${joined.participantId}`);
    expect(removed.body.state).toBe('removed');
    expect((await guest.get(`/api/events/${eventId}`)).status).toBe(404);
    const again = await guest.post(`/api/events/${eventId}/join`);
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('removed_from_event');
    const invitation = await invite({ name: 'Gal again', phoneNumber: '+12025550124' });
    expect((await guest.post(`/api/events/${eventId}/join`, { memberHash: hashOf(invitation.link) })).body.participantId).toBe(
      invitation.id,
    );
  });

  it('a signed-out visitor may preview but not join', async () => {
    const stranger = new TestClient(server.baseUrl);
    expect((await stranger.post(`/api/events/${eventId}/join`)).status).toBe(401);
    expect((await stranger.get(`/api/events/${eventId}/preview`)).status).toBe(200);
    expect(guestId).toBeTruthy();
  });
});
