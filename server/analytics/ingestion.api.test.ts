import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selfHostedAnalyticsKey, selfHostedIngestionPath } from '../../shared/analytics/self-hosted.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';
import { signIn, TestClient } from '../testing/test-client.ts';

const adminPhone = '+12025550199';
const userPhone = '+12025550123';

/** An event as @amplitude/analytics-browser 2.47 builds it, before the SDK knows who is signed in. */
function sdkEvent(overrides: Record<string, unknown> = {}) {
  return {
    event_type: 'Screen Viewed',
    event_properties: { screen: 'Home' },
    device_id: 'device-0001',
    session_id: 1_790_000_000_000,
    time: 1_790_000_000_123,
    insert_id: randomUUID(),
    event_id: 1,
    platform: 'Web',
    os_name: 'Chrome',
    os_version: '142',
    language: 'en-US',
    ip: '$remote',
    library: 'amplitude-ts/2.47.0',
    user_agent: 'Mozilla/5.0',
    ...overrides,
  };
}

/** The SDK's upload body around some events. */
function upload(events: unknown[], apiKey: unknown = selfHostedAnalyticsKey) {
  return {
    api_key: apiKey,
    events,
    options: {},
    client_upload_time: new Date().toISOString(),
    request_metadata: { sdk: { metrics: { histogram: {} } } },
  };
}

