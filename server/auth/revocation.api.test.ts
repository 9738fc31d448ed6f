import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { realtimeCloseCodes, realtimeCloseReasons } from '../../shared/realtime/connection.ts';
import { RealtimeTestClient } from '../testing/realtime-test-client.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

const phone = '+12025550123';

/** The same browser's cookies as they are now, kept after the client itself signs out. */
function copyOf(client: TestClient): TestClient {
  const copy = new TestClient(client.baseUrl);
  for (const [name, cookie] of client.cookies) copy.cookies.set(name, cookie);
  return copy;
}

describe.each(testDialects)('a session that ends is refused on the very next request (%s)', (dialect) => {
  let server: TestServer;
  const sockets: RealtimeTestClient[] = [];

  const connect = async (client: TestClient) => {
    const socket = await RealtimeTestClient.signedIn(server.baseUrl, client);
    sockets.push(socket);
    return socket;
  };

  beforeEach(async () => {
    server = await startTestServer(dialect);
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
    await server.close();
  });

  it('after logout the old access cookie is refused for reads and writes, and its socket is closed', async () => {
    const client = new TestClient(server.baseUrl);
    await signIn(client, phone);
    const stale = copyOf(client);
    const socket = await connect(client);

    expect((await client.post('/api/auth/logout')).status).toBe(200);

    const read = await stale.get('/api/users/me');
    expect(read.status).toBe(401);
    expect(read.body.code).toBe('unauthenticated');
    const write = await stale.post('/api/creator-requests', { message: 'Book club evenings' });
    expect(write.status).toBe(401);
    expect(await server.database.db.selectFrom('creator_requests').select('id').execute()).toEqual([]);
    // Nor can the old refresh token mint a new access token.
    expect((await stale.post('/api/auth/refresh')).status).toBe(401);

    expect(await socket.closed).toEqual({ code: realtimeCloseCodes.forbidden, reason: realtimeCloseReasons.signedOut });
    expect(socket.all('session.revoked')).toEqual([{ type: 'session.revoked', reason: 'signed_out' }]);
    // And a new socket with the old cookie is refused.
    const again = await RealtimeTestClient.connect(server.baseUrl, stale);
    expect((await again.closed).code).toBe(realtimeCloseCodes.sessionExpired);
  });

  it('logging out ends only that session: another device stays signed in', async () => {
    const laptop = new TestClient(server.baseUrl);
    const phoneDevice = new TestClient(server.baseUrl);
    await signIn(laptop, phone);
    server.clock.advance(31_000);
    await signIn(phoneDevice, phone);
    const phoneSocket = await connect(phoneDevice);
    const laptopSocket = await connect(laptop);

    await laptop.post('/api/auth/logout');

    expect((await laptopSocket.closed).code).toBe(realtimeCloseCodes.forbidden);
    expect((await phoneDevice.get('/api/users/me')).status).toBe(200);
    phoneSocket.send({ type: 'ping' });
    await phoneSocket.next('pong');
  });

  it('"sign out everywhere" ends every session of the caller, this one included', async () => {
    const laptop = new TestClient(server.baseUrl);
    const phoneDevice = new TestClient(server.baseUrl);
    await signIn(laptop, phone);
    server.clock.advance(31_000);
    await signIn(phoneDevice, phone);
    const staleLaptop = copyOf(laptop);
    const sockets = [await connect(laptop), await connect(phoneDevice)];

    const response = await laptop.post('/api/auth/sign-out-everywhere');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(laptop.cookies.size).toBe(0);

    for (const client of [staleLaptop, phoneDevice]) {
      expect((await client.get('/api/users/me')).status).toBe(401);
      expect((await client.post('/api/auth/refresh')).status).toBe(401);
    }
    for (const socket of sockets) {
      expect(await socket.closed).toEqual({ code: realtimeCloseCodes.forbidden, reason: realtimeCloseReasons.signedOut });
    }
    const rows = await server.database.db.selectFrom('sessions').select(['revoked_at', 'revoked_reason']).execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.revoked_at !== null && row.revoked_reason === 'sign_out_everywhere')).toBe(true);
  });

  it('"sign out everywhere" refuses a stranger and changes nothing', async () => {
    const client = new TestClient(server.baseUrl);
    await signIn(client, phone);
    const response = await new TestClient(server.baseUrl).post('/api/auth/sign-out-everywhere');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('unauthenticated');
    expect((await client.get('/api/users/me')).status).toBe(200);
  });
});
