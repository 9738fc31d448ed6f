import { afterEach, describe, expect, it } from 'vitest';
import type { Passkey, PasskeyList } from '../../shared/api/passkeys.ts';
import { limits } from '../../shared/limits.ts';
import { SoftwareAuthenticator } from '../testing/software-authenticator.ts';
import { latestCode, signIn, TestClient, type TestResponse } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';
import { passkeyBudgets } from './passkeys.service.ts';
import { signInBudgets } from './sign-in-budgets.ts';

const owner = '+12025550141';
const other = '+12025550142';

/** Passkeys over real HTTP, with answers made by a software authenticator the server checks like a browser's. */
describe.each(testDialects)('passkeys (%s)', (dialect) => {
  let server: TestServer;
  afterEach(() => server.close());

  const start = async (env: Record<string, string> = {}) => {
    server = await startTestServer(dialect, env);
    const { passkeys } = server.config;
    if ('unavailable' in passkeys) throw new Error(passkeys.unavailable);
    return passkeys;
  };
  const textsSent = async () => (await server.database.db.selectFrom('sms_outbox').select('id').execute()).length;
  const expectError = (answer: TestResponse, status: number, code: string) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body).toEqual({ code, message: expect.stringMatching(/\w+ \w+ \w+/) });
  };

  async function signedIn(phoneNumber: string) {
    const client = new TestClient(server.baseUrl);
    const { user } = await signIn(client, phoneNumber);
    return { client, userId: user.id };
  }

  async function addPasskey(client: TestClient, authenticator: SoftwareAuthenticator, name?: string): Promise<Passkey> {
    const options = await client.post('/api/users/me/passkeys/registration-options');
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    const added = await client.post('/api/users/me/passkeys', { response: authenticator.create(options.body), name });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return added.body as Passkey;
  }

  async function signInWithPasskey(
    client: TestClient,
    authenticator: SoftwareAuthenticator,
    headers: Record<string, string> = {},
  ): Promise<TestResponse> {
    const options = await client.post('/api/auth/passkey/options', {}, headers);
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    return client.post('/api/auth/passkey/verify', { response: authenticator.get(options.body) }, headers);
  }

  it('adds a passkey after signing in, then signs in with it: the same session cookies as a code, no text sent', async () => {
    const { origin, rpId } = await start();
    const authenticator = new SoftwareAuthenticator(origin);
    const { client, userId } = await signedIn(owner);
    const options = await client.post('/api/users/me/passkeys/registration-options');
    expect(options.body).toMatchObject({
      rp: { name: 'Tandem', id: rpId },
      user: { name: owner },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    });
    const added = await client.post(
      '/api/users/me/passkeys',
      { response: authenticator.create(options.body) },
      { 'user-agent': chromeOnMac },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(String),
      name: 'Chrome on macOS',
      createdAt: expect.any(Number),
      lastUsedAt: null,
      backedUp: false,
    });

    const sentBefore = await textsSent();
    const browser = new TestClient(server.baseUrl);
    const signedInAnswer = await signInWithPasskey(browser, authenticator);
    expect(signedInAnswer.status, JSON.stringify(signedInAnswer.body)).toBe(200);
    expect(signedInAnswer.body).toMatchObject({ user: { id: userId, phone_number: owner }, isNewUser: false });
    expect([...browser.cookies.keys()].sort()).toEqual(['tandem_access', 'tandem_refresh']);
    expect((await browser.get('/api/users/me')).body).toMatchObject({ id: userId });
    expect((await browser.post('/api/auth/refresh')).status).toBe(200);
    expect(await textsSent()).toBe(sentBefore);

    const list = await browser.get<PasskeyList>('/api/users/me/passkeys');
    expect(list.body.passkeys).toEqual([{ ...added.body, lastUsedAt: expect.any(Number) }]);
    const renamed = await browser.patch(`/api/users/me/passkeys/${added.body.id}`, { name: '  Work laptop ' });
    expect(renamed.body).toMatchObject({ id: added.body.id, name: 'Work laptop' });
    expectError(await browser.patch(`/api/users/me/passkeys/${added.body.id}`, { name: ' ' }), 400, 'invalid_request');
    expect((await browser.get<PasskeyList>('/api/users/me/passkeys')).body.passkeys.map((passkey) => passkey.name)).toEqual([
      'Work laptop',
    ]);
  });

  it('uses each challenge once: a replayed answer, a challenge of someone else or for the other step, an expired one and a foreign origin are refused', async () => {
    const { origin } = await start();
    const authenticator = new SoftwareAuthenticator(origin);
    const { client } = await signedIn(owner);
    const stranger = await signedIn(other);
    await addPasskey(client, authenticator);

    // The same signed answer twice: the second finds its challenge used.
    const options = await new TestClient(server.baseUrl).post('/api/auth/passkey/options');
    const answer = authenticator.get(options.body);
    expect((await new TestClient(server.baseUrl).post('/api/auth/passkey/verify', { response: answer })).status).toBe(200);
    expectError(
      await new TestClient(server.baseUrl).post('/api/auth/passkey/verify', { response: answer }),
      400,
      'passkey_challenge_invalid',
    );

    // A challenge handed to another person for adding their passkey adds nothing to the caller.
    const theirs = await stranger.client.post('/api/users/me/passkeys/registration-options');
    const foreign = new SoftwareAuthenticator(origin).create({
      ...theirs.body,
      user: (await client.post('/api/users/me/passkeys/registration-options')).body.user,
    });
    expectError(await client.post('/api/users/me/passkeys', { response: foreign }), 400, 'passkey_challenge_invalid');
    // Nor signs anyone in: a challenge is for one step only.
    const forSignIn = authenticator.get({ rpId: theirs.body.rp.id, challenge: theirs.body.challenge });
    expectError(
      await new TestClient(server.baseUrl).post('/api/auth/passkey/verify', { response: forSignIn }),
      400,
      'passkey_challenge_invalid',
    );

    // A challenge Tandem never made, and one past its five minutes.
    const made = authenticator.get({ ...options.body, challenge: 'bm90LWEtdGFuZGVtLWNoYWxsZW5nZQ' });
    expectError(
      await new TestClient(server.baseUrl).post('/api/auth/passkey/verify', { response: made }),
      400,
      'passkey_challenge_invalid',
    );
    const late = await new TestClient(server.baseUrl).post('/api/auth/passkey/options');
    server.clock.advance(5 * 60_000 + 1000);
    const expired = await new TestClient(server.baseUrl).post('/api/auth/passkey/verify', { response: authenticator.get(late.body) });
    expectError(expired, 400, 'passkey_challenge_invalid');

    // A page of another site relaying Tandem's challenge: the browser reports that site, and it fails.
    const relayed = await new TestClient(server.baseUrl).post('/api/auth/passkey/options');
    const phished = authenticator.get(relayed.body, { origin: 'https://tandem-login.example' });
    expectError(await new TestClient(server.baseUrl).post('/api/auth/passkey/verify', { response: phished }), 400, 'passkey_not_verified');
    // Its challenge went with it.
    const retried = authenticator.get(relayed.body);
    expectError(
      await new TestClient(server.baseUrl).post('/api/auth/passkey/verify', { response: retried }),
      400,
      'passkey_challenge_invalid',
    );
  });

  it('refuses a counter that went back, as a cloned authenticator shows', async () => {
    const { origin } = await start();
    const authenticator = new SoftwareAuthenticator(origin);
    const { client } = await signedIn(owner);
    const passkey = await addPasskey(client, authenticator);
    expect((await signInWithPasskey(new TestClient(server.baseUrl), authenticator)).status).toBe(200);
    const credentialId = (
      await server.database.db.selectFrom('passkeys').select('credential_id').where('id', '=', passkey.id).executeTakeFirstOrThrow()
    ).credential_id;
    authenticator.rewindCounter(credentialId, 1);
    expectError(await signInWithPasskey(new TestClient(server.baseUrl), authenticator), 400, 'passkey_not_verified');
  });

  it("lets nobody rename or remove another person's passkey (404, as a missing one), and nobody signed out near the list", async () => {
    const { origin } = await start();
    const authenticator = new SoftwareAuthenticator(origin);
    const { client } = await signedIn(owner);
    const stranger = await signedIn(other);
    const passkey = await addPasskey(client, authenticator, 'My phone');

    expectError(await stranger.client.request('DELETE', `/api/users/me/passkeys/${passkey.id}`), 404, 'not_found');
    expectError(await stranger.client.patch(`/api/users/me/passkeys/${passkey.id}`, { name: 'Mine now' }), 404, 'not_found');
    expect((await stranger.client.get<PasskeyList>('/api/users/me/passkeys')).body.passkeys).toEqual([]);
    const anonymous = new TestClient(server.baseUrl);
    expectError(await anonymous.get('/api/users/me/passkeys'), 401, 'unauthenticated');
    expectError(await anonymous.post('/api/users/me/passkeys/registration-options'), 401, 'unauthenticated');
    expectError(await anonymous.request('DELETE', `/api/users/me/passkeys/${passkey.id}`), 401, 'unauthenticated');
    expect((await client.get<PasskeyList>('/api/users/me/passkeys')).body.passkeys).toEqual([passkey]);

    expect((await client.request('DELETE', `/api/users/me/passkeys/${passkey.id}`)).status).toBe(200);
    expect((await client.get<PasskeyList>('/api/users/me/passkeys')).body.passkeys).toEqual([]);
    expectError(await signInWithPasskey(anonymous, authenticator), 400, 'passkey_unknown');
  });

  it("signs in with a passkey while strangers have spent the number's texts and tries of the day", async () => {
    const { origin } = await start({ TRUST_PROXY: '1' });
    const authenticator = new SoftwareAuthenticator(origin);
    const { client } = await signedIn(owner);
    await addPasskey(client, authenticator);
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const requests = new TestClient(server.baseUrl);

    // Strangers on many networks ask for codes to the number, then try wrong ones, until both run out.
    for (let stranger = 0; stranger < signInBudgets.codesPerNumberPerHour; stranger += 1) {
      await requests.post('/api/auth/otp', { phoneNumber: owner }, from(`198.51.${stranger}.9`));
    }
    const code = await latestCode(requests, owner);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < signInBudgets.triesPerNumberPerDay; attempt += 1) {
      await requests.post('/api/auth/otp/verify', { phoneNumber: owner, code: wrong }, from(`192.0.${attempt}.9`));
    }
    const ownAddress = from('203.0.113.7');
    expectError(await requests.post('/api/auth/otp', { phoneNumber: owner }, ownAddress), 429, 'number_busy');
    expectError(await requests.post('/api/auth/otp/verify', { phoneNumber: owner, code }, ownAddress), 429, 'too_many_attempts');

    const sentBefore = await textsSent();
    const withPasskey = await signInWithPasskey(new TestClient(server.baseUrl), authenticator, ownAddress);
    expect(withPasskey.status, JSON.stringify(withPasskey.body)).toBe(200);
    expect(withPasskey.body.user.phone_number).toBe(owner);
    expect(await textsSent()).toBe(sentBefore);
  });

  it('bounds the passkey sign-ins of one address, while another network gets through', async () => {
    await start({ TRUST_PROXY: '1' });
    const anonymous = new TestClient(server.baseUrl);
    const ask = (address: string) => anonymous.post('/api/auth/passkey/options', {}, { 'x-forwarded-for': address });
    for (let request = 0; request < passkeyBudgets.signInsPerAddressPerHour; request += 1) {
      expect((await ask('203.0.113.7')).status).toBe(200);
    }
    const refused = await ask('203.0.113.7');
    expectError(refused, 429, 'too_many_requests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ask('198.51.100.7')).status).toBe(200);
  });

  it('removes the passkeys of a deleted account', async () => {
    const { origin } = await start();
    const authenticator = new SoftwareAuthenticator(origin);
    const { client, userId } = await signedIn(owner);
    await addPasskey(client, authenticator);
    expect((await client.request('DELETE', '/api/users/me', { json: { confirm: 'DELETE' } })).status).toBe(200);
    expect(await server.database.db.selectFrom('passkeys').select('id').where('user_id', '=', userId).execute()).toEqual([]);
    expectError(await signInWithPasskey(new TestClient(server.baseUrl), authenticator), 400, 'passkey_unknown');
  });

  it('asks for a fresh code before adding or removing a passkey once the sign-in is old, and a passkey sign-in counts as fresh', async () => {
    const { origin } = await start();
    const authenticator = new SoftwareAuthenticator(origin);
    const { client } = await signedIn(owner);
    const passkey = await addPasskey(client, authenticator);
    server.clock.advance((limits.recentAuthenticationMinutes + 1) * 60 * 1000);
    expect((await client.post('/api/auth/refresh')).status).toBe(200);

    expectError(await client.post('/api/users/me/passkeys/registration-options'), 403, 'reauthentication_required');
    expectError(await client.request('DELETE', `/api/users/me/passkeys/${passkey.id}`), 403, 'reauthentication_required');
    expect((await client.get<PasskeyList>('/api/users/me/passkeys')).body.passkeys).toHaveLength(1);

    await client.post('/api/auth/otp', { phoneNumber: owner });
    expect((await client.post('/api/auth/reauthenticate', { code: await latestCode(client, owner) })).status).toBe(200);
    expect((await client.request('DELETE', `/api/users/me/passkeys/${passkey.id}`)).status).toBe(200);

    // A session begun with a passkey has just proven who it is.
    const second = await addPasskey(client, authenticator);
    const byPasskey = new TestClient(server.baseUrl);
    server.clock.advance((limits.recentAuthenticationMinutes + 1) * 60 * 1000);
    expect((await signInWithPasskey(byPasskey, authenticator)).status).toBe(200);
    expect((await byPasskey.request('DELETE', `/api/users/me/passkeys/${second.id}`)).status).toBe(200);
  });

  it('answers 503 passkeys_unavailable, saying why, where PUBLIC_URL cannot hold passkeys', async () => {
    server = await startTestServer(dialect, { PUBLIC_URL: 'http://192.0.2.10:3000' });
    const answer = await new TestClient(server.baseUrl).post('/api/auth/passkey/options');
    expectError(answer, 503, 'passkeys_unavailable');
    expect(answer.body.message).toContain('IP address');
  });
});

const chromeOnMac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
