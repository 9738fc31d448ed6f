import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventTypes } from '../../shared/analytics/event-types.ts';
import { selfHostedAnalyticsKey, selfHostedIngestionPath } from '../../shared/analytics/self-hosted.ts';
import { analyticsSummarySchema } from '../../shared/api/analytics.ts';
import { clientConfigSchema } from '../../shared/api/client-config.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';
import { signIn, TestClient } from '../testing/test-client.ts';

const adminPhone = '+12025550199';
const dayMs = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe.each(testDialects)('admin analytics summary (%s)', (dialect) => {
  let server: TestServer;
  let admin: TestClient;

  beforeEach(async () => {
    server = await startTestServer(dialect, { ADMIN_PHONES: adminPhone });
    admin = new TestClient(server.baseUrl);
    await signIn(admin, adminPhone);
  });
  afterEach(() => server.close());

  it('is for admins only', async () => {
    const stranger = await new TestClient(server.baseUrl).get('/api/admin/analytics/summary');
    expect(stranger.status).toBe(401);
    expect(stranger.body.code).toBe('unauthenticated');
    const user = new TestClient(server.baseUrl);
    await signIn(user, '+12025550123');
    const refused = await user.get('/api/admin/analytics/summary');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
  });

  it('refuses a window outside 1 to 366 days', async () => {
    for (const days of ['0', '367', 'week']) {
      const response = await admin.get(`/api/admin/analytics/summary?days=${days}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('invalid_request');
    }
  });

  it('counts seeded events per UTC day, the sign-in funnel and the top events', async () => {
    const today = Math.floor(server.clock.now() / dayMs) * dayMs;
    const yesterday = today - dayMs;
    const tooOld = today - 3 * dayMs;
    const events: Record<string, unknown>[] = [];
    const track = (actor: { user_id?: string; device_id: string }, eventType: string, time: number) =>
      events.push({ event_type: eventType, time, ...actor });

    // Ann goes all the way; Ben stops after the code; Cal (never identified) skips the code step;
    // Dee did everything, but before the window.
    const ann = { user_id: 'user-ann-01', device_id: 'device-ann' };
    const ben = { user_id: 'user-ben-01', device_id: 'device-ben' };
    const cal = { device_id: 'device-cal' };
    const dee = { user_id: 'user-dee-01', device_id: 'device-dee' };
    track(ann, eventTypes.loginPhoneSubmitted, yesterday + 1000);
    track(ann, eventTypes.loginOtpVerified, yesterday + 2000);
    track(ann, eventTypes.loginContinueClicked, yesterday + 3000);
    track(ann, eventTypes.loginProfilePictureSkipped, today + 1000);
    track(ann, eventTypes.loginVideoIntroCallClicked, today + 2000);
    track(ann, eventTypes.conciergeMessageSent, today + 3000);
    track(ann, eventTypes.conciergeMessageSent, today + 4000);
    track(ben, eventTypes.loginPhoneSubmitted, today + 1000);
    track(ben, eventTypes.loginPhoneSubmitted, today + 1500);
    track(ben, eventTypes.loginOtpVerified, today + 2000);
    track(cal, eventTypes.loginPhoneSubmitted, today + 1000);
    track(cal, eventTypes.loginContinueClicked, today + 2000);
    for (const type of [eventTypes.loginPhoneSubmitted, eventTypes.loginOtpVerified, eventTypes.loginContinueClicked]) {
      track(dee, type, tooOld);
    }
    track(ann, eventTypes.screenViewed, today + 5000);
    track(ben, eventTypes.screenViewed, today + 5000);
    track(cal, eventTypes.screenViewed, yesterday + 5000);
    track(ben, '$identify', today + 6000);

    const ingested = await admin.post(selfHostedIngestionPath, { api_key: selfHostedAnalyticsKey, events });
    // The admin's own session may not send events, so they go in from a fresh browser.
    expect(ingested.status).toBe(400);
    const seeded = await new TestClient(server.baseUrl).post(selfHostedIngestionPath, { api_key: selfHostedAnalyticsKey, events });
    expect(seeded.body).toMatchObject({ code: 200, events_ingested: events.length });

    const response = await admin.get('/api/admin/analytics/summary?days=3');
    expect(response.status).toBe(200);
    expect(analyticsSummarySchema.parse(response.body)).toEqual(response.body);
    expect(response.body).toEqual({
      days: 3,
      eventsPerDay: [
        { day: isoDay(today - 2 * dayMs), count: 0 },
        { day: isoDay(yesterday), count: 4 },
        { day: isoDay(today), count: 11 },
      ],
      funnel: [
        { step: 'Phone submitted', users: 3, conversionFromPrevious: null },
        { step: 'Code verified', users: 2, conversionFromPrevious: 2 / 3 },
        { step: 'Details', users: 1, conversionFromPrevious: 0.5 },
        { step: 'Picture', users: 1, conversionFromPrevious: 1 },
        { step: 'Video intro', users: 1, conversionFromPrevious: 1 },
        { step: 'First concierge message', users: 1, conversionFromPrevious: 1 },
      ],
      topEvents: [
        { eventType: eventTypes.loginPhoneSubmitted, count: 4 },
        { eventType: eventTypes.screenViewed, count: 3 },
        { eventType: eventTypes.conciergeMessageSent, count: 2 },
        { eventType: eventTypes.loginContinueClicked, count: 2 },
        { eventType: eventTypes.loginOtpVerified, count: 2 },
        { eventType: eventTypes.loginProfilePictureSkipped, count: 1 },
        { eventType: eventTypes.loginVideoIntroCallClicked, count: 1 },
      ],
    });

    const month = await admin.get('/api/admin/analytics/summary');
    expect(month.body.days).toBe(30);
    expect(month.body.eventsPerDay).toHaveLength(30);
    expect(month.body.eventsPerDay[26]).toEqual({ day: isoDay(tooOld), count: 3 });
    expect(month.body.funnel[2]).toEqual({ step: 'Details', users: 2, conversionFromPrevious: 2 / 3 });
  });

  it('answers an empty window with zeros', async () => {
    const response = await admin.get('/api/admin/analytics/summary?days=1');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      days: 1,
      eventsPerDay: [{ day: isoDay(server.clock.now()), count: 0 }],
      funnel: expect.arrayContaining([{ step: 'Phone submitted', users: 0, conversionFromPrevious: null }]),
      topEvents: [],
    });
    expect(response.body.funnel.slice(1).every((step: { conversionFromPrevious: unknown }) => step.conversionFromPrevious === null)).toBe(
      true,
    );
  });
});

describe.each(testDialects)('client config (%s)', (dialect) => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it('points the SDK at the self-hosted endpoint without an Amplitude key', async () => {
    server = await startTestServer(dialect);
    const response = await new TestClient(server.baseUrl).get('/api/client-config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      analytics: {
        mode: 'self-hosted',
        apiKey: 'tandem-self-hosted',
        serverZone: 'US',
        serverUrl: '/api/analytics/2/httpapi',
        replaySampleRate: 0,
      },
      // Its speech modes are checked with the speech route (speech.api.test.ts).
      speech: expect.any(Object),
    });
    expect(clientConfigSchema.parse(response.body)).toEqual(response.body);
  });

  it('hands out the Amplitude key, zone and replay rate when configured', async () => {
    server = await startTestServer(dialect, {
      AMPLITUDE_API_KEY: 'amplitude-project-key',
      AMPLITUDE_SERVER_ZONE: 'EU',
      AMPLITUDE_REPLAY_SAMPLE_RATE: '0.25',
    });
    const response = await new TestClient(server.baseUrl).get('/api/client-config');
    expect(response.body).toEqual({
      analytics: { mode: 'amplitude', apiKey: 'amplitude-project-key', serverZone: 'EU', serverUrl: null, replaySampleRate: 0.25 },
      speech: expect.any(Object),
    });
  });
});
