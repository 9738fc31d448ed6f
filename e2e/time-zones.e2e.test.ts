import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../server/testing/test-server.ts';
import { startAppServer } from './support/app-server.ts';
import {
  collectPageErrors,
  describePageOnFailure,
  launchBrowser,
  newContext,
  screenshot,
  screenshotBoth,
  viewports,
} from './support/browser.ts';
import { createEvent } from './support/events.ts';
import { signedInContext } from './support/signed-in-context.ts';

const adminPhone = '+12025550709';
const hostPhone = '+12025550701';
const signedInGuestPhone = '+12025550702';

let server: TestServer;
let browser: Browser;
let host: BrowserContext;

beforeAll(async () => {
  server = await startAppServer({ ADMIN_PHONES: adminPhone });
  browser = await launchBrowser();
  host = await approvedHost();
});
afterAll(async () => {
  await host?.close();
  await browser?.close();
  await server?.close();
});

/** A date `days` from the test clock's today, as a date input wants it. */
function dateInDays(days: number): string {
  return new Date(server.clock.now() + days * 24 * 3600_000).toISOString().slice(0, 10);
}

/** A host who may create events: asked for over the API, approved by an admin. */
async function approvedHost(): Promise<BrowserContext> {
  const host = await signedInContext(browser, server, hostPhone, { name: 'Rita Host', viewport: 'phone' });
  expect((await host.request.post('/api/creator-requests', { data: { message: 'Dinners in Lisbon.' } })).status()).toBe(201);
  const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin' });
  const pending = (await (await admin.request.get('/api/admin/creator-requests?status=pending')).json()) as { requests: { id: string }[] };
  expect((await admin.request.post(`/api/admin/creator-requests/${pending.requests[0]!.id}/approve`)).ok()).toBe(true);
  await admin.close();
  return host;
}

/** The picker's text field, its list, and the option the keyboard is on. */
function zonePicker(page: Page) {
  const field = page.getByRole('combobox', { name: 'Time zone' });
  const list = page.getByRole('listbox', { name: 'Time zone' });
  return { field, list, highlighted: list.getByRole('option', { selected: true }) };
}

