import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limits } from '../../shared/limits.ts';
import { directConversationFixture } from '../testing/conversation-fixture.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

const adminPhone = '+12025550199';

describe.each(testDialects)('messages over HTTP (%s)', (dialect) => {
  let server: TestServer;
  let admin: TestClient;
  let ana: TestClient;
  let anaId: string;
  let ben: TestClient;
  let benId: string;
  let stranger: TestClient;
  let conversationId: string;

  beforeEach(async () => {
    server = await startTestServer(dialect, { ADMIN_PHONES: adminPhone });
    ({ admin, ana, anaId, ben, benId, stranger, conversationId } = await directConversationFixture(server.baseUrl, adminPhone));
  });
  afterEach(() => server.close());

  const send = (client: TestClient, text: string, clientId: string = randomUUID()) =>
    client.post(`/api/conversations/${conversationId}/messages`, { clientId, text });

  it('numbers messages 1, 2, 3 and pages history both ways', async () => {
    for (let index = 1; index <= 7; index += 1) expect((await send(index % 2 ? ana : ben, `message ${index}`)).status).toBe(201);

    const newest = await ana.get(`/api/conversations/${conversationId}/messages?limit=3`);
    expect(newest.status).toBe(200);
    expect(newest.body.messages.map((message: { sequence: number }) => message.sequence)).toEqual([5, 6, 7]);
    expect(newest.body.hasMore).toBe(true);

    const older = await ana.get(`/api/conversations/${conversationId}/messages?before=5&limit=3`);
    expect(older.body.messages.map((message: { text: string }) => message.text)).toEqual(['message 2', 'message 3', 'message 4']);
    const oldest = await ana.get(`/api/conversations/${conversationId}/messages?before=2&limit=3`);
    expect(oldest.body).toMatchObject({ hasMore: false, messages: [{ sequence: 1, senderId: anaId, kind: 'text' }] });

    const after = await ben.get(`/api/conversations/${conversationId}/messages?after=5`);
    expect(after.body.messages.map((message: { sequence: number }) => message.sequence)).toEqual([6, 7]);
    expect(after.body.hasMore).toBe(false);
  });

  it('stores a resend with the same client id once and answers it with the first message', async () => {
    const clientId = randomUUID();
    const first = await send(ana, 'Hello Ben', clientId);
    const again = await send(ana, 'Hello Ben', clientId);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: first.body.message, duplicate: true });
    // The same client id from another sender is another message.
    expect((await send(ben, 'Hello Ana', clientId)).status).toBe(201);
    const count = await server.database.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('stores concurrent resends of one message once', async () => {
    const clientId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(ana, 'Only once', clientId)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.message.id)).size).toBe(1);
    const history = await ana.get(`/api/conversations/${conversationId}/messages`);
    expect(history.body.messages).toHaveLength(1);
    expect(history.body.messages[0].sequence).toBe(1);
  });

  it('refuses empty, oversized and malformed messages and stores nothing', async () => {
    const cases = [
      { clientId: randomUUID(), text: '   ' },
      { clientId: randomUUID(), text: 'x'.repeat(limits.messageMaxLength + 1) },
      { clientId: 'short', text: 'Hello' },
      { text: 'Hello' },
      { clientId: randomUUID(), text: 'Hello', extra: true },
    ];
    for (const body of cases) {
      const answer = await ana.post(`/api/conversations/${conversationId}/messages`, body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await ana.get(`/api/conversations/${conversationId}/messages`)).body.messages).toEqual([]);
    expect((await ana.get(`/api/conversations/${conversationId}/messages?before=2&after=1`)).status).toBe(400);
    expect((await ana.get(`/api/conversations/${conversationId}/messages?limit=1000`)).status).toBe(400);
  });

  it('lists each conversation with its own members, newest activity first', async () => {
    const cleo = new TestClient(server.baseUrl);
    const cleoId = (await signIn(cleo, '+12025550126')).user.id;
    const withCleo = (await admin.post('/api/conversations/', { userId: anaId, kind: 'direct', withUserId: cleoId })).body.conversationId;
    await send(ben, 'first');
    server.clock.advance(1_000);
    await cleo.post(`/api/conversations/${withCleo}/messages`, { clientId: randomUUID(), text: 'later' });

    const list = (await ana.get('/api/conversations/')).body.conversations as { id: string; members: { userId: string }[] }[];
    expect(list.map((summary) => [summary.id, summary.members.map((member) => member.userId).sort()])).toEqual([
      [withCleo, [anaId, cleoId].sort()],
      [conversationId, [anaId, benId].sort()],
    ]);
  });

  it('trims a message before storing it', async () => {
    const answer = await send(ana, '  Hello \n');
    expect(answer.body.message.text).toBe('Hello');
  });

  it('limits how fast one person sends, and a resend still gets its answer', async () => {
    let lastClientId = '';
    for (let index = 0; index < limits.messagesPerTenSeconds; index += 1) {
      lastClientId = randomUUID();
      expect((await send(ana, `burst ${index}`, lastClientId)).status).toBe(201);
    }
    const refused = await send(ana, 'one too many');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(ana, `burst ${limits.messagesPerTenSeconds - 1}`, lastClientId)).status).toBe(200);
    expect((await send(ben, 'Ben is not limited by Ana')).status).toBe(201);
    server.clock.advance(10_000);
    expect((await send(ana, 'after the window')).status).toBe(201);
  });

  it('keeps read marks per member, forward only, and counts unread messages from others', async () => {
    await send(ana, 'one');
    await send(ana, 'two');
    await send(ben, 'three');
    const benList = await ben.get('/api/conversations/');
    expect(benList.body.conversations).toHaveLength(1);
    expect(benList.body.conversations[0]).toMatchObject({
      id: conversationId,
      kind: 'direct',
      lastSequence: 3,
      unreadCount: 2,
      readOnly: false,
    });
    expect(benList.body.conversations[0].lastMessage.text).toBe('three');

    expect((await ben.post(`/api/conversations/${conversationId}/read`, { sequence: 2 })).body).toEqual({ lastReadSequence: 2 });
    expect((await ben.post(`/api/conversations/${conversationId}/read`, { sequence: 1 })).body).toEqual({ lastReadSequence: 2 });
    expect((await ben.post(`/api/conversations/${conversationId}/read`, { sequence: 99 })).body).toEqual({ lastReadSequence: 3 });
    const summary = await ana.get(`/api/conversations/${conversationId}`);
    expect(summary.body.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: benId, lastReadSequence: 3 }),
        expect.objectContaining({ userId: anaId, lastReadSequence: 0 }),
      ]),
    );
    expect(summary.body.unreadCount).toBe(1);
  });

  it('lets an admin read any conversation but never write to it', async () => {
    await send(ana, 'private');
    const summary = await admin.get(`/api/conversations/${conversationId}`);
    expect(summary.body).toMatchObject({ readOnly: true, unreadCount: 0 });
    expect((await admin.get(`/api/conversations/${conversationId}/messages`)).body.messages[0].text).toBe('private');
    const write = await admin.post(`/api/conversations/${conversationId}/messages`, { clientId: randomUUID(), text: 'hi' });
    expect(write.status).toBe(403);
    expect(write.body.code).toBe('not_a_member');
    expect((await admin.post(`/api/conversations/${conversationId}/read`, { sequence: 1 })).status).toBe(403);
  });

  it('shows a stranger nothing: not the conversation, its history, nor a way to write or read-mark', async () => {
    await send(ana, 'private');
    for (const answer of [
      await stranger.get(`/api/conversations/${conversationId}`),
      await stranger.get(`/api/conversations/${conversationId}/messages`),
      await stranger.post(`/api/conversations/${conversationId}/messages`, { clientId: randomUUID(), text: 'hi' }),
      await stranger.post(`/api/conversations/${conversationId}/read`, { sequence: 1 }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('not_found');
    }
    expect((await stranger.get('/api/conversations/')).body.conversations).toEqual([]);
    const signedOut = new TestClient(server.baseUrl);
    expect((await signedOut.get(`/api/conversations/${conversationId}/messages`)).status).toBe(401);
    expect((await signedOut.get('/api/conversations/')).status).toBe(401);
  });

  it('lets only admins make direct conversations, between two existing people, one per pair', async () => {
    expect((await ana.post('/api/conversations/', { userId: anaId, kind: 'direct', withUserId: benId })).status).toBe(403);
    expect((await admin.post('/api/conversations/', { userId: anaId, kind: 'direct' })).status).toBe(400);
    expect((await admin.post('/api/conversations/', { userId: anaId, kind: 'direct', withUserId: anaId })).status).toBe(400);
    expect((await admin.post('/api/conversations/', { userId: anaId, kind: 'direct', withUserId: randomUUID() })).status).toBe(404);
    expect((await admin.post('/api/conversations/', { userId: anaId, withUserId: benId })).status).toBe(400);
    // Ana and Ben have theirs: asked again, either way round, it is the one they have.
    for (const [userId, withUserId] of [
      [anaId, benId],
      [benId, anaId],
    ]) {
      const again = await admin.post('/api/conversations/', { userId, kind: 'direct', withUserId });
      expect(again.body.conversationId).toBe(conversationId);
    }
  });
});
