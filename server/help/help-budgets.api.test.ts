import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { helpLimits } from '../../shared/api/help.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

const minute = 60_000;
const hour = 60 * minute;
const device = (name: string) => `device-${name}-0123456789abcdef`;

/**
 * The budgets that keep the help chat open for everyone: visitors write from addresses given in
 * X-Forwarded-For (the server trusts its proxy here), signed-in people from the test client's own.
 */
describe.each(testDialects)('help chat budgets (%s)', (dialect) => {
  let server: TestServer;
  let visitor: TestClient;
  let sent = 0;

  beforeEach(async () => {
    server = await startTestServer(dialect, { TRUST_PROXY: '1' });
    visitor = new TestClient(server.baseUrl);
  });
  afterEach(() => server.close());

  const write = (address: string, deviceName: string, text = 'Hello, how do I join?') =>
    visitor.post(
      '/api/help/visitor/messages',
      { clientId: `client-${(sent += 1)}-0123456789`, text, path: '/', deviceId: device(deviceName) },
      { 'x-forwarded-for': address },
    );
  const stored = async () => {
    const { db } = server.database;
    const threads = await db.selectFrom('help_threads').select('id').execute();
    const messages = await db.selectFrom('help_visitor_messages').select('id').execute();
    return { threads: threads.length, messages: messages.length };
  };
  const expectRefusal = async (answer: Awaited<ReturnType<typeof write>>, code: string, before: { threads: number; messages: number }) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(429);
    expect(answer.body).toEqual({ code, message: expect.stringMatching(/\w+ \w+/) });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stored()).toEqual(before);
  };

  it('refuses one address after its budget of new threads, then its network, while a visitor from another network gets through', async () => {
    for (let i = 0; i < helpLimits.visitorThreadsPerIpPerHour; i += 1) expect((await write('203.0.113.10', `a${i}`)).status).toBe(200);
    await expectRefusal(await write('203.0.113.10', 'a-next'), 'too_many_threads', await stored());

    // More addresses of the same network each open their few, until the network's budget is spent.
    let opened = helpLimits.visitorThreadsPerIpPerHour;
    for (let host = 11; opened < helpLimits.visitorThreadsPerNetworkPerHour; host += 1) {
      for (
        let i = 0;
        i < helpLimits.visitorThreadsPerIpPerHour && opened < helpLimits.visitorThreadsPerNetworkPerHour;
        i += 1, opened += 1
      ) {
        const answer = await write(`203.0.113.${host}`, `h${host}-${i}`);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
    }
    await expectRefusal(await write('203.0.113.99', 'fresh-address'), 'too_many_threads', await stored());
    expect((await write('198.51.100.7', 'elsewhere')).status).toBe(200);

    server.clock.advance(hour);
    expect((await write('203.0.113.99', 'fresh-address')).status).toBe(200);
    expect(await stored()).toEqual({ threads: opened + 2, messages: opened + 2 });
  });

  it('lets one device write a few messages a minute and a few dozen an hour, no more', async () => {
    for (let i = 0; i < helpLimits.visitorMessagesPerDevicePerHour; i += 1) {
      if (i > 0 && i % helpLimits.visitorMessagesPerMinute === 0) {
        await expectRefusal(await write('192.0.2.1', 'ana', `Too fast ${i}`), 'rate_limited', await stored());
        server.clock.advance(minute);
      }
      expect((await write('192.0.2.1', 'ana', `Message ${i}`)).status).toBe(200);
    }
    server.clock.advance(minute);
    const refused = await write('192.0.2.1', 'ana', 'One too many this hour');
    await expectRefusal(refused, 'rate_limited', { threads: 1, messages: helpLimits.visitorMessagesPerDevicePerHour });
    // The wait is the rest of the hour, not of the minute.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);

    server.clock.advance(hour);
    expect((await write('192.0.2.1', 'ana', 'Back the next hour')).status).toBe(200);
  });

  it("keeps a signed-in person's help open while visitors are turned away as busy, and lets visitors back within the hour", async () => {
    // The hour's visitor threads across Tandem are spent (written straight to the database: 40 networks' worth of requests).
    const openedAt = server.clock.now();
    await server.database.db
      .insertInto('help_threads')
      .values(
        Array.from({ length: helpLimits.visitorThreadsPerHourMax }, (_, i) => ({
          ...{ id: `flood-${i}`, conversation_id: null, user_id: null, device_id: `flood-device-${i}-0123456789` },
          ...{ phone_number: null, last_path: null, merged_at: null, created_at: openedAt, updated_at: openedAt },
        })),
      )
      .execute();
    const busy = await write('192.0.2.1', 'ana');
    await expectRefusal(busy, 'help_busy', { threads: helpLimits.visitorThreadsPerHourMax, messages: 0 });
    expect(Number(busy.headers.get('retry-after'))).toBeLessThanOrEqual(hour / 1000);

    const guest = new TestClient(server.baseUrl);
    await signIn(guest, '+12025550123');
    const helped = await guest.post('/api/help/messages', { clientId: 'guest-0001', text: 'Where are my matches?', path: '/home' });
    expect(helped.status, JSON.stringify(helped.body)).toBe(200);

    server.clock.advance(hour);
    expect((await write('192.0.2.1', 'ana')).status).toBe(200);
  });
});
