import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limits } from '../../shared/limits.ts';
import { signInBudgets } from './sign-in-budgets.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';
import { latestCode, signIn, TestClient } from '../testing/test-client.ts';

const phone = '+12025550123';

describe.each(testDialects)('sign-in by phone code (%s)', (dialect) => {
  let server: TestServer;
  let client: TestClient;

  beforeEach(async () => {
    server = await startTestServer(dialect, { ADMIN_PHONES: '+12025550199' });
    client = new TestClient(server.baseUrl);
  });
  afterEach(() => server.close());

  it('sends a code, normalises the number, and signs a new user in with httpOnly cookies', async () => {
    const requested = await client.post('/api/auth/otp', { phoneNumber: '(202) 555-0123' });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ phoneNumber: phone, resendAfterSeconds: 30, expiresInSeconds: 600 });

    const code = await latestCode(client, phone);
    const verified = await client.post('/api/auth/otp/verify', { phoneNumber: phone, code });
    expect(verified.status).toBe(200);
    expect(verified.body.isNewUser).toBe(true);
    expect(verified.body.user).toMatchObject({ phone_number: phone, role: 'USER', generalDossier: null });

    const setCookies = verified.headers.getSetCookie();
    expect(setCookies).toHaveLength(2);
    for (const cookie of setCookies) {
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);
    }
    expect(setCookies.find((cookie) => cookie.startsWith('tandem_refresh='))).toMatch(/Path=\/api\/auth/);

    const me = await client.get('/api/users/me');
    expect(me.status).toBe(200);
    expect(Object.keys(me.body).sort()).toEqual(
      ['email', 'generalDossier', 'id', 'linkedin', 'name', 'notificationPreferences', 'phone_number', 'picture_id', 'role'].sort(),
    );
  });

  it('a returning user is not new', async () => {
    await signIn(client, phone);
    server.clock.advance(31_000);
    const again = await signIn(new TestClient(server.baseUrl), phone);
    expect(again.isNewUser).toBe(false);
  });

  it('answers the same for a known and an unknown number', async () => {
    await signIn(client, phone);
    server.clock.advance(31_000);
    const known = await new TestClient(server.baseUrl).post('/api/auth/otp', { phoneNumber: phone });
    const unknown = await new TestClient(server.baseUrl).post('/api/auth/otp', { phoneNumber: '+12025550124' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect({ ...known.body, phoneNumber: undefined }).toEqual({ ...unknown.body, phoneNumber: undefined });
    expect(known.headers.getSetCookie()).toEqual(unknown.headers.getSetCookie());
  });

  it('stores codes only as hashes', async () => {
    await client.post('/api/auth/otp', { phoneNumber: phone });
    const code = await latestCode(client, phone);
    const row = await server.database.db.selectFrom('sign_in_codes').selectAll().executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toHaveLength(43);
  });

  it('refuses an invalid phone number with a clear error and sends nothing', async () => {
    const response = await client.post('/api/auth/otp', { phoneNumber: '+1 555 0100' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_phone_number');
    const outbox = await client.get('/api/dev/outbox');
    expect(outbox.body).toEqual([]);
  });

  it('refuses an expired code', async () => {
    await client.post('/api/auth/otp', { phoneNumber: phone });
    const code = await latestCode(client, phone);
    server.clock.advance(limits.otpValidSeconds * 1000 + 1);
    const response = await client.post('/api/auth/otp/verify', { phoneNumber: phone, code });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('code_expired');
    expect((await client.get('/api/users/me')).status).toBe(401);
  });

  it('refuses a sixth try of a code from one address, even the right code, with Retry-After', async () => {
    await client.post('/api/auth/otp', { phoneNumber: phone });
    const code = await latestCode(client, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= signInBudgets.triesPerAddressPerTenMinutes; attempt++) {
      const response = await client.post('/api/auth/otp/verify', { phoneNumber: phone, code: wrong });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 'invalid_code', message: expect.stringMatching(/not right/) });
    }
    const sixth = await client.post('/api/auth/otp/verify', { phoneNumber: phone, code });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ code: 'too_many_attempts', message: expect.stringMatching(/\w+ \w+/) });
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a code signs in only once', async () => {
    await client.post('/api/auth/otp', { phoneNumber: phone });
    const code = await latestCode(client, phone);
    expect((await client.post('/api/auth/otp/verify', { phoneNumber: phone, code })).status).toBe(200);
    const replay = await new TestClient(server.baseUrl).post('/api/auth/otp/verify', { phoneNumber: phone, code });
    expect(replay.status).toBe(400);
  });

  it('refuses a resend within 30 seconds, with Retry-After', async () => {
    expect((await client.post('/api/auth/otp', { phoneNumber: phone })).status).toBe(200);
    server.clock.advance(10_000);
    const tooSoon = await client.post('/api/auth/otp', { phoneNumber: phone });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.code).toBe('otp_resend_too_soon');
    expect(tooSoon.headers.get('retry-after')).toBe('20');
    server.clock.advance(20_000);
    expect((await client.post('/api/auth/otp', { phoneNumber: phone })).status).toBe(200);
  });

  it('makes one address wait longer before each next code to one number: 30 s, then 1, 2, 4 and 8 minutes', async () => {
    for (const wait of [30, 60, 120, 240, 480, 480]) {
      const sent = await client.post('/api/auth/otp', { phoneNumber: phone });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(sent.body.resendAfterSeconds).toBe(wait);
      server.clock.advance((wait - 1) * 1000);
      const tooSoon = await client.post('/api/auth/otp', { phoneNumber: phone });
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.body.code).toBe('otp_resend_too_soon');
      expect(tooSoon.headers.get('retry-after')).toBe('1');
      server.clock.advance(1000);
    }
  });

  it('accepts at most 30 code requests an hour from one IP address', async () => {
    for (let sent = 0; sent < signInBudgets.codesPerAddressPerHour; sent++) {
      const number = `+1202555${String(100 + sent).padStart(4, '0')}`;
      expect((await client.post('/api/auth/otp', { phoneNumber: number })).status).toBe(200);
    }
    const refused = await client.post('/api/auth/otp', { phoneNumber: '+12025550199' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_requests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('gives ADMIN_PHONES numbers the ADMIN role', async () => {
    const admin = await signIn(client, '+12025550199');
    expect(admin.user.role).toBe('ADMIN');
  });
});

describe.each(testDialects)('sessions (%s)', (dialect) => {
  let server: TestServer;
  let client: TestClient;

  beforeEach(async () => {
    server = await startTestServer(dialect);
    client = new TestClient(server.baseUrl);
    await signIn(client, phone);
  });
  afterEach(() => server.close());

  it('an access cookie lasts 15 minutes, then a refresh renews it', async () => {
    server.clock.advance(limits.accessTokenSeconds * 1000 + 1);
    expect((await client.get('/api/users/me')).status).toBe(401);
    const refreshed = await client.post('/api/auth/refresh');
    expect(refreshed.status).toBe(200);
    expect((await client.get('/api/users/me')).status).toBe(200);
  });

  it('rotates the refresh token; reusing a rotated one revokes the whole family', async () => {
    const stolen = client.cookies.get('tandem_refresh')!.value;
    expect((await client.post('/api/auth/refresh')).status).toBe(200);
    expect(client.cookies.get('tandem_refresh')!.value).not.toBe(stolen);

    server.clock.advance(60_000);
    const thief = new TestClient(server.baseUrl);
    thief.cookies.set('tandem_refresh', { value: stolen, path: '/api/auth' });
    const reuse = await thief.post('/api/auth/refresh');
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('session_revoked');

    // The rightful holder's newer token dies with the family.
    const owner = await client.post('/api/auth/refresh');
    expect(owner.status).toBe(401);
  });

  it('two tabs refreshing at once both stay signed in', async () => {
    const shared = client.cookies.get('tandem_refresh')!.value;
    const otherTab = new TestClient(server.baseUrl);
    otherTab.cookies.set('tandem_refresh', { value: shared, path: '/api/auth' });
    const [first, second] = await Promise.all([client.post('/api/auth/refresh'), otherTab.post('/api/auth/refresh')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await client.post('/api/auth/refresh')).status).toBe(200);
  });

  it('the session probe names the signed-in user, and answers nobody (200, not 401) to a stranger', async () => {
    const signedIn = await client.get('/api/auth/session');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ phone_number: phone });

    const stranger = await new TestClient(server.baseUrl).get('/api/auth/session');
    expect(stranger.status).toBe(200);
    expect(stranger.body).toEqual({ user: null });
  });

  it('the session probe renews an expired access cookie from the refresh cookie', async () => {
    server.clock.advance(limits.accessTokenSeconds * 1000 + 1);
    const stale = client.cookies.get('tandem_refresh')!.value;
    const probe = await client.get('/api/auth/session');
    expect(probe.body.user).toMatchObject({ phone_number: phone });
    expect(client.cookies.get('tandem_refresh')!.value).not.toBe(stale);
    expect((await client.get('/api/users/me')).status).toBe(200);
  });

  it('the session probe answers nobody once the session is over, and clears its cookies', async () => {
    server.clock.advance(limits.refreshTokenDays * 24 * 60 * 60 * 1000 + 1);
    const probe = await client.get('/api/auth/session');
    expect(probe.status).toBe(200);
    expect(probe.body).toEqual({ user: null });
    expect(client.cookies.size).toBe(0);
  });

  it('refuses a refresh after 30 days', async () => {
    server.clock.advance(limits.refreshTokenDays * 24 * 60 * 60 * 1000 + 1);
    expect((await client.post('/api/auth/refresh')).status).toBe(401);
  });

  it('logout revokes the session and clears both cookies', async () => {
    const refreshToken = client.cookies.get('tandem_refresh')!.value;
    const response = await client.post('/api/auth/logout');
    expect(response.status).toBe(200);
    expect(client.cookies.size).toBe(0);
    expect((await client.get('/api/users/me')).status).toBe(401);
    const replay = new TestClient(server.baseUrl);
    replay.cookies.set('tandem_refresh', { value: refreshToken, path: '/api/auth' });
    expect((await replay.post('/api/auth/refresh')).status).toBe(401);
  });

  it('refuses a forged access cookie', async () => {
    const [payload] = client.cookies.get('tandem_access')!.value.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), uid: 'someone-else' }),
    ).toString('base64url');
    client.cookies.set('tandem_access', { value: `${forged}.${'A'.repeat(43)}`, path: '/' });
    expect((await client.get('/api/users/me')).status).toBe(401);
  });

  it('refuses state-changing requests from another origin', async () => {
    const crossSite = await client.request('PATCH', '/api/users/me', {
      json: { name: 'Mallory' },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.code).toBe('cross_origin_refused');
    const fetchMetadata = await client.request('POST', '/api/auth/logout', {
      json: {},
      headers: { origin: '', 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchMetadata.status).toBe(403);
    expect((await client.get('/api/users/me')).body.name).toBeNull();
  });
});
