import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { realtimeCloseCodes } from '../../shared/realtime/connection.ts';
import { directConversationFixture } from '../testing/conversation-fixture.ts';
import { RealtimeTestClient } from '../testing/realtime-test-client.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

const adminPhone = '+12025550199';
const offer = { description: { type: 'offer' as const, sdp: 'v=0\r\n' } };

describe.each(testDialects)('the real-time socket (%s)', (dialect) => {
  let server: TestServer;
  let ana: TestClient;
  let anaId: string;
  let ben: TestClient;
  let benId: string;
  let stranger: TestClient;
  let admin: TestClient;
  let conversationId: string;
  const sockets: RealtimeTestClient[] = [];

  const connect = async (client: TestClient) => {
    const socket = await RealtimeTestClient.signedIn(server.baseUrl, client);
    sockets.push(socket);
    return socket;
  };

  beforeEach(async () => {
    server = await startTestServer(dialect, { ADMIN_PHONES: adminPhone });
    ({ admin, ana, anaId, ben, benId, stranger, conversationId } = await directConversationFixture(server.baseUrl, adminPhone));
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
    await server.close();
  });

  describe('who may connect', () => {
    it('closes a socket without a session with "session expired", so the client refreshes', async () => {
      const socket = await RealtimeTestClient.connect(server.baseUrl, null);
      await socket.next('session.expired');
      expect((await socket.closed).code).toBe(realtimeCloseCodes.sessionExpired);
    });

    it('re-checks the session: an expired access token is refused until refreshed', async () => {
      server.clock.advance(16 * 60 * 1000);
      const expired = await RealtimeTestClient.connect(server.baseUrl, ana);
      expect((await expired.closed).code).toBe(realtimeCloseCodes.sessionExpired);
      expect((await ana.post('/api/auth/refresh')).status).toBe(200);
      const refreshed = await connect(ana);
      expect(refreshed.all('hello')[0]?.userId).toBe(anaId);
    });

    it('refuses an upgrade from another site', async () => {
      await expect(RealtimeTestClient.connect(server.baseUrl, ana, { origin: 'https://evil.example' })).rejects.toThrow('403');
    });

    it('answers malformed frames with an error and stays open', async () => {
      const socket = await connect(ana);
      socket.socket.send('not json');
      expect((await socket.next('error')).code).toBe('invalid_json');
      socket.send({ type: 'send', conversationId, clientId: randomUUID(), text: '' });
      expect((await socket.next('error', (event) => event.code === 'invalid_event')).ref).not.toBeNull();
      socket.send({ type: 'ping' });
      await socket.next('pong');
    });
  });

  describe('messages', () => {
    it('delivers a message to every tab of the members, acknowledging it to the sending tab only', async () => {
      const anaTab = await connect(ana);
      const anaOtherTab = await connect(ana);
      const benTab = await connect(ben);
      const clientId = randomUUID();
      anaTab.send({ type: 'send', conversationId, clientId, text: 'Hi Ben' });

      const ack = await anaTab.next('ack');
      expect(ack).toMatchObject({ clientId, duplicate: false, message: { sequence: 1, text: 'Hi Ben', senderId: anaId } });
      expect((await benTab.next('message')).message.id).toBe(ack.message.id);
      expect((await anaOtherTab.next('message')).message.id).toBe(ack.message.id);
      expect(anaTab.all('message')).toEqual([]);
    });

    it('acknowledges a resend with the first message and delivers it once', async () => {
      const anaTab = await connect(ana);
      const benTab = await connect(ben);
      const clientId = randomUUID();
      anaTab.send({ type: 'send', conversationId, clientId, text: 'Once' });
      anaTab.send({ type: 'send', conversationId, clientId, text: 'Once' });
      await anaTab.next('ack', (event) => event.duplicate);
      const acks = anaTab.all('ack');
      expect(acks.map((event) => event.duplicate)).toEqual([false, true]);
      expect(acks[0]!.message).toEqual(acks[1]!.message);
      await benTab.next('message');
      benTab.send({ type: 'ping' });
      await benTab.next('pong');
      expect(benTab.all('message')).toHaveLength(1);
    });

    it('catches a reconnecting client up on everything after the sequence it has', async () => {
      const benTab = await connect(ben);
      for (const text of ['one', 'two']) benTab.send({ type: 'send', conversationId, clientId: randomUUID(), text });
      await benTab.next('ack', (event) => event.message.text === 'two');

      const anaTab = await connect(ana);
      anaTab.send({ type: 'open', conversationId, afterSequence: 0 });
      expect((await anaTab.next('messages')).messages.map((message) => message.text)).toEqual(['one', 'two']);
      await anaTab.close();

      for (const text of ['three', 'four', 'five']) benTab.send({ type: 'send', conversationId, clientId: randomUUID(), text });
      await benTab.next('ack', (event) => event.message.text === 'five');

      const anaAgain = await connect(ana);
      anaAgain.send({ type: 'open', conversationId, afterSequence: 2 });
      const opened = await anaAgain.next('opened');
      expect(opened.members).toEqual(expect.arrayContaining([{ userId: benId, online: true, lastReadSequence: 0 }]));
      const catchUp = await anaAgain.next('messages');
      expect(catchUp.messages.map((message) => [message.sequence, message.text])).toEqual([
        [3, 'three'],
        [4, 'four'],
        [5, 'five'],
      ]);
      expect(catchUp.hasMore).toBe(false);
    });

    it('tells the other member about read marks and typing', async () => {
      const anaTab = await connect(ana);
      const benTab = await connect(ben);
      anaTab.send({ type: 'send', conversationId, clientId: randomUUID(), text: 'Read me' });
      await benTab.next('message');
      benTab.send({ type: 'read', conversationId, sequence: 1 });
      expect(await anaTab.next('read')).toEqual({ type: 'read', conversationId, userId: benId, sequence: 1 });
      benTab.send({ type: 'typing', conversationId });
      expect(await anaTab.next('typing')).toEqual({ type: 'typing', conversationId, userId: benId });
      expect(benTab.all('typing')).toEqual([]);
    });

    it('reports presence of the other members of an open conversation', async () => {
      const anaTab = await connect(ana);
      anaTab.send({ type: 'open', conversationId, afterSequence: 0 });
      expect((await anaTab.next('opened')).members).toEqual(
        expect.arrayContaining([expect.objectContaining({ userId: benId, online: false })]),
      );
      const benTab = await connect(ben);
      expect(await anaTab.next('presence', (event) => event.online)).toEqual({ type: 'presence', userId: benId, online: true });
      await benTab.close();
      expect(await anaTab.next('presence', (event) => !event.online)).toEqual({ type: 'presence', userId: benId, online: false });
    });

    it('refuses a rate-limited send with a retry time, naming the message', async () => {
      const anaTab = await connect(ana);
      for (let index = 0; index <= 30; index += 1)
        anaTab.send({ type: 'send', conversationId, clientId: `burst-${index}-xxxx`, text: `m${index}` });
      const refused = await anaTab.next('error', (event) => event.code === 'rate_limited');
      expect(refused.ref).toBe('burst-30-xxxx');
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(anaTab.all('ack')).toHaveLength(30);
    });
  });

  describe('a stranger', () => {
    it('can neither open, send to, read-mark nor type in a conversation, and hears nothing of it', async () => {
      const benTab = await connect(ben);
      const strangerTab = await connect(stranger);
      for (const event of [
        { type: 'open', conversationId, afterSequence: 0 },
        { type: 'send', conversationId, clientId: randomUUID(), text: 'let me in' },
        { type: 'read', conversationId, sequence: 1 },
        { type: 'typing', conversationId },
      ] as const) {
        strangerTab.events.length = 0;
        strangerTab.send(event);
        expect((await strangerTab.next('error')).code).toBe('not_found');
      }
      strangerTab.events.length = 0;
      benTab.send({ type: 'send', conversationId, clientId: randomUUID(), text: 'private' });
      await benTab.next('ack');
      strangerTab.send({ type: 'ping' });
      await strangerTab.next('pong');
      expect(strangerTab.events.map((event) => event.type)).toEqual(['pong']);
      expect((await server.database.db.selectFrom('messages').selectAll().execute()).map((row) => row.text)).toEqual(['private']);
    });

    it('cannot start, answer or signal a call between others', async () => {
      const anaTab = await connect(ana);
      const benTab = await connect(ben);
      const strangerTab = await connect(stranger);
      strangerTab.send({ type: 'call.start', conversationId, callId: randomUUID() });
      expect((await strangerTab.next('error')).code).toBe('not_found');

      const callId = randomUUID();
      anaTab.send({ type: 'call.start', conversationId, callId });
      await benTab.next('call');
      for (const event of [
        { type: 'call.accept', callId },
        { type: 'call.decline', callId },
        { type: 'call.hangup', callId },
        { type: 'call.signal', callId, signal: offer },
      ] as const) {
        strangerTab.events.length = 0;
        strangerTab.send(event);
        expect((await strangerTab.next('error')).code).toBe('not_found');
      }
      expect(strangerTab.all('call')).toEqual([]);
    });
  });

  describe('an admin', () => {
    it('may watch a conversation read-only and cannot write to it', async () => {
      const adminTab = await connect(admin);
      adminTab.send({ type: 'open', conversationId, afterSequence: 0 });
      expect((await adminTab.next('opened')).readOnly).toBe(true);
      const anaTab = await connect(ana);
      anaTab.send({ type: 'send', conversationId, clientId: randomUUID(), text: 'watched' });
      expect((await adminTab.next('message')).message.text).toBe('watched');
      adminTab.send({ type: 'send', conversationId, clientId: randomUUID(), text: 'admin here' });
      expect((await adminTab.next('error')).code).toBe('not_a_member');
    });
  });

  describe('calls', () => {
    it('rings every tab of the callee, connects one, relays signals between those two tabs only, and records the call', async () => {
      const anaTab = await connect(ana);
      const benPhone = await connect(ben);
      const benLaptop = await connect(ben);
      const callId = randomUUID();
      anaTab.send({ type: 'call.start', conversationId, callId });
      for (const tab of [anaTab, benPhone, benLaptop]) {
        expect((await tab.next('call')).call).toMatchObject({ id: callId, state: 'ringing', callerId: anaId, calleeId: benId });
      }

      benLaptop.send({ type: 'call.accept', callId });
      const connected = await anaTab.next('call', (event) => event.call.state === 'connected');
      const laptopConnectionId = benLaptop.all('hello')[0]!.connectionId;
      expect(connected.call.calleeConnectionId).toBe(laptopConnectionId);
      await benPhone.next('call', (event) => event.call.state === 'connected');

      anaTab.send({ type: 'call.signal', callId, signal: offer });
      expect(await benLaptop.next('call.signal')).toEqual({ type: 'call.signal', callId, fromUserId: anaId, signal: offer });
      benPhone.send({ type: 'call.signal', callId, signal: offer });
      expect((await benPhone.next('error')).code).toBe('not_in_call');
      expect(benPhone.all('call.signal')).toEqual([]);

      benLaptop.send({ type: 'call.hangup', callId });
      const ended = await anaTab.next('call', (event) => event.call.state === 'ended');
      expect(ended.call.outcome).toBe('completed');
      const record = await anaTab.next('message', (event) => event.message.kind === 'call_record');
      expect(record.message.call).toMatchObject({ callId, callerId: anaId, outcome: 'completed', durationSeconds: expect.any(Number) });
    });

    it('ends a declined call as declined, and a call to someone already in one as busy', async () => {
      const anaTab = await connect(ana);
      const benTab = await connect(ben);
      const declinedId = randomUUID();
      anaTab.send({ type: 'call.start', conversationId, callId: declinedId });
      await benTab.next('call');
      benTab.send({ type: 'call.decline', callId: declinedId });
      expect((await anaTab.next('call', (event) => event.call.state === 'ended')).call.outcome).toBe('declined');

      // Ben is in a call with Cleo; Ana's call finds him busy.
      const cleo = new TestClient(server.baseUrl);
      const cleoId = (await signIn(cleo, '+12025550126')).user.id;
      const other = (await admin.post('/api/conversations/', { userId: benId, kind: 'direct', withUserId: cleoId })).body.conversationId;
      const cleoTab = await connect(cleo);
      cleoTab.send({ type: 'call.start', conversationId: other, callId: randomUUID() });
      const ringing = await benTab.next('call', (event) => event.call.conversationId === other);
      benTab.send({ type: 'call.accept', callId: ringing.call.id });
      await cleoTab.next('call', (event) => event.call.state === 'connected');

      const busyId = randomUUID();
      anaTab.send({ type: 'call.start', conversationId, callId: busyId });
      const busy = await anaTab.next('call', (event) => event.call.id === busyId);
      expect(busy.call).toMatchObject({ state: 'ended', outcome: 'busy' });
      const outcomes = (await ana.get(`/api/conversations/${conversationId}/messages`)).body.messages.map(
        (message: { call: { outcome: string } }) => message.call.outcome,
      );
      expect(outcomes).toEqual(['declined', 'busy']);
    });

    it('ends the call when a tab in it goes away', async () => {
      const anaTab = await connect(ana);
      const benTab = await connect(ben);
      const callId = randomUUID();
      anaTab.send({ type: 'call.start', conversationId, callId });
      await benTab.next('call');
      benTab.send({ type: 'call.accept', callId });
      await anaTab.next('call', (event) => event.call.state === 'connected');
      await benTab.close();
      expect((await anaTab.next('call', (event) => event.call.state === 'ended')).call.outcome).toBe('completed');
    });

    it('refuses a call in a conversation of one', async () => {
      const concierge = (await ana.post('/api/conversations/', { userId: anaId })).body.conversationId;
      const anaTab = await connect(ana);
      anaTab.send({ type: 'call.start', conversationId: concierge, callId: randomUUID() });
      expect((await anaTab.next('error')).code).toBe('no_one_to_call');
    });
  });
});

