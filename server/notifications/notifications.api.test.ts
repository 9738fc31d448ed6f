import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification, NotificationsResponse } from '../../shared/api/notifications.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { matchingScenario, matchPair, type Guest, type MatchingScenario } from '../matching/testing/matching-fixture.ts';
import { RealtimeTestClient } from '../testing/realtime-test-client.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

// The fixture's event is on 2026-12-01 in Paris (UTC+1): these are times the day before, there.
const parisOnNov30 = (hours: number) => Date.UTC(2026, 10, 30, hours - 1);
const publicUrl = 'https://tandem.example';

describe.each(testDialects)('notifications (%s)', (dialect) => {
  let smtp: SmtpTestServer;
  let server: TestServer;
  let scenario: MatchingScenario;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.close());

  const mailEnvironment = () => ({ SMTP_URL: smtp.url, MAIL_FROM: 'Tandem <hello@tandem.example>', PUBLIC_URL: publicUrl });

  /** The app with the test SMTP server, its clock at `at`, and the fixture's guests (the founder and the investor on SMS and email). */
  async function start(at: number) {
    server = await startTestServer(dialect, mailEnvironment());
    server.clock.advance(at - server.clock.now());
    scenario = await matchingScenario(server);
    for (const guest of [scenario.founder, scenario.investor]) {
      expect((await guest.client.patch('/api/users/me', { notificationPreferences: ['SMS', 'EMAIL'] })).status).toBe(200);
    }
  }
  beforeEach(() => void smtp.received.splice(0));
  afterEach(() => server.close());

  const emailOf = async (guest: Guest) => (await guest.client.get('/api/users/me')).body.email as string;
  const centreOf = async (guest: Guest) => (await guest.client.get('/api/notifications')).body as NotificationsResponse;
  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address);
  const deliveries = (channel: 'SMS' | 'EMAIL') =>
    server.database.db.selectFrom('notification_deliveries').selectAll().where('channel', '=', channel).execute();

  it('emails and texts both guests of a new match, lists it in their centre, and an email link unsubscribes without signing in', async () => {
    await start(parisOnNov30(12));
    const { founder, investor, eventId } = scenario;
    const founderEmail = await emailOf(founder);
    await matchPair(eventId, founder, investor);

    await expect.poll(() => mailsTo(founderEmail).length).toBe(1);
    const mail = mailsTo(founderEmail)[0]!;
    expect(mail.subject).toBe('You have a new match');
    expect(mail.from?.value).toEqual([{ name: 'Tandem', address: 'hello@tandem.example' }]);
    expect(mail.text).toContain('You and Ivan Investor are both interested in meeting.');
    expect(mail.text).toContain(`${publicUrl}/p/events/${eventId}/newMatches`);
    expect(mail.messageId).toMatch(/^<notification-[0-9a-f-]+@tandem\.example>$/);
    const unsubscribeUrl = /Stop them: (\S+)/.exec(mail.text ?? '')![1]!;
    expect(mail.headers.get('list')).toMatchObject({ unsubscribe: { url: unsubscribeUrl } });
    await expect.poll(async () => (await deliveries('SMS')).map((row) => row.status)).toEqual(['sent', 'sent']);

    const centre = await centreOf(founder);
    expect(centre.unreadCount).toBe(1);
    expect(centre.notifications).toMatchObject([
      { kind: 'match.created', title: 'You have a new match', linkPath: `/p/events/${eventId}/newMatches`, readAt: null },
    ]);

    // The link works from any browser, signed in or not; a forged one changes nothing.
    const stranger = new TestClient(server.baseUrl);
    const path = unsubscribeUrl.slice(publicUrl.length);
    const forged = await stranger.get(path.replace(/token=[^.]+/, 'token=eyJ1aWQiOiJ4IiwiY2giOiJFTUFJTCJ9'));
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: 'invalid_token' });
    expect((await founder.client.get('/api/users/me')).body.notificationPreferences).toEqual(['SMS', 'EMAIL']);
    const unsubscribed = await stranger.get(path);
    expect(unsubscribed.status).toBe(200);
    expect(String(unsubscribed.body)).toContain('You are unsubscribed');
    expect((await founder.client.get('/api/users/me')).body.notificationPreferences).toEqual(['SMS']);
  });

  it('sends the email at once at night but holds the text until 08:00 in the zone of the guest’s event', async () => {
    await start(parisOnNov30(23));
    await matchPair(scenario.eventId, scenario.founder, scenario.investor);
    await expect.poll(() => smtp.received.length).toBe(2);
    const texts = await deliveries('SMS');
    expect(texts.map((row) => [row.status, Number(row.not_before)])).toEqual([
      ['pending', Date.UTC(2026, 11, 1, 7)],
      ['pending', Date.UTC(2026, 11, 1, 7)],
    ]);
  });

  it('retries an email the SMTP server refused and sends it once when the server recovers', async () => {
    await start(parisOnNov30(12));
    smtp.refuseNext(1);
    const { founder, investor } = scenario;
    await investor.client.patch('/api/users/me', { notificationPreferences: [] });
    await matchPair(scenario.eventId, founder, investor);
    await expect.poll(async () => (await deliveries('EMAIL')).map((row) => row.attempts)).toEqual([1]);
    expect(smtp.received).toHaveLength(0);
    await expect.poll(async () => (await deliveries('EMAIL')).map((row) => row.status), { timeout: 20_000 }).toEqual(['sent']);
    expect(mailsTo(await emailOf(founder))).toHaveLength(1);
  });

  it('sends, when the app starts again, a delivery an earlier run left unsent', async () => {
    await start(parisOnNov30(12));
    smtp.refuseNext(100);
    const { founder, investor } = scenario;
    await investor.client.patch('/api/users/me', { notificationPreferences: [] });
    await matchPair(scenario.eventId, founder, investor);
    await expect.poll(async () => (await deliveries('EMAIL')).map((row) => row.attempts)).toEqual([1]);
    const founderEmail = await emailOf(founder);
    // The instance stops while the email waits for its retry; the next one, on the same database, takes it up.
    await server.app.close();
    smtp.refuseNext(0);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-test-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SMS_PROVIDER: 'outbox', ...mailEnvironment() });
    const restarted = await buildApp({ config, database: server.database, logger: createLogger(config), now: server.clock.now });
    try {
      await restarted.ready();
      await expect.poll(async () => (await deliveries('EMAIL')).map((row) => row.status)).toEqual(['sent']);
      expect(mailsTo(founderEmail)).toHaveLength(1);
    } finally {
      await restarted.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('tells someone away of messages once per conversation per 15 minutes, and someone in the app live instead', async () => {
    await start(parisOnNov30(12));
    const { founder, investor, eventId } = scenario;
    const { conversationId } = await matchPair(eventId, founder, investor);
    const write = (guest: Guest, text: string) =>
      guest.client.post(`/api/conversations/${conversationId}/messages`, { clientId: crypto.randomUUID(), text });
    // As if the notifications so far were 15 minutes old (their dedupe keys, of their window, are moved out of the way).
    const backdateMessageNotices = () =>
      server.database.db
        .updateTable('notifications')
        .set((eb) => ({ created_at: server.clock.now() - 15 * 60_000, dedupe_key: eb.ref('id') }))
        .where('kind', '=', 'message')
        .execute();
    const messageNotices = async (guest: Guest) => (await centreOf(guest)).notifications.filter((notice) => notice.kind === 'message');

    expect((await write(founder, 'Hello!')).status).toBe(201);
    expect((await write(founder, 'Are you at the bar?')).status).toBe(201);
    expect(await messageNotices(investor)).toMatchObject([
      { title: 'Dana Founder wrote to you', linkPath: `/p/chat/${conversationId}`, readAt: null },
    ]);

    // 15 minutes later the next message is told again.
    await backdateMessageNotices();
    expect((await write(founder, 'Still there?')).status).toBe(201);
    expect(await messageNotices(investor)).toHaveLength(2);

    // With a tab open the investor reads messages as they come: no notification.
    await backdateMessageNotices();
    const socket = await RealtimeTestClient.signedIn(server.baseUrl, investor.client);
    try {
      expect((await write(founder, 'I see you are online')).status).toBe(201);
      await socket.next('message');
      expect(await messageNotices(investor)).toHaveLength(2);
    } finally {
      await socket.close();
    }
  });

  it('tells of calls dropped while ringing once per conversation per 15 minutes, and caps the texts one person gets', async () => {
    await start(parisOnNov30(12));
    const { founder, investor, eventId } = scenario;
    const { conversationId } = await matchPair(eventId, founder, investor);
    const caller = await RealtimeTestClient.signedIn(server.baseUrl, founder.client);
    const dropCalls = async (count: number) => {
      for (let call = 0; call < count; call += 1) {
        const callId = crypto.randomUUID();
        caller.send({ type: 'call.start', conversationId, callId });
        await caller.next('call', (event) => event.call.id === callId && event.call.state === 'ringing');
        caller.send({ type: 'call.hangup', callId });
        await caller.next('call', (event) => event.call.id === callId && event.call.state === 'ended');
      }
    };
    const missedNotices = async () => (await centreOf(investor)).notifications.filter((notice) => notice.kind === 'call.missed');
    try {
      // Ten calls started and dropped in a row (10 texts in 19 s before) make one notification.
      await dropCalls(10);
      await expect.poll(missedNotices).toMatchObject([{ title: 'You missed a call from Dana Founder' }]);

      // Each later window tells again, until the investor had their share of texts (the match's came first).
      for (let window = 0; window < 6; window += 1) {
        await server.database.db
          .updateTable('notifications')
          .set((eb) => ({ created_at: server.clock.now() - 15 * 60_000, dedupe_key: eb.ref('id') }))
          .where('kind', '=', 'call.missed')
          .execute();
        await dropCalls(1);
        // The notification follows the call's end: wait for it before moving the window again.
        await expect.poll(async () => (await missedNotices()).length).toBe(window + 2);
      }
      const investorTexts = async () => {
        const rows = await server.database.db
          .selectFrom('notification_deliveries')
          .innerJoin('notifications', 'notifications.id', 'notification_deliveries.notification_id')
          .select('notification_deliveries.status')
          .where('notification_deliveries.channel', '=', 'SMS')
          .where('notifications.user_id', '=', investor.userId)
          .execute();
        return rows.map((row) => row.status).sort();
      };
      await expect.poll(investorTexts).toEqual([...Array<string>(6).fill('sent'), 'skipped', 'skipped']);
    } finally {
      await caller.close();
    }
  });

  it('tells the other person of a proposed meeting live, with the invite in the email, and of its cancellation with the update that removes it', async () => {
    await start(parisOnNov30(12));
    const { founder, investor, eventId } = scenario;
    const { conversationId } = await matchPair(eventId, founder, investor);
    const socket = await RealtimeTestClient.signedIn(server.baseUrl, investor.client);
    let created;
    try {
      const proposed = await founder.client.post(`/api/conversations/${conversationId}/meetings`, {
        startsAt: Date.UTC(2026, 11, 1, 17, 30),
        durationMinutes: 30,
      });
      expect(proposed.status).toBe(201);
      created = await socket.next('notification.created', (event) => event.notification.kind === 'meeting.proposed');
    } finally {
      await socket.close();
    }
    expect(created.notification).toMatchObject({
      title: 'Dana Founder proposed a meeting on Tue 1 Dec, 18:30 at Climate founders dinner',
      body: 'Paris time. Accept, decline or suggest another time in your chat.',
      linkPath: `/p/chat/${conversationId}`,
    });
    expect(created.unreadCount).toBe(2);

    const investorEmail = await emailOf(investor);
    await expect
      .poll(() =>
        mailsTo(investorEmail).some(
          (mail) => mail.subject === 'Dana Founder proposed a meeting on Tue 1 Dec, 18:30 at Climate founders dinner',
        ),
      )
      .toBe(true);
    const mail = mailsTo(investorEmail).find(
      (each) => each.subject === 'Dana Founder proposed a meeting on Tue 1 Dec, 18:30 at Climate founders dinner',
    )!;
    const invite = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar')!;
    expect(invite.headers.get('content-type')).toMatchObject({ params: { method: 'PUBLISH' } });
    expect(invite.content.toString()).toContain('SUMMARY:Meet Dana Founder · Climate founders dinner');
    expect(mail.text).toContain('The calendar invite is attached.');

    // Called off: the same UID with a higher SEQUENCE and METHOD:CANCEL takes it out of the calendar.
    const meetingId = /UID:meeting-([^@]+)@/.exec(invite.content.toString())![1]!;
    expect((await founder.client.post(`/api/meetings/${meetingId}/cancel`)).status).toBe(200);
    const cancelled = await vi.waitFor(() => {
      const found = mailsTo(investorEmail).find((each) => each.subject === 'Dana Founder called off your meeting on Tue 1 Dec, 18:30');
      if (!found) throw new Error('no cancellation yet');
      return found;
    });
    const update = cancelled.attachments.find((attachment) => attachment.contentType === 'text/calendar')!;
    expect(update.headers.get('content-type')).toMatchObject({ params: { method: 'CANCEL' } });
    expect(update.content.toString()).toContain('STATUS:CANCELLED');
    expect(update.content.toString()).toContain('SEQUENCE:1');
    expect(update.content.toString()).toContain(`UID:meeting-${meetingId}@`);
    expect(cancelled.text).toContain('The attached update takes it out of your calendar.');
    expect((await centreOf(investor)).notifications[0]).toMatchObject({ kind: 'meeting.cancelled' });
  });

  it("tells a user of the admin's decision on their creator request", async () => {
    await start(parisOnNov30(12));
    const { host, baker } = scenario;
    await server.database.db.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', host.userId).execute();
    const asked = await baker.client.post('/api/creator-requests', { message: 'I would like to host baking evenings.' });
    expect(asked.status).toBe(201);
    expect((await host.client.post(`/api/admin/creator-requests/${asked.body.id}/approve`)).status).toBe(200);
    expect((await centreOf(baker)).notifications).toMatchObject([
      { kind: 'creator_request.decided', title: 'You can now create events', linkPath: '/p/events/new' },
    ]);
  });

  it('tells a person away that the team answered their help question, by email too, but not while they are in the app', async () => {
    await start(parisOnNov30(12));
    const { host, founder } = scenario;
    await server.database.db.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', host.userId).execute();
    const { conversationId } = (await founder.client.post('/api/help/conversation', {})).body as { conversationId: string };
    const asked = await founder.client.post('/api/help/messages', {
      clientId: 'help-q-1',
      text: 'How do I change my photo?',
      path: '/home',
    });
    expect(asked.status).toBe(200);
    const reply = (clientId: string, text: string) => host.client.post(`/api/admin/help/${conversationId}/messages`, { clientId, text });

    // With Tandem open, the answer shows live and nothing is sent.
    const socket = await RealtimeTestClient.signedIn(server.baseUrl, founder.client);
    try {
      expect((await reply('help-a-1', 'Open your profile.')).status).toBe(200);
      await socket.next('message', (event) => event.message.text === 'Open your profile.');
    } finally {
      await socket.close();
    }
    expect((await centreOf(founder)).notifications).toEqual([]);

    expect((await reply('help-a-2', 'Then tap your picture.')).status).toBe(200);
    expect((await centreOf(founder)).notifications).toMatchObject([
      { kind: 'help.reply', title: 'The Tandem team answered you', linkPath: `/p/chat/${conversationId}` },
    ]);
    const address = await emailOf(founder);
    await expect.poll(() => mailsTo(address).length).toBe(1);
    expect(mailsTo(address)[0]!.subject).toBe('The Tandem team answered you');
    // The one who asked is the one told: the admin, a member now, gets nothing.
    expect((await centreOf(host)).notifications).toEqual([]);
  });

  it('tells the joined guests, once, that their event starts within the hour', async () => {
    await start(parisOnNov30(12));
    const { founder, investor, baker, stranger, eventId } = scenario;
    expect((await centreOf(founder)).notifications).toEqual([]);
    // An instance starting half an hour before the event (18:00 in Paris) looks at once; a second one adds nothing.
    const startsAt = Date.UTC(2026, 11, 1, 17);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-test-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SMS_PROVIDER: 'outbox', ...mailEnvironment() });
    const apps = [];
    try {
      for (let run = 0; run < 2; run += 1) {
        const app = await buildApp({ config, database: server.database, logger: createLogger(config), now: () => startsAt - 30 * 60_000 });
        apps.push(app);
        await app.ready();
      }
      for (const guest of [founder, investor, baker]) {
        expect((await centreOf(guest)).notifications).toMatchObject([
          {
            kind: 'event.starting_soon',
            title: 'Climate founders dinner starts soon',
            body: 'It starts at 18:00, Paris time. See who to meet there.',
            linkPath: `/p/events/${eventId}`,
          },
        ]);
      }
      expect((await centreOf(stranger)).notifications).toEqual([]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('tells both guests a host introduced', async () => {
    await start(parisOnNov30(12));
    const { host, founder, baker, eventId } = scenario;
    const introduced = await host.client.post(`/api/events/${eventId}/introductions`, { userIds: [founder.userId, baker.userId] });
    expect(introduced.status).toBe(201);
    expect((await centreOf(founder)).notifications).toMatchObject([
      { kind: 'introduction', title: 'Hannah Host introduced you to Pat Baker', linkPath: `/p/events/${eventId}/prospectMatches` },
    ]);
    expect((await centreOf(baker)).notifications).toMatchObject([
      { kind: 'introduction', title: 'Hannah Host introduced you to Dana Founder' },
    ]);
  });

  it('marks read by ids or all, pages newest first, and refuses a stranger or another user’s ids', async () => {
    await start(parisOnNov30(12));
    const { founder, investor, eventId } = scenario;
    const { conversationId } = await matchPair(eventId, founder, investor);
    await investor.client.post(`/api/conversations/${conversationId}/messages`, { clientId: crypto.randomUUID(), text: 'Hello!' });
    const page = await founder.client.get('/api/notifications?limit=1');
    expect(page.body).toMatchObject({ notifications: [{ kind: 'message' }], unreadCount: 2 });
    const next = await founder.client.get(`/api/notifications?limit=1&before=${page.body.nextBefore}`);
    expect(next.body).toMatchObject({ notifications: [{ kind: 'match.created' }], nextBefore: null });

    const investorNotice = (await centreOf(investor)).notifications[0] as Notification;
    expect((await founder.client.post('/api/notifications/read', { ids: [investorNotice.id] })).body).toEqual({ unreadCount: 2 });
    expect((await centreOf(investor)).unreadCount).toBe(1);
    expect((await founder.client.post('/api/notifications/read', { ids: [page.body.notifications[0].id] })).body).toEqual({
      unreadCount: 1,
    });
    expect((await founder.client.post('/api/notifications/read', { all: true })).body).toEqual({ unreadCount: 0 });
    expect((await founder.client.post('/api/notifications/read', { ids: [] })).status).toBe(400);

    const stranger = new TestClient(server.baseUrl);
    expect((await stranger.get('/api/notifications')).status).toBe(401);
    expect((await stranger.post('/api/notifications/read', { all: true })).status).toBe(401);
  });
});
