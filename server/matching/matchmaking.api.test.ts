import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Match, Prospect } from '../../shared/api/matching.ts';
import { RealtimeTestClient } from '../testing/realtime-test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';
import { interviewToConfirmation, setUpDossier } from '../testing/concierge-interview.ts';
import { join, matchingScenario, readyProspects, signedInGuests, type Guest } from './testing/matching-fixture.ts';

/** The three guests' story: two complementary guests see each other first, both say yes, and chat. */
describe.each(testDialects)('matchmaking end to end (%s)', (dialect) => {
  let server: TestServer;
  let founder: Guest;
  let investor: Guest;
  let baker: Guest;
  let eventId: string;
  const sockets: RealtimeTestClient[] = [];

  beforeEach(async () => {
    server = await startTestServer(dialect);
    // Three guests join one event, each with their dossier.
    ({ founder, investor, baker, eventId } = await matchingScenario(server));
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) await socket.close();
    await server.close();
  });

  const interest = (guest: Guest, prospect: Prospect, value: 'INTERESTED' | 'NOT_INTERESTED' | null) =>
    guest.client.put(`/api/events/${eventId}/prospects/${prospect.id}/interest`, {
      interest: value,
      actionSource: 'connection_intelligence',
    });

  it('puts the complementary pair first for each other with reasons in their words; mutual interest matches them in a chat', async () => {
    const founderList = await readyProspects(founder, eventId);
    const investorList = await readyProspects(investor, eventId);
    const [founderFirst] = founderList.prospects;
    const [investorFirst] = investorList.prospects;
    expect(founderFirst?.user).toEqual({
      id: investor.userId,
      name: 'Ivan Investor',
      pictureId: null,
      headline: 'Angel investor in climate tech',
    });
    expect(investorFirst?.user.id).toBe(founder.userId);
    // Each reason quotes, in their words, what the two give each other; when both ways do not fit in about
    // 240 characters, the one a concept rests on (funding) is said.
    expect(founderFirst!.reason).toContain('seed funding for climate hardware start-ups');
    expect(founderFirst!.reason).toContain('seed funding for your battery storage start-up');
    expect(investorFirst!.reason).toContain('seed funding for their battery storage start-up');
    expect(investorFirst!.reason).toContain('you offer seed funding for climate hardware start-ups');
    for (const reason of [founderFirst!.reason, investorFirst!.reason]) expect(reason.length).toBeLessThanOrEqual(240);
    expect(founderFirst).toMatchObject({ interest: null, introducedBy: null, matched: false });

    const founderSocket = await RealtimeTestClient.signedIn(server.baseUrl, founder.client);
    const investorSocket = await RealtimeTestClient.signedIn(server.baseUrl, investor.client);
    sockets.push(founderSocket, investorSocket);

    const first = await interest(founder, founderFirst!, 'INTERESTED');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ prospect: { id: founderFirst!.id, interest: 'INTERESTED', matched: false }, match: null });

    const second = await interest(investor, investorFirst!, 'INTERESTED');
    expect(second.status).toBe(200);
    const match = second.body.match as Match;
    expect(match).toMatchObject({
      eventId,
      source: 'mutual',
      isNew: true,
      user: { id: founder.userId, name: 'Dana Founder', contact: { email: 'dana.founder@example.com', phoneNumber: null, linkedin: null } },
      reason: investorFirst!.reason,
    });
    expect(second.body.prospect.matched).toBe(true);

    for (const socket of [founderSocket, investorSocket]) {
      const created = await socket.next('match.created');
      expect(created).toEqual({ type: 'match.created', eventId, matchId: match.id, conversationId: match.conversationId });
    }

    // Both can write in their direct conversation at once, and see each other's message in real time.
    const sent = await founder.client.post(`/api/conversations/${match.conversationId}/messages`, {
      clientId: randomUUID(),
      text: 'Hi Ivan!',
    });
    expect(sent.status).toBe(201);
    const received = await investorSocket.next('message', (event) => event.message.conversationId === match.conversationId);
    expect(received.message.text).toBe('Hi Ivan!');
    const reply = await investor.client.post(`/api/conversations/${match.conversationId}/messages`, {
      clientId: randomUUID(),
      text: 'Hi Dana',
    });
    expect(reply.status).toBe(201);

    // The founder's matches show the investor's shared details; the third guest sees neither's, nor the chat.
    const founderMatches = await founder.client.get(`/api/events/${eventId}/matches`);
    expect(founderMatches.body.matches).toEqual([
      expect.objectContaining({
        id: match.id,
        conversationId: match.conversationId,
        user: expect.objectContaining({ id: investor.userId }),
      }),
    ]);
    expect(founderMatches.body.matches[0].user.contact.email).toBe('ivan.investor@example.com');
    const bakerView = JSON.stringify([
      (await baker.client.get(`/api/events/${eventId}/prospects`)).body,
      (await baker.client.get(`/api/events/${eventId}/matches`)).body,
      (await baker.client.get('/api/prospects')).body,
    ]);
    expect(bakerView).not.toContain('@example.com');
    expect(bakerView).not.toContain('+1202555');
    expect((await baker.client.get(`/api/conversations/${match.conversationId}/messages`)).status).toBe(404);
    const bakerSend = await baker.client.post(`/api/conversations/${match.conversationId}/messages`, {
      clientId: randomUUID(),
      text: 'Hello?',
    });
    expect(bakerSend.status).toBe(404);
  });

  it('proposes a guest whose dossier the concierge wrote, once the guest confirms it', async () => {
    const [designer] = await signedInGuests(server, ['Dana Whitfield']);
    await join(designer!, eventId);
    const { textConversationId } = await setUpDossier(designer!.client, designer!.userId);
    await interviewToConfirmation(designer!.client, textConversationId);
    // The revision is saved (and its recompute asked for) before the concierge's reply; the designer looks for
    // investors who fund climate hardware, and the investor offers seed funding for it.
    const investorList = await readyProspects(investor, eventId);
    expect(investorList.prospects.map((prospect) => prospect.user.id)).toContain(designer!.userId);
  });
});
