import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** The ICE servers endpoint over HTTP (the call itself is signalled over the WebSocket: realtime.api.test.ts). */
describe('GET /api/calls/ice-servers', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('refuses a stranger who is not signed in', async () => {
    server = await startTestServer('sqlite');
    const answer = await new TestClient(server.baseUrl).get('/api/calls/ice-servers');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBeTypeOf('string');
  });

  it('hands a signed-in user STUN, and TURN credentials of their own that nothing caches', async () => {
    const secret = 'turn-shared-secret-123';
    server = await startTestServer('sqlite', {
      STUN_URLS: 'stun:stun.example.com:3478',
      TURN_URLS: 'turn:turn.example.com:3478',
      TURN_SECRET: secret,
    });
    const ana = new TestClient(server.baseUrl);
    const anaId = (await signIn(ana, '+12025550123')).user.id;

    const answer = await ana.get('/api/calls/ice-servers');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const [stun, turn] = answer.body.iceServers;
    expect(stun).toEqual({ urls: ['stun:stun.example.com:3478'] });
    expect(turn.urls).toEqual(['turn:turn.example.com:3478']);
    expect(turn.username).toMatch(new RegExp(`^\\d+:${anaId}$`));
    expect(turn.credential).toBe(createHmac('sha1', secret).update(turn.username).digest('base64'));
  });
});
