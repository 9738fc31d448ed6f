import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../shared/limits.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

/** Input no form sends: every answer is a 400 (or the cleaned text stored), never a 500, on both engines. */
describe.each(testDialects)('bad input (%s)', (dialect) => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    client = new TestClient(server.baseUrl);
    await signIn(client, '+12025550161');
  });
  afterAll(() => server.close());

  it('stores text without NUL, bidi overrides or zero-width spaces, composed, in what a signed-in person and a visitor write', async () => {
    const renamed = await client.patch('/api/users/me', { name: 'Ana\u0000 Lima\u202E\u200B Jose\u0301' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Ana Lima José');
    expect((await client.get('/api/users/me')).body.name).toBe('Ana Lima José');

    const visitor = new TestClient(server.baseUrl);
    const deviceId = 'visitor-device-0123456789';
    const sent = await visitor.post('/api/help/visitor/messages', {
      clientId: 'client-0123456789',
      text: 'Hello\u0000 there\u2066, line one\nline two',
      path: '/\u0000',
      deviceId,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message.text).toBe('Hello there, line one\nline two');
  });

  it('cleans the path and the query too: a NUL in either is never a 500', async () => {
    expect((await client.get('/api/events/%00')).status).toBe(400);
    expect((await client.get(`/api/users/%00/generalDossier`)).status).toBeLessThan(500);
    expect((await client.get('/api/notifications?before=%00')).status).toBeLessThan(500);
  });

  it(`answers 400 json_too_deep to a body nested more than ${limits.jsonMaxDepth} levels, on every JSON route and analytics`, async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
    const tooDeep = await client.request('PATCH', '/api/users/me', {
      body: `{"name":${nested(5000)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body).toEqual({
      code: 'json_too_deep',
      message: `The request body nests more than ${limits.jsonMaxDepth} levels deep.`,
    });

    const analytics = await client.request('POST', '/api/analytics/2/httpapi', {
      body: `{"api_key":"x","events":[{"event_type":"a","device_id":"d","event_properties":{"p":${nested(5000)}}}]}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(analytics.status).toBe(400);
    expect(analytics.body.code).toBe(400);

    // Within the limit, the depth is not what is refused.
    const shallow = await client.request('PATCH', '/api/users/me', {
      body: `{"name":${nested(limits.jsonMaxDepth - 1)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(shallow.body.code).toBe('invalid_request');
  });

  it('answers 400 to a multipart body without its boundary, on every upload route', async () => {
    for (const path of ['/api/users/me/picture', '/api/conversations/00000000-0000-7000-8000-000000000000/voice-notes']) {
      const response = await client.request('POST', path, { body: 'not a form', headers: { 'content-type': 'multipart/form-data' } });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(Object.keys(response.body).sort(), path).toEqual(['code', 'message']);
    }
    const picture = await client.request('POST', '/api/users/me/picture', {
      body: 'not a form',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(picture.body.code).toBe('invalid_multipart');
  });

  it('answers a malformed %-escape in the address in Tandem’s error shape', async () => {
    const response = await client.get('/api/events/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'bad_url', message: 'The address has a malformed %-escape.' });
  });

  it('answers an address over Node’s 16 KB of headers, and bytes that are no HTTP, in Tandem’s error shape', async () => {
    const tooLong = await client.get(`/api/events?q=${'x'.repeat(20_000)}`);
    expect(tooLong.status).toBe(431);
    expect(tooLong.body).toEqual({ code: 'headers_too_large', message: 'The address or the headers of the request are too large.' });

    const { hostname, port } = new URL(server.baseUrl);
    const socket = net.connect(Number(port), hostname);
    socket.end('NOT HTTP AT ALL\r\n\r\n');
    const [answer] = (await once(socket.setEncoding('utf8'), 'data')) as [string];
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({ code: 'bad_request', message: 'The request is not valid HTTP.' });
  });

  it(`lets a person start ${limits.conversationsPerUserPerDay} conversations a day, help ones included, even in a burst`, async () => {
    const person = new TestClient(server.baseUrl);
    const { user } = await signIn(person, '+12025550162');
    const kinds = ['concierge_text', 'help'] as const;
    const burst = await Promise.all(
      Array.from({ length: limits.conversationsPerUserPerDay + 10 }, (_, index) =>
        person.post('/api/conversations/', { userId: user.id, kind: kinds[index % 2] }),
      ),
    );
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 200).length).toBe(limits.conversationsPerUserPerDay);
    expect(statuses.filter((status) => status === 429).length).toBe(10);
    const refused = burst.find((response) => response.status === 429)!;
    expect(refused.body.code).toBe('too_many_conversations');
    expect(refused.headers.get('retry-after')).toBeTruthy();

    server.clock.advance(24 * 60 * 60 * 1000 + 1);
    await signIn(person, '+12025550162');
    expect((await person.post('/api/conversations/', { userId: user.id })).status).toBe(200);
  });
});