describe('an unanswered call', () => {
  it('ends as missed after the ring time', async () => {
    const server = await startTestServer('sqlite', { ADMIN_PHONES: adminPhone, CALL_RING_SECONDS: '5' });
    try {
      const [admin, ana, ben] = [0, 1, 2].map(() => new TestClient(server.baseUrl)) as [TestClient, TestClient, TestClient];
      await signIn(admin, adminPhone);
      const anaId = (await signIn(ana, '+12025550123')).user.id;
      const benId = (await signIn(ben, '+12025550124')).user.id;
      const conversationId = (await admin.post('/api/conversations/', { userId: anaId, kind: 'direct', withUserId: benId })).body
        .conversationId;
      const anaTab = await RealtimeTestClient.signedIn(server.baseUrl, ana);
      const benTab = await RealtimeTestClient.signedIn(server.baseUrl, ben);
      anaTab.send({ type: 'call.start', conversationId, callId: randomUUID() });
      const missed = await benTab.next('call', (event) => event.call.state === 'ended', 8_000);
      expect(missed.call.outcome).toBe('missed');
      // Ben hears of it in his notifications too.
      const notice = await benTab.next('notification.created', (event) => event.notification.kind === 'call.missed');
      expect(notice.notification).toMatchObject({ title: 'You missed a call from Someone', linkPath: `/p/chat/${conversationId}` });
      await Promise.all([anaTab.close(), benTab.close()]);
    } finally {
      await server.close();
    }
  });
});
