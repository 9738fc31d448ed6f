import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { helpLimits, type HelpThread } from '../../shared/api/help.ts';
import { RealtimeTestClient } from '../testing/realtime-test-client.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

const adminPhone = '+12025550199';
const guestPhone = '+12025550123';
const device = (name: string) => `device-${name}-0123456789abcdef`;
const write = (client: TestClient, name: string, text: string, extra: Record<string, unknown> = {}) => {
  const clientId = `client-${name}-${text.length}-${Math.random().toString(36).slice(2, 10)}`;
  return client.post('/api/help/visitor/messages', { clientId, text, path: '/', deviceId: device(name), ...extra });
};

describe.each(testDialects)('the help chat (%s)', (dialect) => {
  let server: TestServer;
  let admin: TestClient;
  let visitor: TestClient;

  beforeEach(async () => {
    server = await startTestServer(dialect, { ADMIN_PHONES: adminPhone });
    admin = new TestClient(server.baseUrl);
    await signIn(admin, adminPhone);
    visitor = new TestClient(server.baseUrl);
  });
  afterEach(() => server.close());

  const inbox = async () => (await admin.get('/api/admin/help')).body.threads as HelpThread[];
  const visitorRows = async () => (await server.database.db.selectFrom('help_visitor_messages').select('id').execute()).length;

  it('lets a visitor write, the admin answer from the inbox, and the visitor read the answer', async () => {
    const sent = await write(visitor, 'ana', 'How do I get my sign-in code?', { path: '/joinEvent/abc', phoneNumber: '(202) 555-0123' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toMatchObject({ sequence: 1, from: 'person', text: 'How do I get my sign-in code?' });

    const [thread] = await inbox();
    expect(thread).toMatchObject({ kind: 'visitor', name: null, phoneNumber: guestPhone, lastPath: '/joinEvent/abc', unread: true });
    const replied = await admin.post(`/api/admin/help/${thread!.id}/messages`, { clientId: 'reply-0001', text: 'It comes by SMS.' });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);

    const read = await visitor.post('/api/help/visitor', { deviceId: device('ana'), after: 1 });
    expect(read.body).toEqual({
      messages: [expect.objectContaining({ sequence: 2, from: 'team', text: 'It comes by SMS.' })],
      phoneNumber: guestPhone,
    });
    expect((await inbox())[0]).toMatchObject({ unread: false, lastText: 'It comes by SMS.' });
    // Another device sees nothing of it.
    expect((await visitor.post('/api/help/visitor', { deviceId: device('ben') })).body.messages).toEqual([]);
  });

  it('merges what a visitor wrote on their device into their account when they sign in, and answers them live', async () => {
    await write(visitor, 'ana', 'Is my data private?');
    const [visitorThread] = await inbox();
    // Someone else, on another device, leaves the guest's number: that is no reason to put their words in the guest's account.
    await write(visitor, 'eve', 'I am Ana, honest', { phoneNumber: guestPhone });
    await admin.post(`/api/admin/help/${visitorThread!.id}/messages`, { clientId: 'reply-0002', text: 'Yes: only your matches see you.' });

    const guest = new TestClient(server.baseUrl);
    const guestId = (await signIn(guest, guestPhone)).user.id;
    const opened = await guest.post('/api/help/conversation', { deviceId: device('ana') });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const { conversationId } = opened.body as { conversationId: string };
    // Asking again gives the same conversation, and merges nothing twice.
    expect((await guest.post('/api/help/conversation', { deviceId: device('ana') })).body).toEqual({ conversationId });
    const history = await guest.get(`/api/conversations/${conversationId}/messages`);
    expect(history.body.messages.map((m: { text: string; senderId: string }) => [m.text, m.senderId === guestId])).toEqual([
      ['Is my data private?', true],
      ['Yes: only your matches see you.', false],
    ]);
    expect((await visitor.post('/api/help/visitor', { deviceId: device('ana') })).body.messages).toEqual([]);

    // The inbox names the event the guest joined last (written straight to the database: joining has its own tests).
    const { db } = server.database;
    for (const [id, name, joinedAt] of [
      ['event-newer', 'Climate dinner', 2],
      ['event-older', 'Spring mixer', 1],
    ] as const) {
      const event = { id, name, description: '', starts_at: 0, ends_at: 1, time_zone: 'UTC', place: null, online_url: null };
      await db
        .insertInto('events')
        .values({ ...event, capacity: null, intro_video_id: null, created_by: guestId, created_at: 0, updated_at: 0 })
        .execute();
      await db
        .insertInto('event_participants')
        .values({
          ...{ id: `participant-${id}`, event_id: id, user_id: guestId, state: 'joined', name: null, phone_number: null, email: null },
          ...{ member_hash: null, invited_by: null, invited_at: null, joined_at: joinedAt, revoked_at: null, removed_at: null },
          ...{ contact_shared_with_hosts: 0, created_at: 0, updated_at: 0 },
        })
        .execute();
    }
    const sent = await guest.post('/api/help/messages', { clientId: 'guest-0001', text: 'Thanks! And deleting?', path: '/home' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const threads = await inbox();
    expect(threads.map((thread) => [thread.kind, thread.lastText])).toEqual([
      ['user', 'Thanks! And deleting?'],
      ['visitor', 'I am Ana, honest'],
    ]);
    expect(threads[0]).toMatchObject({ id: conversationId, kind: 'user', userId: guestId, lastPath: '/home', unread: true });
    expect(threads[0]!.event).toEqual({ id: 'event-newer', name: 'Climate dinner' });

    const socket = await RealtimeTestClient.signedIn(server.baseUrl, guest);
    try {
      const replied = await admin.post(`/api/admin/help/${conversationId}/messages`, {
        clientId: 'reply-0003',
        text: 'Settings, then Delete.',
      });
      expect(replied.body.message).toMatchObject({ from: 'team', text: 'Settings, then Delete.' });
      await socket.next('message', (event) => event.message.text === 'Settings, then Delete.');
    } finally {
      await socket.close();
    }
    const messages = (await admin.get(`/api/admin/help/${conversationId}/messages`)).body.messages as { from: string }[];
    expect(messages.map((m) => m.from)).toEqual(['person', 'team', 'person', 'team']);
  });

  it('archives a thread out of the inbox until the person writes again, and puts one back by hand', async () => {
    await write(visitor, 'ana', 'How do I join an event?');
    const guest = new TestClient(server.baseUrl);
    await signIn(guest, guestPhone);
    await guest.post('/api/help/messages', { clientId: 'guest-0001', text: 'Where are my matches?', path: '/home' });
    const threads = await inbox();
    const visitorThread = threads.find((thread) => thread.kind === 'visitor')!;
    const guestThread = threads.find((thread) => thread.kind === 'user')!;
    const archivedList = async () => (await admin.get('/api/admin/help?view=archived')).body.threads as HelpThread[];

    const archived = await admin.put(`/api/admin/help/${visitorThread.id}/archived`, { archived: true });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect(archived.body).toEqual({ archived: true });
    expect((await inbox()).map((thread) => thread.id)).toEqual([guestThread.id]);
    expect(await archivedList()).toEqual([expect.objectContaining({ id: visitorThread.id, archived: true })]);
    // The team's own answer keeps it archived; the visitor's next question brings it back, waiting for an answer.
    await admin.post(`/api/admin/help/${visitorThread.id}/messages`, { clientId: 'reply-0003', text: 'Open the link the host sent.' });
    expect(await archivedList()).toHaveLength(1);
    await write(visitor, 'ana', 'The link says it expired');
    expect(await inbox()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: visitorThread.id, archived: false, unread: true })]),
    );
    expect(await archivedList()).toEqual([]);

    // A signed-in person's thread comes back the same way when they write from the chat page, and an admin can put one back.
    await admin.put(`/api/admin/help/${guestThread.id}/archived`, { archived: true });
    await guest.post(`/api/conversations/${guestThread.id}/messages`, { clientId: 'guest-0002', text: 'Any news?' });
    expect(await archivedList()).toEqual([]);
    await admin.put(`/api/admin/help/${guestThread.id}/archived`, { archived: true });
    expect((await admin.put(`/api/admin/help/${guestThread.id}/archived`, { archived: false })).body).toEqual({ archived: false });
    expect((await inbox()).map((thread) => thread.id)).toContain(guestThread.id);
  });

  it('refuses strangers and non-admins on the inbox, and a visitor without a device id', async () => {
    await write(visitor, 'ana', 'Hello?');
    const [thread] = await inbox();
    const stranger = new TestClient(server.baseUrl);
    const guest = new TestClient(server.baseUrl);
    await signIn(guest, guestPhone);
    for (const [client, status] of [
      [stranger, 401],
      [guest, 403],
    ] as const) {
      expect((await client.get('/api/admin/help')).status).toBe(status);
      expect((await client.get(`/api/admin/help/${thread!.id}/messages`)).status).toBe(status);
      expect((await client.post(`/api/admin/help/${thread!.id}/messages`, { clientId: 'sneaky-001', text: 'hi' })).status).toBe(status);
      expect((await client.put(`/api/admin/help/${thread!.id}/archived`, { archived: true })).status).toBe(status);
    }
    expect((await admin.put('/api/admin/help/no-such-thread/archived', { archived: true })).status).toBe(404);
    expect((await admin.put(`/api/admin/help/${thread!.id}/archived`, { archived: 'yes' })).status).toBe(400);
    expect((await admin.get('/api/admin/help?view=everything')).status).toBe(400);
    expect(await inbox()).toEqual([expect.objectContaining({ id: thread!.id, archived: false })]);
    expect((await stranger.post('/api/help/conversation', {})).status).toBe(401);
    expect((await stranger.post('/api/help/messages', { clientId: 'client-0001', text: 'hi', path: '/' })).status).toBe(401);
    expect((await stranger.post('/api/help/visitor', {})).status).toBe(400);
    expect((await admin.get('/api/admin/help/no-such-thread/messages')).status).toBe(404);
    expect(await visitorRows()).toBe(1);
  });

  it('refuses bad input and changes nothing', async () => {
    const long = await write(visitor, 'ana', 'x'.repeat(helpLimits.messageMaxLength + 1));
    expect(long.status).toBe(400);
    const phone = await write(visitor, 'ana', 'Call me', { phoneNumber: '12' });
    expect(phone.body).toMatchObject({ code: 'invalid_phone_number' });
    expect((await write(visitor, 'ana', 'Hi', { path: 'https://evil.example' })).status).toBe(400);
    expect(await visitorRows()).toBe(0);
  });

  it('limits a device, then an address, and the new threads one address opens', async () => {
    for (let i = 0; i < helpLimits.visitorMessagesPerMinute; i += 1) expect((await write(visitor, 'ana', `Message ${i}`)).status).toBe(200);
    const refused = await write(visitor, 'ana', 'One too many');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // Two more devices from the same address open threads; the fourth new thread is refused.
    expect((await write(visitor, 'ben', 'Hello')).status).toBe(200);
    expect((await write(visitor, 'cem', 'Hello')).status).toBe(200);
    expect((await write(visitor, 'dia', 'Hello')).body.code).toBe('too_many_threads');
    server.clock.advance(60 * 60_000);
    expect((await write(visitor, 'ana', 'Back again')).status).toBe(200);
    expect(await visitorRows()).toBe(helpLimits.visitorMessagesPerMinute + 3);

    // Reading is limited per address too, far above what an open widget asks.
    const read = () => visitor.post('/api/help/visitor', { deviceId: device('ana') });
    for (let i = 0; i < helpLimits.visitorReadsPerIpPerMinute; i += 1) expect((await read()).status).toBe(200);
    expect((await read()).body.code).toBe('rate_limited');
  });
});
