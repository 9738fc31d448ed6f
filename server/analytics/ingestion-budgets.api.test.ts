import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { selfHostedAnalyticsKey, selfHostedIngestionPath } from '../../shared/analytics/self-hosted.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';
import { signIn, TestClient } from '../testing/test-client.ts';

const adminPhone = '+12025550199';
const hourMs = 60 * 60 * 1000;

/** An event as @amplitude/analytics-browser 2.47 builds it; each gets a device of its own unless told. */
function sdkEvent(overrides: Record<string, unknown> = {}) {
  return {
    event_type: 'Screen Viewed',
    event_properties: { screen: 'Home' },
    device_id: `device-${randomUUID()}`,
    session_id: 1_790_000_000_000,
    time: 1_790_000_000_123,
    insert_id: randomUUID(),
    platform: 'Web',
    library: 'amplitude-ts/2.47.0',
    ...overrides,
  };
}

function upload(events: unknown[]) {
  return { api_key: selfHostedAnalyticsKey, events, options: {}, client_upload_time: new Date().toISOString() };
}

const manyEvents = (count: number, overrides: Record<string, unknown> = {}) => Array.from({ length: count }, () => sdkEvent(overrides));

/** ~30 KB of properties: the probe's events, just under the 32 KB cap. */
const heavy = () => ({ event_properties: { text: 'z'.repeat(30 * 1024) } });

