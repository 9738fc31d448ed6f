import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventTypes } from '../shared/analytics/event-types.ts';
import { selfHostedAnalyticsKey, selfHostedIngestionPath } from '../shared/analytics/self-hosted.ts';
import type { TestServer } from '../server/testing/test-server.ts';
import { TestClient } from '../server/testing/test-client.ts';
import { formatLongDay, utcDay } from '../web/src/features/admin/dashboard-period.ts';
import { collectPageErrors, screenshot } from './support/browser.ts';
import { signedInContext } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

const adminPhone = '+12025550149';
const dayMs = 24 * 60 * 60 * 1000;

let server: TestServer;
let browser: Browser;
useAppAndBrowser({ ADMIN_PHONES: adminPhone }, (app) => ({ server, browser } = app));

/** One event as the Amplitude SDK sends it. */
function sdkEvent(eventType: string, userId: string, time: number) {
  return {
    event_type: eventType,
    user_id: userId,
    device_id: `device-${userId}`,
    session_id: time,
    time,
    insert_id: randomUUID(),
    platform: 'Web',
    library: 'amplitude-ts/2.47.0',
  };
}

/**
 * Five people through the sign-in funnel today (5 → 4 → 3 → 2 → 1 → 1), two screens each, and
 * older events that only longer periods include: 26 events in 7 days, 29 in 30, 31 in 90.
 */
async function seedAnalytics() {
  const now = server.clock.now();
  const funnelUsers = ['funnel-user-1', 'funnel-user-2', 'funnel-user-3', 'funnel-user-4', 'funnel-user-5'];
  const reached: [string, number][] = [
    [eventTypes.loginPhoneSubmitted, 5],
    [eventTypes.loginOtpVerified, 4],
    [eventTypes.loginContinueClicked, 3],
    [eventTypes.loginAddProfilePictureClicked, 1],
    [eventTypes.conciergeMessageSent, 1],
  ];
  const events = reached.flatMap(([eventType, count]) => funnelUsers.slice(0, count).map((user) => sdkEvent(eventType, user, now)));
  events.push(sdkEvent(eventTypes.loginProfilePictureSkipped, 'funnel-user-2', now));
  events.push(sdkEvent(eventTypes.loginVideoIntroCallClicked, 'funnel-user-1', now));
  for (const user of funnelUsers) events.push(sdkEvent(eventTypes.screenViewed, user, now), sdkEvent(eventTypes.screenViewed, user, now));
  for (let index = 0; index < 3; index += 1) events.push(sdkEvent(eventTypes.matchesOpened, 'returning-user', now - 10 * dayMs));
  for (let index = 0; index < 2; index += 1) events.push(sdkEvent(eventTypes.dossierOpened, 'early-user', now - 40 * dayMs));

  const response = await new TestClient(server.baseUrl).post(selfHostedIngestionPath, {
    api_key: selfHostedAnalyticsKey,
    events,
    options: {},
    client_upload_time: new Date(now).toISOString(),
  });
  expect(response.body).toMatchObject({ code: 200, events_ingested: 31 });
}

/** The rows of a chart's data table (hidden until "Show data"), each as its cells' texts. */
async function tableRows(page: Page, caption: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: caption });
  await table.waitFor({ state: 'attached' });
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')));
}

/** Full-page screenshots of a scrolled page draw the sticky header midway. */
const scrollToTop = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