describe.each(testDialects)('analytics ingestion, Amplitude HTTP V2 (%s)', (dialect) => {
  let server: TestServer;
  let client: TestClient;

  beforeEach(async () => {
    server = await startTestServer(dialect, { ADMIN_PHONES: adminPhone });
    client = new TestClient(server.baseUrl);
  });
  afterEach(() => server.close());

  const storedEvents = () => server.database.db.selectFrom('analytics_events').selectAll().orderBy('event_time').execute();
  const send = (body: unknown, from = client) => from.post(selfHostedIngestionPath, body);

  it('stores a batch and answers as Amplitude does', async () => {
    const { user } = await signIn(client, userPhone);
    const before = server.clock.now();
    const identify = sdkEvent({
      event_type: '$identify',
      event_properties: undefined,
      time: 1_790_000_000_200,
      user_properties: { $set: { role: 'USER' } },
    });
    const noTime = sdkEvent({ time: undefined, event_type: 'Matches Opened' });
    const body = upload([sdkEvent({ user_id: user.id }), identify, noTime]);
    const response = await send(body);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      code: 200,
      events_ingested: 3,
      payload_size_bytes: Buffer.byteLength(JSON.stringify(body)),
      server_upload_time: expect.any(Number),
    });
    expect(response.body.server_upload_time).toBeGreaterThanOrEqual(before);

    const rows = await storedEvents();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      event_type: 'Screen Viewed',
      user_id: user.id,
      device_id: 'device-0001',
      session_id: 1_790_000_000_000,
      event_time: 1_790_000_000_123,
      platform: 'Web',
      os_name: 'Chrome',
      language: 'en-US',
      library: 'amplitude-ts/2.47.0',
      ip: '127.0.0.1',
      user_properties: null,
    });
    expect(JSON.parse(rows[0]!.event_properties!)).toEqual({ screen: 'Home' });
    expect(rows[1]!.event_type).toBe('$identify');
    expect(JSON.parse(rows[1]!.user_properties!)).toEqual({ $set: { role: 'USER' } });
    // Without a device time the receipt time stands in.
    expect(rows[2]).toMatchObject({ event_type: 'Matches Opened', event_time: response.body.server_upload_time });
    expect(rows[2]!.received_at).toBe(response.body.server_upload_time);
  });

  it('refuses a batch without an API key', async () => {
    for (const body of [
      { ...upload([sdkEvent()]), api_key: undefined },
      upload([sdkEvent()], null),
      upload([sdkEvent()], ''),
      [sdkEvent()],
    ]) {
      const response = await send(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 400, error: 'Request missing required field', missing_field: 'api_key' });
    }
    expect(await storedEvents()).toEqual([]);
  });

  it('refuses another key, even the configured Amplitude key', async () => {
    await server.close();
    server = await startTestServer(dialect, { AMPLITUDE_API_KEY: 'amplitude-project-key' });
    client = new TestClient(server.baseUrl);
    const wrong = await send(upload([sdkEvent()], 'nope'));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 400, error: 'Invalid API key: nope' });
    const amplitudeKey = await send(upload([sdkEvent()], 'amplitude-project-key'));
    expect(amplitudeKey.status).toBe(400);
    expect(amplitudeKey.body).toEqual({ code: 400, error: 'Invalid API key: amplitude-project-key' });
    expect(await storedEvents()).toEqual([]);
    expect((await send(upload([sdkEvent()]))).body).toMatchObject({ code: 200, events_ingested: 1 });
  });

  it('refuses a batch without events', async () => {
    for (const events of [[], undefined, 'events']) {
      const response = await send(upload(events as unknown[]));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 400, error: 'Request missing required field', missing_field: 'events' });
    }
  });

  it('refuses a batch with invalid events, naming each by index, and stores none of it', async () => {
    const events = [
      sdkEvent(),
      sdkEvent({ event_type: undefined }),
      sdkEvent({ user_id: 'abcd' }),
      sdkEvent({ time: 'yesterday' }),
      sdkEvent({ user_id: undefined, device_id: undefined }),
      sdkEvent({ event_properties: ['not', 'an', 'object'], insert_id: 42 }),
      sdkEvent({ event_type: 'x'.repeat(1025) }),
      sdkEvent({ user_properties: { $set: { bio: 'y'.repeat(33 * 1024) } } }),
      'not an event',
    ];
    const response = await send(upload(events));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 400,
      error: 'Request missing required field',
      events_with_invalid_fields: {
        user_id: [2],
        time: [3],
        insert_id: [5],
        event_properties: [5],
        event_type: [6],
        user_properties: [7],
      },
      events_with_missing_fields: { event_type: [1, 8], user_id_or_device_id: [4, 8] },
    });
    expect(await storedEvents()).toEqual([]);

    const onlyInvalid = await send(upload([sdkEvent(), sdkEvent({ session_id: 'abc' })]));
    expect(onlyInvalid.body).toEqual({
      code: 400,
      error: 'Invalid field values on some events',
      events_with_invalid_fields: { session_id: [1] },
    });
  });

  it('answers 413 for more than 2000 events or a body over 1 MB', async () => {
    const tooMany = await send(upload(Array.from({ length: 2001 }, () => sdkEvent())));
    expect(tooMany.status).toBe(413);
    expect(tooMany.body).toEqual({ code: 413, error: 'Payload too large' });

    const justEnough = await send(upload(Array.from({ length: 2000 }, (_, index) => sdkEvent({ device_id: `device-${index}` }))));
    expect(justEnough.body).toMatchObject({ code: 200, events_ingested: 2000 });

    const huge = JSON.stringify({ ...upload([sdkEvent()]), padding: 'x'.repeat(1024 * 1024) });
    const tooLarge = await client.request('POST', selfHostedIngestionPath, { body: huge, headers: { 'content-type': 'application/json' } });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ code: 413, error: 'Payload too large' });
    expect(await storedEvents()).toHaveLength(2000);
  });

  it('answers 413 to a body over Amplitude’s 1 MB, so that the SDK halves its batch, and takes the half', async () => {
    const events = Array.from({ length: 80 }, (_, index) =>
      sdkEvent({ device_id: `device-${index}`, event_properties: { text: 'z'.repeat(20_000) } }),
    );
    const whole = await send(upload(events));
    expect(whole.status).toBe(413);
    expect(whole.body).toEqual({ code: 413, error: 'Payload too large' });
    const half = await send(upload(events.slice(0, 40)));
    expect(half.status).toBe(200);
    expect(half.body.events_ingested).toBe(40);
  });

  it('throttles a device that sends more than 30 events a second over 10 s, and stores nothing of that batch', async () => {
    const burst = (count: number, deviceId: string) => Array.from({ length: count }, () => sdkEvent({ device_id: deviceId }));
    expect((await send(upload(burst(200, 'device-busy')))).body.events_ingested).toBe(200);
    expect((await send(upload(burst(100, 'device-busy')))).body.events_ingested).toBe(100);

    const over = await send(upload([sdkEvent({ device_id: 'device-calm' }), ...burst(2, 'device-busy')]));
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      code: 429,
      error: 'Too many requests for some devices and users',
      eps_threshold: 30,
      throttled_devices: { 'device-busy': 31 },
      throttled_users: {},
      throttled_events: [1, 2],
      exceeded_daily_quota_users: {},
      exceeded_daily_quota_devices: {},
    });
    expect(await storedEvents()).toHaveLength(300);

    // A device-less event counts against its user.
    const person = new TestClient(server.baseUrl);
    const { user } = await signIn(person, userPhone);
    const userOnly = Array.from({ length: 301 }, () => sdkEvent({ device_id: undefined, user_id: user.id }));
    const users = await send(upload(userOnly), person);
    expect(users.status).toBe(429);
    expect(users.body).toMatchObject({ throttled_devices: {}, throttled_users: { [user.id]: 31 } });

    server.clock.advance(10_001);
    expect((await send(upload(burst(2, 'device-busy')))).body).toMatchObject({ code: 200, events_ingested: 2 });
  });

  it('answers malformed JSON in Amplitude’s shape', async () => {
    for (const body of ['{"api_key": "tandem-self-hosted", "events": [', '']) {
      const response = await client.request('POST', selfHostedIngestionPath, { body, headers: { 'content-type': 'application/json' } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 400, error: expect.stringMatching(/^Invalid request body: /) });
    }
  });

  it('stores an event once when the SDK sends it again with the same insert_id, and acknowledges it each time', async () => {
    const event = sdkEvent();
    expect((await send(upload([event]))).body.events_ingested).toBe(1);
    const again = await send(upload([event, sdkEvent()]));
    expect(again.status).toBe(200);
    expect(again.body.events_ingested).toBe(2);
    const twiceInOneBatch = sdkEvent();
    expect((await send(upload([twiceInOneBatch, twiceInOneBatch]))).body.events_ingested).toBe(2);
    // Events without an insert_id are never taken for duplicates.
    const anonymous = sdkEvent({ insert_id: undefined });
    expect((await send(upload([anonymous, anonymous]))).body.events_ingested).toBe(2);
    expect(await storedEvents()).toHaveLength(5);
  });

  it('accepts the beacon transport’s text/plain body', async () => {
    const response = await client.request('POST', selfHostedIngestionPath, {
      body: JSON.stringify(upload([sdkEvent({ event_type: 'Call Ended' })])),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ code: 200, events_ingested: 1 });
    expect((await storedEvents()).map((row) => row.event_type)).toEqual(['Call Ended']);

    const broken = await client.request('POST', selfHostedIngestionPath, { body: 'not json', headers: { 'content-type': 'text/plain' } });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe(400);
  });

  it('refuses an admin session’s batch so the SDK drops it, and stores nothing', async () => {
    const admin = (await signIn(client, adminPhone)).user;
    expect(admin.role).toBe('ADMIN');
    const response = await send(upload([sdkEvent({ user_id: undefined }), sdkEvent({ device_id: 'device-0002', user_id: undefined })]));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 400,
      error: 'Admin sessions are not tracked',
      silenced_devices: ['device-0001', 'device-0002'],
      silenced_events: [0, 1],
    });
    expect(await storedEvents()).toEqual([]);

    const user = new TestClient(server.baseUrl);
    await signIn(user, userPhone);
    expect((await send(upload([sdkEvent()]), user)).body).toMatchObject({ code: 200, events_ingested: 1 });
  });

  it('refuses a cross-site post in Amplitude’s shape', async () => {
    const response = await client.post(selfHostedIngestionPath, upload([sdkEvent()]), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ code: 403, error: 'Requests from other sites are not accepted.' });
    expect(await storedEvents()).toEqual([]);
  });
});
