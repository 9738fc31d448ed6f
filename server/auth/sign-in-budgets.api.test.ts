import { randomBytes, randomInt } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { latestCode, signIn, TestClient, type TestResponse } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';
import { signInBudgets } from './sign-in-budgets.ts';

const hour = 60 * 60_000;
const victim = '+12025550123';
const adminPhone = '+12025550199';
const redisUrl = process.env.TEST_REDIS_URL;

/** A number of the US block +1 202 555 (fictional numbers), or of another block when `block` is given. */
const usNumber = (index: number, block = '555') => `+1202${block}${String(100 + index).padStart(4, '0')}`;

/**
 * The budgets of sign-in codes: the server trusts one proxy hop, so each request's address is the
 * rightmost X-Forwarded-For entry the test writes.
 */
describe.each(testDialects)('sign-in code budgets (%s)', (dialect) => {
  let server: TestServer;
  afterEach(() => server.close());

  const start = async (env: Record<string, string> = {}) => {
    server = await startTestServer(dialect, { TRUST_PROXY: '1', ADMIN_PHONES: adminPhone, ...env });
    return new TestClient(server.baseUrl);
  };
  const ask = (client: TestClient, phoneNumber: string, address: string) =>
    client.post('/api/auth/otp', { phoneNumber }, { 'x-forwarded-for': address });
  const verify = (client: TestClient, phoneNumber: string, code: string, address: string) =>
    client.post('/api/auth/otp/verify', { phoneNumber, code }, { 'x-forwarded-for': address });
  /** Sign-in codes sent (an admin's alert may go out as a text too). */
  const textsSent = async () =>
    (await server.database.db.selectFrom('sms_outbox').select('id').where('body', 'like', '%is your Tandem code%').execute()).length;
  const expectRefusal = async (answer: TestResponse, status: number, code: string, sentBefore: number) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body).toEqual({ code, message: expect.stringMatching(/\w+ \w+ \w+/) });
    if (status === 429) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await textsSent()).toBe(sentBefore);
  };

  it("ten code requests for the victim's number from other addresses do not refuse the victim", async () => {
    const client = await start();
    for (let stranger = 1; stranger <= 10; stranger += 1) {
      expect((await ask(client, victim, `198.51.100.${stranger}`)).status).toBe(200);
      server.clock.advance(31_000);
    }
    const own = await ask(client, victim, '203.0.113.7');
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const signedIn = await verify(client, victim, await latestCode(client, victim), '203.0.113.7');
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  });

  it("five wrong codes from a stranger do not kill the victim's pending code", async () => {
    const client = await start();
    expect((await ask(client, victim, '203.0.113.7')).status).toBe(200);
    const code = await latestCode(client, victim);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await verify(client, victim, wrong, '198.51.100.9')).status).toBe(400);
    expect((await verify(client, victim, code, '198.51.100.9')).status).toBe(429);

    const owner = await verify(client, victim, code, '203.0.113.7');
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
  });

  it('bounds the wrong tries of one code across everyone, and of one number in a day', async () => {
    const client = await start();
    expect((await ask(client, victim, '203.0.113.7')).status).toBe(200);
    const code = await latestCode(client, victim);
    const wrong = code === '000000' ? '111111' : '000000';
    // Strangers on many networks, each within its own tries, drop the code at its share of wrong tries.
    for (let attempt = 0; attempt < signInBudgets.wrongTriesPerCode; attempt += 1) {
      expect((await verify(client, victim, wrong, `198.51.${attempt}.9`)).status).toBe(400);
    }
    expect((await verify(client, victim, code, '203.0.113.7')).body.code).toBe('code_expired');

    // The number's tries of the day run out whatever the addresses; then even the owner waits, as guessing must.
    for (let attempt = signInBudgets.wrongTriesPerCode + 1; attempt < signInBudgets.triesPerNumberPerDay; attempt += 1) {
      expect((await verify(client, victim, wrong, `192.0.${attempt}.9`)).status).toBe(400);
    }
    const refused = await verify(client, victim, wrong, '192.0.2.200');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_attempts');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(hour / 1000);
  });

  it('rotating a forged leftmost X-Forwarded-For does not give new budgets', async () => {
    const client = await start();
    for (let sent = 0; sent < signInBudgets.codesPerAddressPerHour; sent += 1) {
      expect((await ask(client, usNumber(sent), `10.0.${sent}.1, 203.0.113.7`)).status).toBe(200);
    }
    const sentBefore = await textsSent();
    await expectRefusal(await ask(client, usNumber(99), '10.9.9.9, 203.0.113.7'), 429, 'too_many_requests', sentBefore);
  });

  it("signs in a venue's crowd behind one address, while the codes nobody types still run out its budget", async () => {
    const client = await start();
    const venue = '203.0.113.50';
    const guests = signInBudgets.codesPerNetworkPerHour + 20;
    for (let guest = 0; guest < guests; guest += 1) {
      // Numbers of many blocks, as a crowd's are: a block's own budget is not what is tested here.
      const phoneNumber = usNumber(guest, String(600 + Math.floor(guest / 10)));
      expect((await ask(client, phoneNumber, venue)).status).toBe(200);
      const signedIn = await verify(client, phoneNumber, await latestCode(client, phoneNumber), venue);
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    }
    for (let unused = 0; unused < signInBudgets.codesPerAddressPerHour; unused += 1) {
      expect((await ask(client, usNumber(unused, '700'), venue)).status).toBe(200);
    }
    const sentBefore = await textsSent();
    await expectRefusal(await ask(client, usNumber(99, '701'), venue), 429, 'too_many_requests', sentBefore);
  });

  it('refuses a network after its share, however many of its addresses ask, while another network gets through', async () => {
    const client = await start();
    for (let sent = 0; sent < signInBudgets.codesPerNetworkPerHour; sent += 1) {
      const answer = await ask(client, usNumber(sent, String(600 + (sent % 10))), `2001:db8:1:2::${(sent + 1).toString(16)}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const sentBefore = await textsSent();
    await expectRefusal(await ask(client, usNumber(99, '620'), '2001:db8:1:2::ffff'), 429, 'too_many_requests', sentBefore);
    expect((await ask(client, usNumber(99, '620'), '2001:db8:1:3::1')).status).toBe(200);
  });

  it("sends at most a number's share of codes an hour, and says to use the newest one received", async () => {
    const client = await start();
    for (let sent = 0; sent < signInBudgets.codesPerNumberPerHour; sent += 1) {
      expect((await ask(client, victim, `198.51.100.${sent + 1}`)).status).toBe(200);
    }
    const refused = await ask(client, victim, '203.0.113.7');
    await expectRefusal(refused, 429, 'number_busy', signInBudgets.codesPerNumberPerHour);
    expect(refused.body.message).toMatch(/newest/);
    // Every code sent is on the owner's phone; the newest works from the owner's own address.
    expect((await verify(client, victim, await latestCode(client, victim), '203.0.113.7')).status).toBe(200);
  });

  it('stops a pumping run through one block of numbers, while other blocks still get codes', async () => {
    const client = await start();
    for (let sent = 0; sent < signInBudgets.codesPerBlockPerHour; sent += 1) {
      expect((await ask(client, usNumber(sent), `198.51.${sent}.1`)).status).toBe(200);
    }
    await expectRefusal(await ask(client, usNumber(60), '192.0.2.1'), 429, 'sms_busy', signInBudgets.codesPerBlockPerHour);
    expect((await ask(client, usNumber(60, '556'), '192.0.2.1')).status).toBe(200);
  });

  it('sends codes only to the allowed countries: by default those of the hosts’ events and the default region', async () => {
    const client = await start();
    const british = '+442079460958';
    await expectRefusal(await ask(client, british, '203.0.113.7'), 403, 'country_not_allowed', 0);

    // A host invites a British guest by number (written straight to the database: invitations have their own tests).
    const host = await signIn(new TestClient(server.baseUrl), usNumber(1));
    const { db } = server.database;
    await db
      .insertInto('events')
      .values({
        ...{ id: 'event-london', name: 'London dinner', description: '', starts_at: 0, ends_at: 1, time_zone: 'Europe/London' },
        ...{ place: null, online_url: null, capacity: null, intro_video_id: null, created_by: host.user.id, created_at: 0, updated_at: 0 },
      })
      .execute();
    await db
      .insertInto('event_participants')
      .values({
        ...{ id: 'invitee', event_id: 'event-london', user_id: null, state: 'invited', name: 'Ada', phone_number: british, email: null },
        ...{ member_hash: null, invited_by: host.user.id, invited_at: 0, joined_at: null, revoked_at: null, removed_at: null },
        ...{ contact_shared_with_hosts: 0, created_at: 0, updated_at: 0 },
      })
      .execute();
    server.clock.advance(5 * 60_000);
    expect((await ask(client, british, '203.0.113.7')).status).toBe(200);
  });

  it('caps the codes of one country an hour, and of everyone an hour and a day, telling the admins once', async () => {
    const client = await start({
      SMS_ALLOWED_COUNTRIES: 'US,GB',
      SMS_CODES_PER_COUNTRY_PER_HOUR: '3',
      SMS_CODES_PER_HOUR: '5',
      SMS_CODES_PER_DAY: '7',
    });
    const admin = new TestClient(server.baseUrl);
    await signIn(admin, adminPhone);
    for (let sent = 0; sent < 3; sent += 1) expect((await ask(client, `+44207946095${sent}`, `198.51.${sent}.1`)).status).toBe(200);
    await expectRefusal(await ask(client, '+442079460959', '198.51.50.1'), 429, 'sms_busy', 4);

    // The admin's sign-in, three British codes and one American spend the hour.
    expect((await ask(client, usNumber(0, '556'), '192.0.0.1')).status).toBe(200);
    const busy = await ask(client, usNumber(10, '557'), '192.0.50.1');
    await expectRefusal(busy, 429, 'sms_busy', 5);
    expect(Number(busy.headers.get('retry-after'))).toBeLessThanOrEqual(hour / 1000);
    await expectRefusal(await ask(client, usNumber(11, '557'), '192.0.51.1'), 429, 'sms_busy', 5);
    const alerts = (await admin.get('/api/notifications')).body.notifications.filter(
      (notification: { kind: string }) => notification.kind === 'sms_budget.spent',
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0].title).toMatch(/5 were sent in the last hour/);

    // The next hour the day's budget is what stops it.
    server.clock.advance(hour);
    for (let sent = 0; sent < 2; sent += 1)
      expect((await ask(client, usNumber(20 + sent, '558'), `192.0.${60 + sent}.1`)).status).toBe(200);
    await expectRefusal(await ask(client, usNumber(30, '558'), '192.0.70.1'), 429, 'sms_busy', 7);
  });
});

/** Two instances sharing Redis count the same budgets, as a deploy behind a load balancer does. */
describe.runIf(redisUrl)('sign-in code budgets across instances (Redis)', () => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it("spends one address's budget on either instance", async () => {
    // Two instances of one deployment: the same Redis and the same signing key, which names their counters.
    const env = { TRUST_PROXY: '1', REDIS_URL: redisUrl!, SESSION_SECRET: randomBytes(32).toString('hex') };
    for (let index = 0; index < 2; index += 1) servers.push(await startTestServer('sqlite', env));
    // A fresh address and block each run: the counters outlive the test in Redis for their hour.
    const block = String(randomInt(200, 1000));
    const address = `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}::7`;
    for (let sent = 0; sent < signInBudgets.codesPerAddressPerHour; sent += 1) {
      const on = new TestClient(servers[sent % 2]!.baseUrl);
      const answer = await on.post('/api/auth/otp', { phoneNumber: usNumber(sent, block) }, { 'x-forwarded-for': address });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const refused = await new TestClient(servers[0]!.baseUrl).post(
      '/api/auth/otp',
      { phoneNumber: usNumber(50, block) },
      { 'x-forwarded-for': address },
    );
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_requests');
  });

  it('keeps apart the budgets of two deployments that share one Redis', async () => {
    const deployment = () => ({ TRUST_PROXY: '1', REDIS_URL: redisUrl!, SESSION_SECRET: randomBytes(32).toString('hex') });
    for (let index = 0; index < 2; index += 1) servers.push(await startTestServer('sqlite', deployment()));
    const block = String(randomInt(200, 1000));
    const address = `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}::8`;
    const ask = (server: TestServer, sent: number) =>
      new TestClient(server.baseUrl).post('/api/auth/otp', { phoneNumber: usNumber(sent, block) }, { 'x-forwarded-for': address });
    for (let sent = 0; sent < signInBudgets.codesPerAddressPerHour; sent += 1) expect((await ask(servers[0]!, sent)).status).toBe(200);
    expect((await ask(servers[0]!, 40)).status).toBe(429);
    // The other deployment has spent nothing of its own.
    expect((await ask(servers[1]!, 41)).status).toBe(200);
  });
});
