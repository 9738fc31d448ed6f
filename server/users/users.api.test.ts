import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';
import { signIn, TestClient } from '../testing/test-client.ts';

describe.each(testDialects)('the signed-in user (%s)', (dialect) => {
  let server: TestServer;
  let client: TestClient;

  beforeEach(async () => {
    server = await startTestServer(dialect);
    client = new TestClient(server.baseUrl);
  });
  afterEach(() => server.close());

  it('a stranger gets 401 from every user endpoint', async () => {
    const stranger = new TestClient(server.baseUrl);
    expect((await stranger.get('/api/users/me')).body).toEqual({ code: 'unauthenticated', message: expect.any(String) });
    expect((await stranger.get('/api/users/me')).status).toBe(401);
    expect((await stranger.patch('/api/users/me', { name: 'Eve' })).status).toBe(401);
    expect((await stranger.get('/api/pictures/0190a1b2-0000-7000-8000-000000000000')).status).toBe(401);
    expect((await stranger.request('POST', '/api/users/me/picture', { body: new FormData() })).status).toBe(401);
  });

  it('updates name, email, LinkedIn and notification preferences', async () => {
    await signIn(client, '+12025550123');
    const response = await client.patch('/api/users/me', {
      name: '  Dana Levi ',
      email: 'dana@example.com',
      linkedin: 'linkedin.com/in/dana-levi',
      notificationPreferences: ['SMS', 'EMAIL'],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Dana Levi',
      email: 'dana@example.com',
      linkedin: 'https://linkedin.com/in/dana-levi',
      notificationPreferences: ['SMS', 'EMAIL'],
    });
    expect((await client.get('/api/users/me')).body.name).toBe('Dana Levi');
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ email: 'not-an-email' }, 'email'],
    [{ linkedin: 'https://example.com/in/dana' }, 'linkedin'],
    [{ notificationPreferences: ['PIGEON'] }, 'notificationPreferences'],
    [{ name: 42 }, 'name'],
    [{ role: 'ADMIN' }, 'role'],
  ])('refuses %j with a clear 400 and changes nothing', async (body, field) => {
    await signIn(client, '+12025550123');
    const response = await client.patch('/api/users/me', body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_request');
    expect(response.body.message).toContain(field);
    const me = (await client.get('/api/users/me')).body;
    expect(me).toMatchObject({ name: null, email: null, linkedin: null, role: 'USER' });
  });
});