describe('the admin dashboard', () => {
  it('says when there is nothing to chart yet, and shows a failed load with a way to retry', async () => {
    const context = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin', viewport: 'phone' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/p/admin');
    await page.getByRole('heading', { name: 'No events yet in this period' }).waitFor();
    await page.getByText('only count people who are not admins').waitFor();
    await screenshot(page, '40-admin-dashboard-empty', 'phone');

    let failing = true;
    await page.route('**/api/admin/analytics/summary**', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'server_error', message: 'The database is asleep.' }),
          })
        : route.fallback(),
    );
    await page.getByRole('link', { name: 'Last 7 days' }).click();
    await page.getByRole('alert').filter({ hasText: 'The database is asleep.' }).waitFor();
    expect(new URL(page.url()).searchParams.get('days')).toBe('7');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'No events yet in this period' }).waitFor();
    expect(errors.filter((error) => !error.includes('500'))).toEqual([]);
    await context.close();
  });

  it('charts events per day, the sign-in funnel and the top events, per period', async () => {
    await seedAnalytics();
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin', viewport: 'desktop' });
    const startsAt = new Date(server.clock.now() + 7 * dayMs);
    for (const name of ['Founders Breakfast', 'Climate Tech Mixer']) {
      const created = await admin.request.post('/api/events', {
        data: {
          name,
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + 3 * 60 * 60 * 1000).toISOString(),
          timeZone: 'Europe/Berlin',
          place: 'Berlin',
        },
      });
      expect(created.status()).toBe(201);
    }
    await admin.close();
    const today = formatLongDay(utcDay(server.clock.now()));

    for (const viewport of ['phone', 'desktop'] as const) {
      const context = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin', viewport });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto('/p/admin');

      // Events per day: 30 days by default, today's 26 and the 3 from ten days ago.
      await page.getByRole('img', { name: /^Events per day over the last 30 days: 29 events in total, most on .+ with 26\./ }).waitFor();
      const days = await tableRows(page, 'Events per day, last 30 days');
      expect(days).toHaveLength(30);
      expect(days.at(-1)).toEqual([today, '26']);
      expect(days.filter(([, count]) => count !== '0').map(([, count]) => count)).toEqual(['3', '26']);

      expect(await tableRows(page, 'Sign-in funnel, last 30 days')).toEqual([
        ['Phone submitted', '5', '—'],
        ['Code verified', '4', '80%'],
        ['Details', '3', '75%'],
        ['Picture', '2', '66.7%'],
        ['Video intro', '1', '50%'],
        ['First concierge message', '1', '100%'],
      ]);
      await page.getByRole('img', { name: /^Sign-in funnel over the last 30 days: Phone submitted 5, Code verified 4 \(80%\)/ }).waitFor();
      await page.getByText('20%', { exact: true }).waitFor();

      const top = await tableRows(page, 'Most frequent events, last 30 days');
      expect(top.slice(0, 2)).toEqual([
        ['Screen Viewed', '10'],
        ['Login Phone Submitted', '5'],
      ]);
      expect(top).toContainEqual(['Matches Opened', '3']);
      expect(top.map(([name]) => name)).not.toContain('Dossier Opened');

      // A keyboard user reads a day's exact number from the chart itself.
      const chart = page.getByRole('img', { name: /^Events per day/ });
      await chart.focus();
      await page.keyboard.press('End');
      await page.getByText(`${today}: 26 events`).first().waitFor();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => page.getByText(`${formatLongDay(utcDay(server.clock.now() - dayMs))}: 0 events`).count()).toBeGreaterThan(0);
      await page.keyboard.press('End');
      await scrollToTop(page);
      await screenshot(page, '41-admin-dashboard', viewport);

      // The events list leads to each event's admin page, and searches by name.
      const eventsList = page.getByRole('region', { name: 'Events' });
      expect(await eventsList.getByRole('link').allTextContents()).toEqual(
        expect.arrayContaining(['Founders Breakfast', 'Climate Tech Mixer']),
      );
      await eventsList.getByRole('textbox', { name: 'Event name' }).fill('climate');
      await eventsList.getByRole('button', { name: 'Search' }).click();
      await expect.poll(() => eventsList.getByRole('link').allTextContents()).toEqual(['Climate Tech Mixer']);
      expect(await eventsList.getByRole('link').getAttribute('href')).toMatch(/^\/p\/admin\/events\/[^/]+$/);

      // The period lives in the URL.
      await page.getByRole('link', { name: 'Last 7 days' }).click();
      await page.waitForURL('**/p/admin?days=7');
      await page.getByRole('img', { name: /^Events per day over the last 7 days: 26 events in total/ }).waitFor();
      expect(await tableRows(page, 'Events per day, last 7 days')).toHaveLength(7);
      expect((await tableRows(page, 'Most frequent events, last 7 days')).map(([name]) => name)).not.toContain('Matches Opened');
      expect(await page.getByRole('link', { name: 'Last 7 days' }).getAttribute('aria-current')).toBe('true');

      await page.getByRole('link', { name: 'Last 90 days' }).click();
      await page.getByRole('img', { name: /^Events per day over the last 90 days: 31 events in total/ }).waitFor();
      expect(await tableRows(page, 'Most frequent events, last 90 days')).toContainEqual(['Dossier Opened', '2']);

      await page.reload();
      await page.getByRole('img', { name: /^Events per day over the last 90 days/ }).waitFor();

      // "Show data" puts the numbers on screen for everyone.
      const funnelCard = page.getByRole('region', { name: 'Sign-in funnel' });
      await funnelCard.getByRole('button', { name: 'Show data' }).click();
      await funnelCard.getByRole('table').getByText('66.7%').waitFor({ state: 'visible' });
      await scrollToTop(page);
      await screenshot(page, '42-admin-dashboard-90-days-data', viewport);

      if (viewport === 'phone') {
        await page.emulateMedia({ colorScheme: 'dark' });
        await screenshot(page, '43-admin-dashboard-dark', viewport);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('keeps a USER out of the dashboard and its data', async () => {
    const context = await signedInContext(browser, server, '+12025550148', { name: 'Ada Admin', viewport: 'phone' });
    const summary = await context.request.get('/api/admin/analytics/summary?days=30');
    expect(summary.status()).toBe(403);
    const page = await context.newPage();
    await page.goto('/p/admin');
    await page.waitForURL((url) => !url.pathname.startsWith('/p/admin'));
    expect(await page.getByRole('heading', { name: 'Sign-in funnel' }).count()).toBe(0);
    await context.close();
  });
});
