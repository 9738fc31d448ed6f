import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limits } from '../../shared/limits.ts';
import { signOutEveryone } from '../admin/sign-out-everyone.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { hashToken } from './session-tokens.ts';

/** Properties of sessions that OWASP ASVS 5.0 level 2 asks for (docs/security.md lists each with its test). */
describe.each(testDialects)('session security (%s)', (dialect) => {
  let server: TestServer;

  beforeEach(async () => {
    server = await startTestServer(dialect);
  });
  afterEach(() => server.close());

  it('gives no account before someone signs in: no default user, no default admin', async () => {
    expect(await server.database.db.selectFrom('users').select('id').execute()).toEqual([]);
    expect(await server.database.db.selectFrom('sessions').select('id').execute()).toEqual([]);
  });

  it('makes refresh tokens of 256 random bits, new at every sign-in and rotation, and stores only their hash', async () => {
    const seen = new Set<string>();
    for (const phone of ['+12025550161', '+12025550162', '+12025550163']) {
      const client = new TestClient(server.baseUrl);
      await signIn(client, phone);
      seen.add(client.cookies.get('tandem_refresh')!.value);
      expect((await client.post('/api/auth/refresh')).status).toBe(200);
      seen.add(client.cookies.get('tandem_refresh')!.value);
    }
    expect(seen.size).toBe(6);
    for (const token of seen) expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const stored = await server.database.db.selectFrom('refresh_tokens').select('token_hash').execute();
    const storedHashes = stored.map((row) => row.token_hash);
    for (const token of seen) {
      expect(storedHashes).not.toContain(token);
      expect(storedHashes).toContain(hashToken(token));
    }
  });

  it('ends a session 30 days after its sign-in however often it was renewed', async () => {
    const client = new TestClient(server.baseUrl);
    await signIn(client, '+12025550164');
    const dayMs = 24 * 60 * 60 * 1000;
    // Renewed every week, the last time two days before the end.
    for (let week = 1; week * 7 < limits.refreshTokenDays; week++) {
      server.clock.advance(7 * dayMs);
      expect((await client.post('/api/auth/refresh')).status).toBe(200);
    }
    server.clock.advance((limits.refreshTokenDays % 7) * dayMs + 1);
    const refused = await client.post('/api/auth/refresh');
    expect(refused.status).toBe(401);
    expect((await client.get('/api/users/me')).status).toBe(401);
  });

  it('lets an operator end every session of every account at once (npm run admin -- sign-out-everyone)', async () => {
    const first = new TestClient(server.baseUrl);
    const second = new TestClient(server.baseUrl);
    await signIn(first, '+12025550165');
    await signIn(second, '+12025550166');

    expect(await signOutEveryone(createSessionsRepository(server.database.db), server.clock.now())).toBe(2);

    for (const client of [first, second]) {
      expect((await client.get('/api/users/me')).status).toBe(401);
      expect((await client.post('/api/auth/refresh')).status).toBe(401);
    }
    await signIn(first, '+12025550165');
    expect((await first.get('/api/users/me')).status).toBe(200);
  });
});
