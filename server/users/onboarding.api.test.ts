import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

describe.each(testDialects)('onboarding that resumes (%s)', (dialect) => {
  let server: TestServer;
  let dana: TestClient;

  beforeEach(async () => {
    server = await startTestServer(dialect);
    dana = new TestClient(server.baseUrl);
  });
  afterEach(() => server.close());

  it('a new user starts at the details and moves forward, on any device', async () => {
    await signIn(dana, '+12025550123');
    expect((await dana.get('/api/users/me/onboarding')).body).toEqual({ step: 'details' });
    expect((await dana.put('/api/users/me/onboarding', { step: 'picture' })).body).toEqual({ step: 'picture' });
    expect((await dana.put('/api/users/me/onboarding', { step: 'video' })).body).toEqual({ step: 'video' });

    const otherDevice = new TestClient(server.baseUrl);
    await signIn(otherDevice, '+12025550123');
    expect((await otherDevice.get('/api/users/me/onboarding')).body).toEqual({ step: 'video' });
  });

  it('never moves back: a step before the current one changes nothing', async () => {
    await signIn(dana, '+12025550123');
    await dana.put('/api/users/me/onboarding', { step: 'concierge' });
    const back = await dana.put('/api/users/me/onboarding', { step: 'picture' });
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ step: 'concierge' });
    expect((await dana.get('/api/users/me/onboarding')).body).toEqual({ step: 'concierge' });
  });

  it('a user whose onboarding was never recorded has finished it once they have a name', async () => {
    const { user } = await signIn(dana, '+12025550123');
    await server.database.db.deleteFrom('user_onboarding').where('user_id', '=', user.id).execute();
    expect((await dana.get('/api/users/me/onboarding')).body).toEqual({ step: 'details' });
    await dana.patch('/api/users/me', { name: 'Dana' });
    expect((await dana.get('/api/users/me/onboarding')).body).toEqual({ step: 'done' });
  });

  it('refuses an unknown step with a 400 and changes nothing', async () => {
    await signIn(dana, '+12025550123');
    for (const body of [{ step: 'finished' }, {}, { step: 'picture', extra: 1 }]) {
      const response = await dana.put('/api/users/me/onboarding', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await dana.get('/api/users/me/onboarding')).body).toEqual({ step: 'details' });
  });

  it('a stranger is refused', async () => {
    const stranger = new TestClient(server.baseUrl);
    expect((await stranger.get('/api/users/me/onboarding')).status).toBe(401);
    expect((await stranger.put('/api/users/me/onboarding', { step: 'done' })).status).toBe(401);
  });
});
