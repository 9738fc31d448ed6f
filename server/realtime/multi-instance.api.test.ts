import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { realtimeCloseCodes, realtimeCloseReasons } from '../../shared/realtime/connection.ts';
import type { CallSignal } from '../../shared/realtime/protocol.ts';
import type { S3Config } from '../config.ts';
import { createDirectConversation } from '../testing/conversation-fixture.ts';
import { jpegPicture, wavRecording } from '../testing/media-samples.ts';
import { RealtimeTestClient } from '../testing/realtime-test-client.ts';
import { s3Environment, startS3TestServer, type S3TestServer } from '../testing/s3-test-server.ts';
import { createScratchPostgresDatabase } from '../testing/scratch-postgres.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { bucketKeys } from '../testing/test-storages.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const adminPhone = '+12025550199';
const offer: CallSignal = { description: { type: 'offer', sdp: 'v=0\r\n' } };
const answer: CallSignal = { description: { type: 'answer', sdp: 'v=0\r\n' } };
const candidate: CallSignal = {
  candidate: { candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host', sdpMid: '0', sdpMLineIndex: 0 },
};

/** The same browser, cookies and all, talking to another instance (as behind a load balancer). */
function sameBrowserOn(client: TestClient, baseUrl: string): TestClient {
  const moved = new TestClient(baseUrl);
  for (const [name, cookie] of client.cookies) moved.cookies.set(name, cookie);
  return moved;
}

/** The whole body of a media answer, or the part a range asked for, with the status and Content-Range. */
async function fetchMedia(client: TestClient, path: string, range?: string) {
  const response = await fetch(client.baseUrl + path, { headers: { cookie: client.cookieHeader(path), ...(range ? { range } : {}) } });
  return { status: response.status, contentRange: response.headers.get('content-range'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/**
 * Two real server processes, A and B, sharing one PostgreSQL database, one Redis and one S3
 * bucket: what `REDIS_URL` promises (README) is that chat, presence and calls work across
 * instances, and with S3 each serves the media uploaded through the other. Users sign in on A;
 * their tabs connect to either.
 */
describe.runIf(databaseUrl && redisUrl)('two instances sharing PostgreSQL, Redis and S3', () => {
  let database: Awaited<ReturnType<typeof createScratchPostgresDatabase>> | undefined;
  let s3Server: S3TestServer | undefined;
  let bucket: S3Config;
  let instanceA: ServerProcess;
  let instanceB: ServerProcess;
  let admin: TestClient;
  let ana: TestClient;
  let anaId: string;
  let ben: TestClient;
  let benId: string;
  let stranger: TestClient;
  let conversationId: string;
  const sockets: RealtimeTestClient[] = [];

  const connect = async (instance: ServerProcess, client: TestClient) => {
    const socket = await RealtimeTestClient.signedIn(instance.baseUrl, client);
    sockets.push(socket);
    return socket;
  };

  /** Two people and a direct conversation between them, made by the admin. */
  const newPair = async (phones: [string, string]) => {
    const [first, second] = phones.map(() => new TestClient(instanceA.baseUrl)) as [TestClient, TestClient];
    const firstId = (await signIn(first, phones[0])).user.id;
    const secondId = (await signIn(second, phones[1])).user.id;
    return { first, firstId, second, secondId, conversationId: await createDirectConversation(admin, firstId, secondId) };
  };

  beforeAll(async () => {
    database = await createScratchPostgresDatabase(databaseUrl!, 'tandem_multi');
    s3Server = await startS3TestServer();
    bucket = await s3Server.createBucket();
    const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl!, ADMIN_PHONES: adminPhone, ...s3Environment(bucket) };
    // Started together on an empty database, as a deploy of two instances would: both migrate.
    [instanceA, instanceB] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    admin = new TestClient(instanceA.baseUrl);
    await signIn(admin, adminPhone);
    const pair = await newPair(['+12025550123', '+12025550124']);
    ({ first: ana, firstId: anaId, second: ben, secondId: benId, conversationId } = pair);
    stranger = new TestClient(instanceA.baseUrl);
    await signIn(stranger, '+12025550125');
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  });
  afterAll(async () => {
    await Promise.all([instanceA?.close(), instanceB?.close()]);
    await database?.drop();
    await s3Server?.close();
  });

  it('accepts on B the session signed in on A, and on A the session refreshed on B', async () => {
    const dana = new TestClient(instanceA.baseUrl);
    const danaId = (await signIn(dana, '+12025550126')).user.id;
    const danaOnB = sameBrowserOn(dana, instanceB.baseUrl);
    expect((await danaOnB.get('/api/users/me')).body.id).toBe(danaId);

    expect((await danaOnB.post('/api/auth/refresh')).status).toBe(200);
    const backOnA = sameBrowserOn(danaOnB, instanceA.baseUrl);
    expect((await backOnA.get('/api/users/me')).body.id).toBe(danaId);
    const socketOnA = await connect(instanceA, backOnA);
    expect(socketOnA.all('hello')[0]?.userId).toBe(danaId);
  });

  it('refuses on B, at once, a session signed out on A, and closes its socket on B', async () => {
    const eve = new TestClient(instanceA.baseUrl);
    await signIn(eve, '+12025550141');
    const eveOnB = sameBrowserOn(eve, instanceB.baseUrl);
    const socketOnB = await connect(instanceB, eveOnB);
    expect((await eveOnB.get('/api/users/me')).status).toBe(200);

    expect((await eve.post('/api/auth/logout')).status).toBe(200);

    expect((await eveOnB.get('/api/users/me')).status).toBe(401);
    expect((await eveOnB.post('/api/creator-requests', { message: 'Book club evenings' })).status).toBe(401);
    expect(await socketOnB.closed).toEqual({ code: realtimeCloseCodes.forbidden, reason: realtimeCloseReasons.signedOut });
  });

  it('closes on B the socket of a user an admin blocks on A', async () => {
    const fay = new TestClient(instanceA.baseUrl);
    const fayId = (await signIn(fay, '+12025550142')).user.id;
    const socketOnB = await connect(instanceB, sameBrowserOn(fay, instanceB.baseUrl));

    expect((await admin.post(`/api/admin/users/${fayId}/block`)).status).toBe(200);

    expect(await socketOnB.closed).toEqual({ code: realtimeCloseCodes.forbidden, reason: realtimeCloseReasons.accountBlocked });
    expect((await sameBrowserOn(fay, instanceB.baseUrl).get('/api/users/me')).body.code).toBe('account_blocked');
  });

  it('delivers a message sent on A live to every tab of the other member, on B and on A', async () => {
    const anaTab = await connect(instanceA, ana);
    const benOnB = await connect(instanceB, ben);
    const benOnA = await connect(instanceA, ben);
    const clientId = randomUUID();
    anaTab.send({ type: 'send', conversationId, clientId, text: 'Hi Ben, from A' });

    const ack = await anaTab.next('ack');
    expect(ack).toMatchObject({ clientId, duplicate: false, message: { text: 'Hi Ben, from A', senderId: anaId } });
    expect((await benOnB.next('message')).message).toEqual(ack.message);
    expect((await benOnA.next('message')).message).toEqual(ack.message);
    const history = await sameBrowserOn(ben, instanceB.baseUrl).get(`/api/conversations/${conversationId}/messages`);
    expect(history.body.messages.at(-1)).toEqual(ack.message);
  });

  it('refuses on B, at once, the messages of a pair one of them blocks on A, though B had let them write', async () => {
    const { first, second, secondId, conversationId: theirs } = await newPair(['+12025550171', '+12025550172']);
    const firstOnB = await connect(instanceB, first);
    const secondOnB = await connect(instanceB, second);
    const hello = randomUUID();
    firstOnB.send({ type: 'send', conversationId: theirs, clientId: hello, text: 'Hello from B' });
    await firstOnB.next('ack', (event) => event.clientId === hello);
    await secondOnB.next('message', (event) => event.message.clientId === hello);

    expect((await first.put(`/api/blocks/${secondId}`, { kind: 'block' })).status).toBe(200);

    for (const tab of [secondOnB, firstOnB]) {
      const clientId = randomUUID();
      tab.send({ type: 'send', conversationId: theirs, clientId, text: 'Still there?' });
      expect((await tab.next('error', (event) => event.ref === clientId)).code).toBe('blocked');
    }
    expect(firstOnB.all('message')).toEqual([]);
    expect(secondOnB.all('message')).toHaveLength(1);
  });

  it('tells a tab on A about read marks and typing from B', async () => {
    const anaTab = await connect(instanceA, ana);
    const benTab = await connect(instanceB, ben);
    anaTab.send({ type: 'send', conversationId, clientId: randomUUID(), text: 'Read me' });
    const { message } = await benTab.next('message');

    benTab.send({ type: 'read', conversationId, sequence: message.sequence });
    expect(await anaTab.next('read')).toEqual({ type: 'read', conversationId, userId: benId, sequence: message.sequence });
    benTab.send({ type: 'typing', conversationId });
    expect(await anaTab.next('typing')).toEqual({ type: 'typing', conversationId, userId: benId });
  });

  it('shows on A who is online on B, and when they leave', async () => {
    // People of their own: no tab of an earlier test may still count as online.
    const { first: cleo, second: dan, secondId: danId, conversationId: theirs } = await newPair(['+12025550127', '+12025550128']);
    const cleoTab = await connect(instanceA, cleo);
    cleoTab.send({ type: 'open', conversationId: theirs, afterSequence: 0 });
    expect((await cleoTab.next('opened')).members).toContainEqual(expect.objectContaining({ userId: danId, online: false }));

    const danTab = await connect(instanceB, dan);
    expect(await cleoTab.next('presence', (event) => event.online)).toEqual({ type: 'presence', userId: danId, online: true });
    const cleoOtherTab = await connect(instanceA, cleo);
    cleoOtherTab.send({ type: 'open', conversationId: theirs, afterSequence: 0 });
    expect((await cleoOtherTab.next('opened')).members).toContainEqual(expect.objectContaining({ userId: danId, online: true }));

    await danTab.close();
    expect(await cleoTab.next('presence', (event) => !event.online)).toEqual({ type: 'presence', userId: danId, online: false });
  });

  it('rings a tab on B for a call started on A, relays signals both ways, and records the call for both', async () => {
    const anaTab = await connect(instanceA, ana);
    const benTab = await connect(instanceB, ben);
    const callId = randomUUID();
    anaTab.send({ type: 'call.start', conversationId, callId });
    for (const tab of [anaTab, benTab]) {
      expect((await tab.next('call')).call).toMatchObject({ id: callId, state: 'ringing', callerId: anaId, calleeId: benId });
    }

    benTab.send({ type: 'call.accept', callId });
    const connected = await anaTab.next('call', (event) => event.call.state === 'connected');
    expect(connected.call.calleeConnectionId).toBe(benTab.all('hello')[0]!.connectionId);
    expect(connected.call.callerConnectionId).toBe(anaTab.all('hello')[0]!.connectionId);

    anaTab.send({ type: 'call.signal', callId, signal: offer });
    expect(await benTab.next('call.signal')).toEqual({ type: 'call.signal', callId, fromUserId: anaId, signal: offer });
    benTab.send({ type: 'call.signal', callId, signal: answer });
    expect(await anaTab.next('call.signal')).toEqual({ type: 'call.signal', callId, fromUserId: benId, signal: answer });
    benTab.send({ type: 'call.signal', callId, signal: candidate });
    expect(await anaTab.next('call.signal', (event) => 'candidate' in event.signal)).toMatchObject({ signal: candidate });

    benTab.send({ type: 'call.hangup', callId });
    for (const tab of [anaTab, benTab]) {
      expect((await tab.next('call', (event) => event.call.state === 'ended')).call.outcome).toBe('completed');
      const record = await tab.next('message', (event) => event.message.call?.callId === callId);
      expect(record.message).toMatchObject({ kind: 'call_record', call: { callerId: anaId, outcome: 'completed' } });
    }
    for (const [client, instance] of [
      [ana, instanceA],
      [ben, instanceB],
    ] as const) {
      const history = await sameBrowserOn(client, instance.baseUrl).get(`/api/conversations/${conversationId}/messages`);
      expect(history.body.messages.at(-1)).toMatchObject({ kind: 'call_record', call: { callId, outcome: 'completed' } });
    }
  });

  it('lets an admin on B watch, read-only, what is said on A', async () => {
    const adminTab = await connect(instanceB, admin);
    adminTab.send({ type: 'open', conversationId, afterSequence: 0 });
    expect((await adminTab.next('opened')).readOnly).toBe(true);
    await adminTab.next('messages');
    const anaTab = await connect(instanceA, ana);
    anaTab.send({ type: 'send', conversationId, clientId: randomUUID(), text: 'watched from B' });
    expect((await adminTab.next('message')).message.text).toBe('watched from B');
  });

  it('keeps a stranger on B out of the conversation, over the socket and over HTTP', async () => {
    const strangerTab = await connect(instanceB, stranger);
    strangerTab.send({ type: 'open', conversationId, afterSequence: 0 });
    expect((await strangerTab.next('error')).code).toBe('not_found');
    expect((await sameBrowserOn(stranger, instanceB.baseUrl).get(`/api/conversations/${conversationId}/messages`)).status).toBe(404);

    const anaTab = await connect(instanceA, ana);
    const benTab = await connect(instanceB, ben);
    anaTab.send({ type: 'send', conversationId, clientId: randomUUID(), text: 'not for strangers' });
    // Once Ben's tab on B has it, anything meant for the stranger's tab on B would have come too.
    await benTab.next('message');
    strangerTab.events.length = 0;
    strangerTab.send({ type: 'ping' });
    await strangerTab.next('pong');
    expect(strangerTab.events.map((event) => event.type)).toEqual(['pong']);
  });

  it('serves on B, whole and by ranges, the picture and the voice note uploaded through A', async () => {
    const picture = new FormData();
    picture.append('picture', new Blob([new Uint8Array(await jpegPicture())], { type: 'image/jpeg' }), 'me.jpg');
    const uploadedPicture = await ana.request('POST', '/api/users/me/picture', { body: picture });
    expect(uploadedPicture.status).toBe(200);
    const audio = wavRecording(1);
    const voiceNote = new FormData();
    voiceNote.append('clientId', randomUUID());
    voiceNote.append('durationMs', '1000');
    voiceNote.append('audio', new Blob([new Uint8Array(audio)], { type: 'audio/wav' }), 'note.wav');
    const sent = await ana.request('POST', `/api/conversations/${conversationId}/voice-notes`, { body: voiceNote });
    expect(sent.status).toBe(201);

    // The picture as A stored it (re-encoded to WebP), read back on A.
    const picturePath = `/api/pictures/${uploadedPicture.body.picture_id}`;
    const storedPicture = await fetchMedia(ana, picturePath);
    expect(storedPicture.status).toBe(200);
    const benOnB = sameBrowserOn(ben, instanceB.baseUrl);
    const pictureOnB = await fetchMedia(benOnB, picturePath);
    expect(pictureOnB.status).toBe(200);
    expect(pictureOnB.bytes.equals(storedPicture.bytes)).toBe(true);
    const picturePartOnB = await fetchMedia(benOnB, picturePath, 'bytes=10-99');
    expect([picturePartOnB.status, picturePartOnB.contentRange]).toEqual([206, `bytes 10-99/${storedPicture.bytes.length}`]);
    expect(picturePartOnB.bytes.equals(storedPicture.bytes.subarray(10, 100))).toBe(true);

    const notePath = `/api/conversations/${conversationId}/voice-notes/${sent.body.message.voiceNote.mediaId}`;
    const noteOnB = await fetchMedia(benOnB, notePath);
    expect(noteOnB.status).toBe(200);
    expect(noteOnB.bytes.equals(audio)).toBe(true);
    const notePartOnB = await fetchMedia(benOnB, notePath, 'bytes=-100');
    expect([notePartOnB.status, notePartOnB.contentRange]).toEqual([
      206,
      `bytes ${audio.length - 100}-${audio.length - 1}/${audio.length}`,
    ]);
    expect(notePartOnB.bytes.equals(audio.subarray(audio.length - 100))).toBe(true);

    // Both live in the shared bucket, not in either instance's DATA_DIR.
    expect(await bucketKeys(bucket)).toEqual(
      [`pictures/${uploadedPicture.body.picture_id}.webp`, `voice-notes/${sent.body.message.voiceNote.mediaId}.wav`].sort(),
    );
  });
});
