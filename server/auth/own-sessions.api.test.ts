import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limits } from '../../shared/limits.ts';
import { latestCode, signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

const phone = '+12025550147';
const laptopAgent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const recentMs = limits.recentAuthenticationMinutes * 60 * 1000;

/** Signs in through the real code flow with a browser's user agent. */
async function signInWithAgent(client: TestClient, phoneNumber: string, userAgent: string) {
  await client.post('/api/auth/otp', { phoneNumber }, { 'user-agent': userAgent });
  const code = await latestCode(client, phoneNumber);
  const verified = await client.post('/api/auth/otp/verify', { phoneNumber, code }, { 'user-agent': userAgent });
  expect(verified.status).toBe(200);
}

describe.each(testDialects)('where a person is signed in (%s)', (dialect) => {
  let server: TestServer;
  let laptop: TestClient;
  let phoneDevice: TestClient;

  beforeEach(async () => {
    server = await startTestServer(dialect);
    laptop = new TestClient(server.baseUrl);
    phoneDevice = new TestClient(server.baseUrl);
    await signInWithAgent(laptop, phone, laptopAgent);
    await signIn(phoneDevice, phone);
  });
  afterEach(() => server.close());

  const sessionsOf = async (client: TestClient) => {
    const listed = await client.get('/api/auth/sessions');
    expect(listed.status).toBe(200);
    return listed.body as { sessions: { id: string; device: string | null; current: boolean }[]; recentUntil: string | null };
  };

  it('lists every live session of the caller with its device, this browser marked', async () => {
    const { sessions, recentUntil } = await sessionsOf(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions.find((session) => session.current)?.device).toBe('Chrome 131 on macOS Catalina');
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(Date.parse(recentUntil!)).toBeGreaterThan(server.clock.now());

    expect((await laptop.post('/api/auth/logout')).status).toBe(200);
    expect((await sessionsOf(phoneDevice)).sessions.map((session) => session.current)).toEqual([true]);
  });

  it('ends the earlier session of a browser that signs in again, so none stays alive behind the new one', async () => {
    const earlier = new TestClient(server.baseUrl);
    for (const [name, cookie] of laptop.cookies) earlier.cookies.set(name, { ...cookie });
    await signInWithAgent(laptop, phone, laptopAgent);

    const { sessions } = await sessionsOf(laptop);
    expect(sessions).toHaveLength(2);
    expect((await earlier.get('/api/users/me')).status).toBe(401);
    expect((await earlier.post('/api/auth/refresh')).status).toBe(401);
    const rows = await server.database.db.selectFrom('sessions').select('revoked_reason').where('revoked_at', 'is not', null).execute();
    expect(rows.map((row) => row.revoked_reason)).toEqual(['replaced_by_sign_in']);
  });

  it('ends another session at once when this one signed in recently', async () => {
    const other = (await sessionsOf(laptop)).sessions.find((session) => !session.current)!;
    const ended = await laptop.request('DELETE', `/api/auth/sessions/${other.id}`);
    expect(ended.status).toBe(200);
    expect((await phoneDevice.get('/api/users/me')).status).toBe(401);
    expect((await phoneDevice.post('/api/auth/refresh')).status).toBe(401);
    expect((await laptop.get('/api/users/me')).status).toBe(200);
  });

  it('asks for a new code once the sign-in is older than the recent window, and the code renews the tokens', async () => {
    server.clock.advance(recentMs + 1000);
    const listed = await sessionsOf(laptop);
    expect(listed.recentUntil).toBeNull();
    const other = listed.sessions.find((session) => !session.current)!;

    const refused = await laptop.request('DELETE', `/api/auth/sessions/${other.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('reauthentication_required');
    expect((await phoneDevice.get('/api/users/me')).status).toBe(200);

    // A wrong code changes nothing.
    expect((await laptop.post('/api/auth/otp', { phoneNumber: phone })).status).toBe(200);
    const code = await latestCode(laptop, phone);
    const wrong = await laptop.post('/api/auth/reauthenticate', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect((await sessionsOf(laptop)).recentUntil).toBeNull();

    const refreshBefore = laptop.cookies.get('tandem_refresh')!.value;
    const confirmed = await laptop.post('/api/auth/reauthenticate', { code });
    expect(confirmed.status).toBe(200);
    expect(laptop.cookies.get('tandem_refresh')!.value).not.toBe(refreshBefore);
    expect((await sessionsOf(laptop)).recentUntil).not.toBeNull();
    // The code was used: it cannot confirm a second time.
    expect((await laptop.post('/api/auth/reauthenticate', { code })).status).toBe(400);

    expect((await laptop.request('DELETE', `/api/auth/sessions/${other.id}`)).status).toBe(200);
    expect((await phoneDevice.get('/api/users/me')).status).toBe(401);
  });

  it('signs out every other device at once, from a recent sign-in only', async () => {
    const tablet = new TestClient(server.baseUrl);
    await signIn(tablet, phone);
    server.clock.advance(recentMs + 1000);
    const refused = await laptop.request('DELETE', '/api/auth/sessions');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('reauthentication_required');
    expect((await tablet.get('/api/users/me')).status).toBe(200);

    const ended = await tablet.request('DELETE', '/api/auth/sessions');
    expect(ended.status, JSON.stringify(ended.body)).toBe(403);
    await tablet.post('/api/auth/otp', { phoneNumber: phone });
    expect((await tablet.post('/api/auth/reauthenticate', { code: await latestCode(tablet, phone) })).status).toBe(200);
    const all = await tablet.request('DELETE', '/api/auth/sessions');
    expect(all.body).toEqual({ ended: 2 });
    for (const client of [laptop, phoneDevice]) expect((await client.get('/api/users/me')).status).toBe(401);
    expect((await sessionsOf(tablet)).sessions.map((session) => session.current)).toEqual([true]);
  });

  it("refuses a stranger, another person's session and the caller's own", async () => {
    const anonymous = new TestClient(server.baseUrl);
    expect((await anonymous.get('/api/auth/sessions')).status).toBe(401);
    expect((await anonymous.post('/api/auth/reauthenticate', { code: '123456' })).status).toBe(401);

    const stranger = new TestClient(server.baseUrl);
    await signIn(stranger, '+12025550148');
    const mine = (await sessionsOf(laptop)).sessions;
    for (const session of mine) {
      const refused = await stranger.request('DELETE', `/api/auth/sessions/${session.id}`);
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('not_found');
    }
    expect((await sessionsOf(stranger)).sessions).toHaveLength(1);

    const current = mine.find((session) => session.current)!;
    const own = await laptop.request('DELETE', `/api/auth/sessions/${current.id}`);
    expect(own.status).toBe(400);
    expect(own.body.code).toBe('current_session');
    expect((await laptop.get('/api/users/me')).status).toBe(200);
    expect((await phoneDevice.get('/api/users/me')).status).toBe(200);
  });
});
