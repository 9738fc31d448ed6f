import type { Browser, Page } from 'playwright-core';
import { outboxKeyPrefix } from '../web/src/platform/analytics/outbox.ts';
import { describe, expect, it } from 'vitest';
import { eventTypes } from '../shared/analytics/event-types.ts';
import type { TestServer } from '../server/testing/test-server.ts';
import { afterAnalyticsFlush, installMovableClock } from './support/analytics.ts';
import { readCode } from './support/app-server.ts';
import { newContext } from './support/browser.ts';
import { currentUser, signedInContext } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({ ADMIN_PHONES: '+12025550199' }, (app) => ({ server, browser } = app));

async function signInThroughScreens(page: Page, phoneNumber: string) {
  await page.goto('/p/');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phoneNumber);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(server, phoneNumber));
  await page.getByRole('button', { name: 'Verify' }).click();
}

const storedEvents = (userId: string) =>
  server.database.db
    .selectFrom('analytics_events')
    .select(['event_type', 'event_properties'])
    .where('user_id', '=', userId)
    .orderBy('event_time')
    .execute();

describe('product analytics in the browser', () => {
  it("sends a new user's sign-in funnel through the real SDK to Tandem's own endpoint", async () => {
    const context = await newContext(browser, 'phone', server.baseUrl);
    await installMovableClock(context);
    const page = await context.newPage();
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(server.baseUrl)) outside.push(request.url());
    });

    await signInThroughScreens(page, '+12025550191');
    await page.getByRole('textbox', { name: 'Name' }).fill('Lior Amit');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('button', { name: 'Start with chat' }).click();
    await page.waitForURL('**/p/chat/*');

    const userId = (await (await context.request.get('/api/users/me')).json()).id as string;
    await expect
      .poll(
        afterAnalyticsFlush(page, async () => (await storedEvents(userId)).map((event) => event.event_type)),
        { timeout: 30_000, interval: 1000 },
      )
      .toEqual(
        expect.arrayContaining([
          eventTypes.loginPhoneSubmitted,
          eventTypes.loginOtpVerificationRequested,
          eventTypes.loginOtpVerified,
          eventTypes.loginContinueClicked,
          eventTypes.loginProfilePictureSkipped,
          eventTypes.loginVideoIntroChatClicked,
          eventTypes.screenViewed,
        ]),
      );
    const events = await storedEvents(userId);
    const funnelOrder = [
      eventTypes.loginPhoneSubmitted,
      eventTypes.loginOtpVerified,
      eventTypes.loginContinueClicked,
      eventTypes.loginVideoIntroChatClicked,
    ];
    const positions = funnelOrder.map((type) => events.findIndex((event) => event.event_type === type));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const submitted = events.find((event) => event.event_type === eventTypes.loginPhoneSubmitted)!;
    expect(JSON.parse(submitted.event_properties as string)).toMatchObject({
      phone_number: '+12025550191',
      is_saved_phone: false,
      source: 'web',
    });
    const screens = events
      .filter((event) => event.event_type === eventTypes.screenViewed)
      .map((event) => JSON.parse(event.event_properties as string).screen);
    expect(screens).toEqual(
      expect.arrayContaining([
        'Login',
        'Login OTP Input',
        'Login Input User Details',
        'Login Add Profile Picture',
        'Login Video Intro',
        'Chat',
      ]),
    );
    expect(outside).toEqual([]);
    await context.close();
  });

  it('loses no event of a page left before its SDK started (reloaded twice at once, then closed), and stores each once', async () => {
    const context = await signedInContext(browser, server, '+12025550192', { name: 'Noa Peretz' });
    const userId = (await currentUser(context)).id;
    await installMovableClock(context);
    /** The home screen views waiting in the browser's storage, of every page of this context. */
    const waitingHomeViews = (page: Page) =>
      page.evaluate((prefix) => {
        const entries = Object.keys(localStorage).filter((key) => key.startsWith(prefix));
        const events = entries.flatMap((key) => JSON.parse(localStorage.getItem(key)!) as { properties: { screen?: string } }[]);
        return events.filter((event) => event.properties.screen === 'Home').length;
      }, outboxKeyPrefix);

    const page = await context.newPage();
    await page.goto('/p/home');
    await expect.poll(() => waitingHomeViews(page)).toBe(1);
    await page.reload();
    await expect.poll(() => waitingHomeViews(page)).toBe(2);
    await page.reload();
    await expect.poll(() => waitingHomeViews(page)).toBe(3);
    await page.close();

    const next = await context.newPage();
    await next.goto('/p/home');
    const storedHomeViews = async () =>
      (await storedEvents(userId)).filter(
        (event) => event.event_type === eventTypes.screenViewed && JSON.parse(event.event_properties as string).screen === 'Home',
      ).length;
    await expect.poll(afterAnalyticsFlush(next, storedHomeViews), { timeout: 30_000, interval: 1000 }).toBe(4);
    await expect.poll(() => waitingHomeViews(next)).toBe(0);
    expect(await storedHomeViews()).toBe(4);
    await context.close();
  });

  it('sends nothing at all for an admin', async () => {
    const context = await newContext(browser, 'desktop', server.baseUrl);
    const page = await context.newPage();
    // The page's timers run on a clock the test can move, so the SDK's flush interval passes at once.
    await page.clock.install();
    const analyticsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/analytics/')) analyticsRequests.push(request.url());
    });
    await signInThroughScreens(page, '+12025550199');
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada Admin');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('button', { name: 'Start with chat' }).click();
    await page.waitForURL('**/p/chat/*');
    await page.goto('/p/admin');
    await page.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();
    // Longer than the SDK's 10-second flush interval: a batch the SDK held would leave now. A
    // request the page sends after that shows the flush's own request, had there been one.
    await page.clock.runFor(12_000);
    expect(await page.evaluate(async () => (await fetch('/api/users/me')).status)).toBe(200);
    const userId = (await (await context.request.get('/api/users/me')).json()).id as string;
    expect(await storedEvents(userId)).toEqual([]);
    expect(analyticsRequests).toEqual([]);
    await context.close();
  });
});
