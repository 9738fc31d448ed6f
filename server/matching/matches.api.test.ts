import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HostMatchesResponse, Match } from '../../shared/api/matching.ts';
import { RealtimeTestClient } from '../testing/realtime-test-client.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';
import {
  answer,
  createEvent,
  dossiers,
  giveDossier,
  join,
  matchingScenario,
  matchPair,
  prospectOf,
  readyProspects,
  signedInGuests,
  type MatchingScenario,
} from './testing/matching-fixture.ts';

describe.each(testDialects)('matches and introductions (%s)', (dialect) => {
  let server: TestServer;
  let scenario: MatchingScenario;
  let eventId: string;

  beforeEach(async () => {
    server = await startTestServer(dialect);
    scenario = await matchingScenario(server);
    eventId = scenario.eventId;
  });
  afterEach(() => server.close());

  const matchesOf = async (client: TestClient) => (await client.get(`/api/events/${eventId}/matches`)).body.matches as Match[];
  const introduce = (client: TestClient, body: unknown) => client.post(`/api/events/${eventId}/introductions`, body);

  it('refuses strangers: 401 without a session, 404 to a non-member, 403 to a member on host tools', async () => {
    const { founder, investor, stranger, host } = scenario;
    const anonymous = new TestClient(server.baseUrl);
    for (const response of [
      await anonymous.get(`/api/events/${eventId}/matches`),
      await anonymous.post(`/api/events/${eventId}/matches/seen`, { seenAt: 0 }),
      await anonymous.get(`/api/events/${eventId}/hostMatches`),
      await introduce(anonymous, { userIds: [founder.userId, investor.userId] }),
    ]) {
      expect(response.status).toBe(401);
    }
    for (const response of [
      await stranger.client.get(`/api/events/${eventId}/matches`),
      await stranger.client.post(`/api/events/${eventId}/matches/seen`, { seenAt: 0 }),
      await stranger.client.get(`/api/events/${eventId}/hostMatches`),
      await introduce(stranger.client, { userIds: [founder.userId, investor.userId] }),
      // The host did not join: they have no matches of their own.
      await host.client.get(`/api/events/${eventId}/matches`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('event_not_found');
    }
    for (const response of [
      await founder.client.get(`/api/events/${eventId}/hostMatches`),
      await introduce(founder.client, { userIds: [founder.userId, investor.userId] }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('forbidden');
    }
    expect((await host.client.get(`/api/events/${eventId}/hostMatches`)).body).toEqual({ matches: [], introductions: [] });
    await server.database.db.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', stranger.userId).execute();
    expect((await stranger.client.get(`/api/events/${eventId}/hostMatches`)).status).toBe(200);
  });

  it('refuses a revoked invitee and a removed participant, even one with a match there, with 404', async () => {
    const { founder, investor, stranger, host } = scenario;
    await matchPair(eventId, founder, investor);
    const db = server.database.db;
    const { phone_number: strangerPhone } = await db
      .selectFrom('users')
      .select('phone_number')
      .where('id', '=', stranger.userId)
      .executeTakeFirstOrThrow();
    const invitation = await host.client.post(`/api/events/${eventId}/invitations`, { name: 'Sam Stranger', phoneNumber: strangerPhone });
    expect((await host.client.request('DELETE', `/api/events/${eventId}/invitations/${invitation.body.id}`)).body.state).toBe('revoked');
    const founderRow = await db
      .selectFrom('event_participants')
      .select('id')
      .where('event_id', '=', eventId)
      .where('user_id', '=', founder.userId)
      .executeTakeFirstOrThrow();
    expect((await host.client.request('DELETE', `/api/events/${eventId}/participants/${founderRow.id}`)).status).toBe(200);

    for (const outsider of [stranger, founder]) {
      for (const response of [
        await outsider.client.get(`/api/events/${eventId}/matches`),
        await outsider.client.post(`/api/events/${eventId}/matches/seen`, { seenAt: 0 }),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body.code).toBe('event_not_found');
      }
    }
  });

  it("marks matches new until the viewer's visit, and reveals what the other chose to share", async () => {
    const { founder, investor } = scenario;
    const sharing = await investor.client.put('/api/users/me/contactSharing', { email: false, phoneNumber: true, linkedin: false });
    expect(sharing.body).toEqual({ email: false, phoneNumber: true, linkedin: false });
    const first = await matchPair(eventId, founder, investor);
    const [listed] = await matchesOf(founder.client);
    expect(listed).toMatchObject({ id: first.id, isNew: true, source: 'mutual' });
    expect(listed!.user.contact).toEqual({ email: null, phoneNumber: expect.stringMatching(/^\+1202555/), linkedin: null });
    expect(listed!.reason).toContain('seed funding for climate hardware start-ups');

    server.clock.advance(1_000);
    const seen = await founder.client.post(`/api/events/${eventId}/matches/seen`, { seenAt: listed!.createdAt });
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({ seenAt: listed!.createdAt });
    expect((await matchesOf(founder.client)).map((match) => match.isNew)).toEqual([false]);
    // The investor has not visited: still new for them.
    expect((await matchesOf(investor.client)).map((match) => match.isNew)).toEqual([true]);

    server.clock.advance(1_000);
    const [newcomer] = await signedInGuests(server, ['Nora Newcomer']);
    await join(newcomer!, eventId);
    await giveDossier(newcomer!, { ...dossiers.investor, headline: 'Another angel investor' });
    const second = await matchPair(eventId, founder, newcomer!);
    expect((await matchesOf(founder.client)).map((match) => [match.id, match.isNew])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('records the visit up to the newest match shown: a match made after the list loaded stays new, and a visit never moves back', async () => {
    const { founder, investor } = scenario;
    const first = await matchPair(eventId, founder, investor);
    const [shown] = await matchesOf(founder.client);

    // While the founder's screen shows the first match, a second one is made; then the screen reports its visit.
    server.clock.advance(1_000);
    const [newcomer] = await signedInGuests(server, ['Nora Newcomer']);
    await join(newcomer!, eventId);
    await giveDossier(newcomer!, { ...dossiers.investor, headline: 'Another angel investor' });
    const second = await matchPair(eventId, founder, newcomer!);
    expect((await founder.client.post(`/api/events/${eventId}/matches/seen`, { seenAt: shown!.createdAt })).body).toEqual({
      seenAt: first.createdAt,
    });
    const newness = async () => (await matchesOf(founder.client)).map((match) => [match.id, match.isNew]);
    expect(await newness()).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    // An older page reporting late does not bring the first match back as new.
    expect((await founder.client.post(`/api/events/${eventId}/matches/seen`, { seenAt: 0 })).body).toEqual({ seenAt: first.createdAt });
    expect(await newness()).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    // A time still to come is recorded as now: the matches made later are new.
    const future = server.clock.now() + 3_600_000;
    const recorded = await founder.client.post(`/api/events/${eventId}/matches/seen`, { seenAt: future });
    expect(recorded.body.seenAt).toBeLessThan(future);
    server.clock.advance(1_000);
    const [latecomer] = await signedInGuests(server, ['Lior Latecomer']);
    await join(latecomer!, eventId);
    await giveDossier(latecomer!, { ...dossiers.investor, headline: 'A third angel investor' });
    const third = await matchPair(eventId, founder, latecomer!);
    expect((await newness())[0]).toEqual([third.id, true]);

    for (const body of [{}, { seenAt: -1 }, { seenAt: 'now' }, { seenAt: 1.5 }]) {
      const refused = await founder.client.post(`/api/events/${eventId}/matches/seen`, body);
      expect(refused.status).toBe(400);
    }
  });

  it('matches two people once, in one direct conversation, however their answers race, and reuses it at another event', async () => {
    const { founder, investor, host } = scenario;
    const [founderProspect, investorProspect] = [
      await prospectOf(founder, eventId, investor.userId),
      await prospectOf(investor, eventId, founder.userId),
    ];
    const body = { interest: 'INTERESTED', actionSource: 'connection_intelligence' };
    const answers = await Promise.all([
      founder.client.put(`/api/events/${eventId}/prospects/${founderProspect.id}/interest`, body),
      investor.client.put(`/api/events/${eventId}/prospects/${investorProspect.id}/interest`, body),
    ]);
    expect(answers.map((response) => response.status)).toEqual([200, 200]);
    const matchIds = new Set(answers.flatMap((response) => (response.body.match ? [response.body.match.id] : [])));
    expect(matchIds.size).toBe(1);
    const db = server.database.db;
    expect(await db.selectFrom('matches').select('id').execute()).toHaveLength(1);
    const direct = await db.selectFrom('conversations').select('id').where('kind', '=', 'direct').execute();
    expect(direct).toHaveLength(1);

    const otherEventId = await createEvent(server, host, 'Second dinner');
    await join(founder, otherEventId);
    await join(investor, otherEventId);
    await readyProspects(founder, otherEventId);
    const again = await matchPair(otherEventId, founder, investor);
    expect(again.conversationId).toBe(direct[0]!.id);
    expect(await db.selectFrom('conversations').select('id').where('kind', '=', 'direct').execute()).toHaveLength(1);
  });

  it('introduces two guests: each sees the other, marked and with the note; both saying yes makes an introduction match', async () => {
    const { founder, baker, host } = scenario;
    const founderSocket = await RealtimeTestClient.signedIn(server.baseUrl, founder.client);
    let made;
    try {
      made = await introduce(host.client, { userIds: [founder.userId, baker.userId], note: 'You both love early mornings.' });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body).toMatchObject({
        introducedBy: { id: host.userId, name: 'Hannah Host' },
        note: 'You both love early mornings.',
        createdAt: expect.any(Number),
      });
      expect(made.body.users.map((user: { id: string }) => user.id).sort()).toEqual([founder.userId, baker.userId].sort());
      await founderSocket.next('prospects.updated', (event) => event.eventId === eventId);
    } finally {
      await founderSocket.close();
    }
    const seenByFounder = await prospectOf(founder, eventId, baker.userId);
    expect(seenByFounder).toMatchObject({
      introducedBy: { id: host.userId, name: 'Hannah Host' },
      interest: null,
      matched: false,
      user: { id: baker.userId, headline: 'Pastry chef' },
    });
    expect(seenByFounder.reason).toMatch(/^Hannah Host wrote: “You both love early mornings\.”/);
    expect((await prospectOf(baker, eventId, founder.userId)).introducedBy?.id).toBe(host.userId);
    // The recompute the introduction asked for wrote the event's facts and reason for both sides.
    const introduced = await server.database.db
      .selectFrom('prospects')
      .select(['reason_key', 'facets'])
      .where('introduced_by', '=', host.userId)
      .execute();
    expect(introduced).toEqual([
      { reason_key: expect.any(String), facets: expect.any(String) },
      { reason_key: expect.any(String), facets: expect.any(String) },
    ]);

    const match = await matchPair(eventId, baker, founder);
    expect(match.source).toBe('introduction');
    const hostView = (await host.client.get(`/api/events/${eventId}/hostMatches`)).body as HostMatchesResponse;
    expect(hostView.matches).toEqual([
      expect.objectContaining({ id: match.id, source: 'introduction', conversationId: match.conversationId }),
    ]);
    expect(hostView.introductions).toEqual([made.body]);
    // Matched already: no second introduction.
    const twice = await introduce(host.client, { userIds: [baker.userId, founder.userId] });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('already_matched');
  });

  it('refuses an introduction of someone not joined, of one person twice, of a blocked pair, or with a bad body', async () => {
    const { founder, investor, baker, stranger, host } = scenario;
    const notJoined = await introduce(host.client, { userIds: [founder.userId, stranger.userId] });
    expect(notJoined.status).toBe(404);
    expect(notJoined.body.code).toBe('participant_not_found');
    for (const body of [
      { userIds: [founder.userId, founder.userId] },
      { userIds: [founder.userId] },
      { userIds: [founder.userId, investor.userId], note: 'x'.repeat(501) },
      { userIds: [founder.userId, investor.userId], extra: true },
    ]) {
      const response = await introduce(host.client, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
    // A host who joined is a guest too, yet not one to introduce themselves.
    await join(host, eventId);
    const self = await introduce(host.client, { userIds: [host.userId, founder.userId] });
    expect(self.status).toBe(400);
    expect(self.body.code).toBe('invalid_introduction');
    expect((await baker.client.put(`/api/blocks/${founder.userId}`, { kind: 'hide' })).status).toBe(200);
    const hidden = await introduce(host.client, { userIds: [founder.userId, baker.userId] });
    expect(hidden.status).toBe(409);
    expect(hidden.body.code).toBe('cannot_introduce');
    expect(await server.database.db.selectFrom('prospects').select('id').where('introduced_by', 'is not', null).execute()).toEqual([]);
  });

  it('answers a match to the one whose answer completed it, and nothing to the first', async () => {
    const { founder, investor } = scenario;
    expect((await answer(founder, eventId, investor.userId, 'INTERESTED')).match).toBeNull();
    expect(await matchesOf(founder.client)).toEqual([]);
    const { match } = await answer(investor, eventId, founder.userId, 'INTERESTED');
    expect(match?.user.id).toBe(founder.userId);
    expect((await matchesOf(founder.client)).map((listed) => listed.user.id)).toEqual([investor.userId]);
  });
});