describe('time zones by city', () => {
  it('a host picks Lisbon by typing "lis" with the keyboard, and the event keeps Europe/Lisbon', async () => {
    const page = await host.newPage();
    await page.setViewportSize(viewports.phone);
    const errors = collectPageErrors(page);
    describePageOnFailure(page, 'time-zones-host');

    await page.goto('/p/events/new');
    await page.getByRole('textbox', { name: 'Name' }).fill('Lisbon supper club');
    await page.getByLabel('Start date').fill(dateInDays(14));
    await page.getByLabel('Start time').fill('18:00');
    await page.getByLabel('End time').fill('21:00');
    await page.getByRole('textbox', { name: 'Place' }).fill('Casa do Alentejo, Lisbon');

    const zone = zonePicker(page);
    // The browser's own zone is the default, named by city with its offset.
    expect(await zone.field.inputValue()).toMatch(/^\S.* — GMT[+-]\d+(:\d\d)?$/);
    await zone.field.focus();
    await page.keyboard.type('lis');
    await zone.list.waitFor();
    expect(await zone.field.getAttribute('aria-expanded')).toBe('true');
    // The best fit is highlighted and is what assistive tech is told is active.
    expect(await zone.highlighted.textContent()).toMatch(/^Lisbon — GMT\+[01]Europe\/Lisbon$/);
    expect(await zone.field.getAttribute('aria-activedescendant')).toBe(await zone.highlighted.getAttribute('id'));
    await screenshot(page, 'time-zones-picker-open', 'phone');
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, 'time-zones-picker-open', 'desktop');
    await page.setViewportSize(viewports.phone);

    // The arrows move through the list and back; Enter chooses.
    await page.keyboard.press('ArrowDown');
    expect(await zone.highlighted.textContent()).not.toMatch(/^Lisbon/);
    await page.keyboard.press('ArrowUp');
    expect(await zone.highlighted.textContent()).toMatch(/^Lisbon/);
    await page.keyboard.press('Enter');
    await zone.list.waitFor({ state: 'hidden' });
    expect(await zone.field.inputValue()).toMatch(/^Lisbon — GMT\+[01]$/);

    // A name people search for finds its zone; Escape leaves the choice as it was.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('nyc');
    expect(await zone.highlighted.textContent()).toMatch(/^New York — GMT-[45]NYC · America\/New_York$/);
    await page.keyboard.press('Escape');
    await zone.list.waitFor({ state: 'hidden' });
    expect(await zone.field.inputValue()).toMatch(/^Lisbon — GMT\+[01]$/);

    // With the list closed, Enter submits the form.
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /^\/p\/events\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
    const eventId = new URL(page.url()).pathname.split('/').pop()!;
    const stored = (await (await host.request.get(`/api/events/${eventId}`)).json()) as { startsAt: string; timeZone: string };
    expect(stored.timeZone).toBe('Europe/Lisbon');
    expect(stored.startsAt).toMatch(new RegExp(`^${dateInDays(14)}T18:00:00(Z|\\+01:00)$`));

    // The event page names the zone the same way.
    const zoneLine = page.getByText(/^Times are Lisbon time \(GMT\+[01]\)$/);
    await zoneLine.waitFor();
    await screenshotBoth(page, 'time-zones-event-page', zoneLine);

    // Editing shows the saved zone by its city.
    await page.getByRole('button', { name: 'Edit details' }).click();
    expect(await zonePicker(page).field.inputValue()).toMatch(/^Lisbon — GMT\+[01]$/);

    expect(errors).toEqual([]);
    await page.close();
  });

  it("a guest opening the join link sees the event's time with its zone, and chooses whether the hosts see their phone number and email", async () => {
    const event = await createEvent(server, host, {
      name: 'Lisbon book club',
      timeZone: 'Europe/Lisbon',
      place: 'Livraria Bertrand, Lisbon',
      daysAhead: 10,
      startHourUtc: 18,
      hours: 2,
    });
    const guest = await newContext(browser, 'phone', server.baseUrl);
    const page = await guest.newPage();
    const errors = collectPageErrors(page);
    describePageOnFailure(page, 'time-zones-join');
    await page.goto(`/p/joinEvent/${event.id}`);
    await page.getByRole('heading', { name: 'Lisbon book club' }).waitFor();
    const card = page.getByRole('region', { name: 'Lisbon book club' });
    await card.getByText(/\d\d:\d\d( PM)? – \d\d:\d\d( PM)? Lisbon time \(GMT\+[01]\)$/).waitFor();
    const hostsSee = card.getByRole('checkbox', { name: 'Let the hosts see my phone number and email' });
    await hostsSee.waitFor();
    expect(await hostsSee.isChecked()).toBe(false);
    await screenshotBoth(page, 'time-zones-join-card', hostsSee);
    expect(errors).toEqual([]);
    await guest.close();

    // Signed in, the guest joins with a button: the choice links Settings, which says who sees what.
    const signedIn = await signedInContext(browser, server, signedInGuestPhone, { name: 'Gil Guest', viewport: 'phone' });
    const signedInPage = await signedIn.newPage();
    const signedInErrors = collectPageErrors(signedInPage);
    await signedInPage.goto(`/p/joinEvent/${event.id}`);
    await signedInPage.getByRole('button', { name: 'Join event' }).waitFor();
    const settingsLink = signedInPage.getByRole('link', { name: 'Who sees what, in Settings' });
    await screenshotBoth(signedInPage, 'time-zones-join-card-signed-in', settingsLink);
    await settingsLink.click();
    await signedInPage.waitForURL('**/p/settings');
    await signedInPage.getByRole('heading', { name: 'Who sees what' }).waitFor();
    expect(signedInErrors).toEqual([]);
    await signedIn.close();
  });
});