describe.each(testDialects)('analytics ingestion against abuse (%s)', (dialect) => {
  let server: TestServer;
  afterEach(() => server.close());

  const start = async (env: Record<string, string> = {}) => {
    server = await startTestServer(dialect, { ADMIN_PHONES: adminPhone, ...env });
    return new TestClient(server.baseUrl);
  };
  const storedEvents = () => server.database.db.selectFrom('analytics_events').selectAll().execute();
  const send = (client: TestClient, body: unknown) => client.post(selfHostedIngestionPath, body);

  describe('whose events a batch carries', () => {
    it('stores an anonymous batch’s events under their device alone, whatever user id they name', async () => {
      const visitor = await start();
      const person = new TestClient(server.baseUrl);
      const { user } = await signIn(person, '+12025550123');
      const response = await send(visitor, upload([sdkEvent({ user_id: user.id, device_id: 'device-forger' })]));
      expect(response.status).toBe(200);
      expect(response.body.events_ingested).toBe(1);
      expect(await storedEvents()).toMatchObject([{ user_id: null, device_id: 'device-forger' }]);
    });

    it('keeps a signed-in person’s own id, never another person’s', async () => {
      const client = await start();
      const other = (await signIn(new TestClient(server.baseUrl), '+12025550124')).user;
      const { user } = await signIn(client, '+12025550123');
      const response = await send(
        client,
        upload([sdkEvent({ user_id: user.id, device_id: 'device-own' }), sdkEvent({ user_id: other.id, device_id: 'device-claim' })]),
      );
      expect(response.status).toBe(200);
      expect(response.body.events_ingested).toBe(2);
      const rows = await storedEvents();
      expect(rows.map((row) => [row.device_id, row.user_id]).sort()).toEqual([
        ['device-claim', null],
        ['device-own', user.id],
      ]);
    });

    it('refuses by index an event that names someone else and no device, so the SDK drops that one alone', async () => {
      const client = await start();
      const { user } = await signIn(client, '+12025550123');
      const response = await send(
        client,
        upload([sdkEvent({ user_id: user.id }), sdkEvent({ device_id: undefined, user_id: 'someone-else-entirely' })]),
      );
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: 400,
        error: 'Invalid field values on some events',
        events_with_invalid_fields: { user_id: [1] },
      });
      expect(await storedEvents()).toEqual([]);
    });

    it('answers the same whoever’s id an event names, an admin’s, a person’s or nobody’s', async () => {
      const visitor = await start();
      const admin = (await signIn(new TestClient(server.baseUrl), adminPhone)).user;
      const person = (await signIn(new TestClient(server.baseUrl), '+12025550123')).user;
      const answers = [];
      // Ids of one length, so that the bodies' sizes (echoed as payload_size_bytes) match.
      for (const userId of [admin.id, person.id, randomUUID()]) {
        const body = upload([sdkEvent({ user_id: userId, device_id: 'device-probe', insert_id: undefined })]);
        const response = await send(visitor, body);
        answers.push({ status: response.status, body: { ...response.body, server_upload_time: 0 } });
      }
      expect(answers[0]).toEqual({ status: 200, body: expect.objectContaining({ code: 200, events_ingested: 1 }) });
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      expect((await storedEvents()).map((row) => row.user_id)).toEqual([null, null, null]);
    });
  });

  describe('budgets', () => {
    it('stops one sender at 2,000 events an hour even with a device per event, while another sender gets through', async () => {
      const visitor = await start();
      expect((await send(visitor, upload(manyEvents(2000)))).body).toMatchObject({ code: 200, events_ingested: 2000 });

      const over = await send(visitor, upload(manyEvents(3)));
      expect(over.status).toBe(429);
      expect(over.body).toEqual({
        code: 429,
        error: 'Too many events from this sender in the last hour',
        eps_threshold: 30,
        throttled_devices: {},
        throttled_users: {},
        throttled_events: [0, 1, 2],
        exceeded_daily_quota_users: {},
        exceeded_daily_quota_devices: {},
      });
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect(await storedEvents()).toHaveLength(2000);

      // A signed-in person is a sender of their own, even from the same address.
      const person = new TestClient(server.baseUrl);
      const { user } = await signIn(person, '+12025550123');
      expect((await send(person, upload(manyEvents(5, { user_id: user.id })))).body).toMatchObject({ code: 200, events_ingested: 5 });

      server.clock.advance(hourMs);
      expect((await send(visitor, upload(manyEvents(3)))).body).toMatchObject({ code: 200, events_ingested: 3 });
    });

    it('stops one sender at 2 MB of events an hour', async () => {
      const visitor = await start();
      for (let batch = 0; batch < 2; batch++) {
        expect((await send(visitor, upload(manyEvents(30, heavy())))).body).toMatchObject({ code: 200, events_ingested: 30 });
      }
      const over = await send(visitor, upload(manyEvents(10, heavy())));
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ code: 429, error: 'Too much event data from this sender in the last hour' });
      expect(await storedEvents()).toHaveLength(60);
    });

    it('takes no more events from anyone once the server’s hourly events are spent, until the hour ends', async () => {
      const visitor = await start({ ANALYTICS_EVENTS_PER_HOUR: '2500' });
      const person = new TestClient(server.baseUrl);
      const { user } = await signIn(person, '+12025550123');
      expect((await send(visitor, upload(manyEvents(2000)))).body.events_ingested).toBe(2000);
      expect((await send(person, upload(manyEvents(500, { user_id: user.id })))).body.events_ingested).toBe(500);

      const latecomer = new TestClient(server.baseUrl);
      await signIn(latecomer, '+12025550124');
      const over = await send(latecomer, upload(manyEvents(1)));
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ code: 429, error: 'Analytics takes no more events this hour', throttled_events: [0] });
      expect(await storedEvents()).toHaveLength(2500);

      server.clock.advance(hourMs);
      expect((await send(latecomer, upload(manyEvents(1)))).body.events_ingested).toBe(1);
    });

    it('takes no more event data from anyone once the server’s hourly bytes are spent', async () => {
      const visitor = await start({ ANALYTICS_MB_PER_HOUR: '1' });
      const person = new TestClient(server.baseUrl);
      await signIn(person, '+12025550123');
      expect((await send(visitor, upload(manyEvents(25, heavy())))).body.events_ingested).toBe(25);
      const over = await send(person, upload(manyEvents(10, heavy())));
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ code: 429, error: 'Analytics takes no more event data this hour' });
      expect(await storedEvents()).toHaveLength(25);
    });
  });

  describe.runIf(process.env.TEST_REDIS_URL)('on Redis', () => {
    let other: TestServer;
    afterEach(() => other.close());

    it('shares a sender’s budget between instances', async () => {
      // Two instances of one deployment: the same Redis and the same signing key, which names their counters.
      const env = { REDIS_URL: process.env.TEST_REDIS_URL!, SESSION_SECRET: randomBytes(32).toString('hex') };
      const first = await start(env);
      other = await startTestServer(dialect, env);
      // Both clocks move to the same hour, far from any other run's, so the shared counters start empty.
      const hours = Math.floor(Math.random() * 1_000_000) + 1;
      for (const clock of [server.clock, other.clock]) clock.advance(hours * hourMs);
      const second = new TestClient(other.baseUrl);
      expect((await send(first, upload(manyEvents(1500)))).body.events_ingested).toBe(1500);
      expect((await send(second, upload(manyEvents(500)))).body.events_ingested).toBe(500);
      const over = await send(second, upload(manyEvents(1)));
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ error: 'Too many events from this sender in the last hour' });
    });
  });
});
