import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Match } from '../../shared/api/matching.ts';
import { wavRecording } from '../testing/media-samples.ts';
import { RealtimeTestClient } from '../testing/realtime-test-client.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';
import {
  createEvent,
  join,
  matchingScenario,
  matchPair,
  readyProspects,
  type Guest,
  type MatchingScenario,
} from './testing/matching-fixture.ts';

describe.each(testDialects)('blocks, hides and contact sharing (%s)', (dialect) => {
  let server: TestServer;
  let scenario: MatchingScenario;
  let eventId: string;

  beforeEach(async () => {
    server = await startTestServer(dialect);
    scenario = await matchingScenario(server);
    eventId = scenario.eventId;
  });
  afterEach(() => server.close());

  const prospectIds = async (guest: Guest) =>
    (await guest.client.get(`/api/events/${eventId}/prospects`)).body.prospects.map((p: { user: { id: string } }) => p.user.id);
  const matchIds = async (guest: Guest) =>
    ((await guest.client.get(`/api/events/${eventId}/matches`)).body.matches as Match[]).map((m) => m.id);
  const sendText = (guest: Guest, conversationId: string) =>
    guest.client.post(`/api/conversations/${conversationId}/messages`, { clientId: randomUUID(), text: 'Hello' });

  it('refuses strangers (401) and bad input (400)', async () => {
    const { founder, investor } = scenario;
    const anonymous = new TestClient(server.baseUrl);
    for (const response of [
      await anonymous.put(`/api/blocks/${investor.userId}`, { kind: 'block' }),
      await anonymous.request('DELETE', `/api/blocks/${investor.userId}`),
      await anonymous.get('/api/blocks'),
      await anonymous.get('/api/users/me/contactSharing'),
      await anonymous.put('/api/users/me/contactSharing', { email: true, phoneNumber: true, linkedin: true }),
    ]) {
      expect(response.status).toBe(401);
    }
    for (const body of [{ kind: 'mute' }, {}, { kind: 'hide', extra: 1 }]) {
      const response = await founder.client.put(`/api/blocks/${investor.userId}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const self = await founder.client.put(`/api/blocks/${founder.userId}`, { kind: 'block' });
    expect(self.status).toBe(400);
    expect(self.body.code).toBe('invalid_user');
    for (const body of [
      { email: true, phoneNumber: true },
      { email: 'yes', phoneNumber: true, linkedin: true },
      { email: true, phoneNumber: true, linkedin: true, fax: true },
    ]) {
      const response = await founder.client.put('/api/users/me/contactSharing', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await founder.client.get('/api/blocks')).body).toEqual({ blocks: [] });
  });

  it('lets nobody block someone they never met, so user ids cannot be probed', async () => {
    const { founder, stranger } = scenario;
    for (const userId of [stranger.userId, '0190a1b2-0000-7000-8000-000000000000']) {
      const response = await founder.client.put(`/api/blocks/${userId}`, { kind: 'block' });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('user_not_found');
    }
  });

  it('shares email and LinkedIn by default, and what the user chooses after', async () => {
    const { founder } = scenario;
    expect((await founder.client.get('/api/users/me/contactSharing')).body).toEqual({ email: true, phoneNumber: false, linkedin: true });
    const chosen = { email: false, phoneNumber: true, linkedin: false };
    expect((await founder.client.put('/api/users/me/contactSharing', chosen)).body).toEqual(chosen);
    expect((await founder.client.get('/api/users/me/contactSharing')).body).toEqual(chosen);
  });

  it('hides someone from both lists at once and for good, until the one who hid takes it back', async () => {
    const { founder, investor } = scenario;
    await readyProspects(founder, eventId);
    const hidden = await founder.client.put(`/api/blocks/${investor.userId}`, { kind: 'hide' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual({
      user: { id: investor.userId, name: 'Ivan Investor', pictureId: null, headline: 'Angel investor in climate tech' },
      kind: 'hide',
      createdAt: expect.any(Number),
    });
    expect(await prospectIds(founder)).toEqual([]);
    expect(await prospectIds(investor)).toEqual([]);
    expect((await readyProspects(investor, eventId)).prospects).toEqual([]);
    expect((await founder.client.get('/api/blocks')).body.blocks).toEqual([hidden.body]);

    // Only its author takes it back.
    const notTheirs = await investor.client.request('DELETE', `/api/blocks/${founder.userId}`);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.code).toBe('block_not_found');
    const undone = await founder.client.request('DELETE', `/api/blocks/${investor.userId}`);
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ blocks: [] });
    await readyProspects(founder, eventId);
    expect(await prospectIds(founder)).toEqual([investor.userId]);
    expect((await founder.client.request('DELETE', `/api/blocks/${investor.userId}`)).status).toBe(404);
  });

  it('keeps a hidden person out of the lists of every event the two join, the ones after the hide too', async () => {
    const { founder, investor, host } = scenario;
    expect((await founder.client.put(`/api/blocks/${investor.userId}`, { kind: 'hide' })).status).toBe(200);
    const secondEventId = await createEvent(server, host, 'Second dinner');
    await join(founder, secondEventId);
    await join(investor, secondEventId);
    for (const [viewer, other] of [
      [founder, investor],
      [investor, founder],
    ] as const) {
      for (const event of [eventId, secondEventId]) {
        expect((await readyProspects(viewer, event)).prospects.map((prospect) => prospect.user.id)).not.toContain(other.userId);
      }
    }
    // The same two, without the hide, are each other's first prospect there.
    expect((await founder.client.request('DELETE', `/api/blocks/${investor.userId}`)).status).toBe(200);
    await expect.poll(async () => (await readyProspects(founder, secondEventId)).prospects[0]?.user.id).toBe(investor.userId);
  });

  it('a block ends the match and stops messages, voice notes, typing and calls both ways; taking it back restores them', async () => {
    const { founder, investor } = scenario;
    const match = await matchPair(eventId, founder, investor);
    expect((await sendText(investor, match.conversationId)).status).toBe(201);

    expect((await investor.client.put(`/api/blocks/${founder.userId}`, { kind: 'block' })).status).toBe(200);
    expect(await matchIds(founder)).toEqual([]);
    expect(await matchIds(investor)).toEqual([]);
    expect(await prospectIds(founder)).toEqual([]);
    for (const guest of [founder, investor]) {
      const refused = await sendText(guest, match.conversationId);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('blocked');
    }
    const form = new FormData();
    form.append('clientId', randomUUID());
    form.append('durationMs', '1000');
    form.append('audio', new Blob([new Uint8Array(wavRecording(1))], { type: 'audio/wav' }), 'note.wav');
    const voiceNote = await founder.client.request('POST', `/api/conversations/${match.conversationId}/voice-notes`, { body: form });
    expect(voiceNote.status).toBe(403);
    expect(voiceNote.body.code).toBe('blocked');
    // The history stays readable.
    expect((await founder.client.get(`/api/conversations/${match.conversationId}/messages`)).status).toBe(200);

    const socket = await RealtimeTestClient.signedIn(server.baseUrl, founder.client);
    try {
      const callId = randomUUID();
      socket.send({ type: 'call.start', conversationId: match.conversationId, callId });
      expect(await socket.next('error', (event) => event.ref === callId)).toMatchObject({ code: 'blocked' });
      socket.send({ type: 'typing', conversationId: match.conversationId });
      expect(await socket.next('error', (event) => event.ref === match.conversationId)).toMatchObject({ code: 'blocked' });
    } finally {
      await socket.close();
    }

    expect((await investor.client.request('DELETE', `/api/blocks/${founder.userId}`)).status).toBe(200);
    expect((await sendText(founder, match.conversationId)).status).toBe(201);
    expect(await matchIds(founder)).toEqual([match.id]);
  });

  it('a block ends a call between the two that is under way, and one that is ringing', async () => {
    const { founder, investor } = scenario;
    const match = await matchPair(eventId, founder, investor);
    const founderTab = await RealtimeTestClient.signedIn(server.baseUrl, founder.client);
    const investorTab = await RealtimeTestClient.signedIn(server.baseUrl, investor.client);
    try {
      const talking = randomUUID();
      founderTab.send({ type: 'call.start', conversationId: match.conversationId, callId: talking });
      await investorTab.next('call', (event) => event.call.id === talking);
      investorTab.send({ type: 'call.accept', callId: talking });
      await founderTab.next('call', (event) => event.call.id === talking && event.call.state === 'connected');

      expect((await investor.client.put(`/api/blocks/${founder.userId}`, { kind: 'block' })).status).toBe(200);
      for (const tab of [founderTab, investorTab]) {
        const ended = await tab.next('call', (event) => event.call.id === talking && event.call.state === 'ended');
        expect(ended.call.outcome).toBe('completed');
      }

      // Taken back, a new call rings; a block by the one called declines it.
      expect((await investor.client.request('DELETE', `/api/blocks/${founder.userId}`)).status).toBe(200);
      const ringing = randomUUID();
      founderTab.send({ type: 'call.start', conversationId: match.conversationId, callId: ringing });
      await investorTab.next('call', (event) => event.call.id === ringing);
      expect((await investor.client.put(`/api/blocks/${founder.userId}`, { kind: 'block' })).status).toBe(200);
      const declined = await founderTab.next('call', (event) => event.call.id === ringing && event.call.state === 'ended');
      expect(declined.call.outcome).toBe('declined');
      const live = await server.database.db.selectFrom('calls').select('id').where('state', '<>', 'ended').execute();
      expect(live).toEqual([]);
    } finally {
      await founderTab.close();
      await investorTab.close();
    }
  });

  it('a hide keeps the match and the chat; only a block stops them', async () => {
    const { founder, investor } = scenario;
    const match = await matchPair(eventId, founder, investor);
    expect((await founder.client.put(`/api/blocks/${investor.userId}`, { kind: 'hide' })).status).toBe(200);
    expect(await matchIds(investor)).toEqual([match.id]);
    expect((await sendText(investor, match.conversationId)).status).toBe(201);
  });

  it('lets someone met only in a conversation be blocked from that chat', async () => {
    const { founder, stranger } = scenario;
    await server.database.db.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', founder.userId).execute();
    const created = await founder.client.post('/api/conversations/', {
      userId: founder.userId,
      kind: 'direct',
      withUserId: stranger.userId,
    });
    const conversationId = created.body.conversationId as string;
    expect((await stranger.client.put(`/api/blocks/${founder.userId}`, { kind: 'block' })).status).toBe(200);
    expect((await sendText(founder, conversationId)).body.code).toBe('blocked');
  });
});
