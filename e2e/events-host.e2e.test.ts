import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../server/testing/test-server.ts';
import { collectPageErrors, screenshot, viewports } from './support/browser.ts';
import { signedInContext } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

const adminPhone = '+12025550409';
const hostPhone = '+12025550401';
const guestPhone = '+12025550402';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({ ADMIN_PHONES: adminPhone }, (app) => ({ server, browser } = app));

/** Screenshots at both sizes from one page: phone first, and back to phone after. */
async function screenshotBoth(page: Page, name: string) {
  await screenshot(page, name, 'phone');
  await page.setViewportSize(viewports.desktop);
  await screenshot(page, name, 'desktop');
  await page.setViewportSize(viewports.phone);
}

/** A date `days` from the test clock's today, as a date input wants it. */
function dateInDays(days: number): string {
  return new Date(server.clock.now() + days * 24 * 3600_000).toISOString().slice(0, 10);
}

describe('hosting an event', () => {
  it('a creator creates, edits, invites, imports, copies a link, revokes, and sees a guest join', async () => {
    const host = await signedInContext(browser, server, hostPhone, { name: 'Maya Host' });
    await host.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await host.newPage();
    await page.setViewportSize(viewports.phone);
    const errors = collectPageErrors(page);

    // Not a creator yet: the page says why and offers to ask.
    await page.goto('/p/events/new');
    const message = page.getByRole('textbox', { name: 'What events would you like to host?' });
    await message.waitFor();
    await screenshotBoth(page, '60-events-new-request');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Say in a few words what events you want to host.').waitFor();
    await message.fill('Monthly founders dinners in Paris.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('heading', { name: 'Your request is waiting' }).waitFor();

    // An admin approves over the API.
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin' });
    const pending = (await (await admin.request.get('/api/admin/creator-requests?status=pending')).json()) as {
      requests: { id: string }[];
    };
    expect(pending.requests).toHaveLength(1);
    expect((await admin.request.post(`/api/admin/creator-requests/${pending.requests[0]!.id}/approve`)).ok()).toBe(true);

    // The create form, with client-side checks in the server's words.
    await page.reload();
    await page.getByText('Your request to host was approved').waitFor();
    expect(await page.getByRole('combobox', { name: 'Time zone' }).inputValue()).not.toBe('');
    await page.getByRole('textbox', { name: 'Name' }).fill('Founders dinner');
    await page.getByRole('textbox', { name: 'Description' }).fill('Dinner and introductions.\nBring a friend.');
    await page.getByLabel('Start date').fill(dateInDays(14));
    await page.getByLabel('Start time').fill('19:00');
    await page.getByLabel('End time').fill('18:00');
    await page.getByRole('combobox', { name: 'Time zone' }).fill('Europe/Paris');
    await page.getByRole('button', { name: 'Create event' }).click();
    await page.getByText('The event must end after it starts.').waitFor();
    await page.getByText('Give a place, an online link, or both.').waitFor();
    await screenshotBoth(page, '61-events-new-form');
    await page.getByLabel('End time').fill('22:30');
    await page.getByRole('textbox', { name: 'Place' }).fill('Le Comptoir, Paris');
    // A start in the past is asked about first; "Change the date" goes back to the form.
    await page.getByLabel('Start date').fill(dateInDays(-3));
    await page.getByLabel('End date').fill(dateInDays(-3));
    await page.getByRole('button', { name: 'Create event' }).click();
    const started = page.getByRole('dialog', { name: 'This event has already started' });
    await started.waitFor();
    await started.getByRole('button', { name: 'Change the date' }).click();
    await started.waitFor({ state: 'hidden' });
    await page.getByLabel('Start date').fill(dateInDays(14));
    await page.getByLabel('End date').fill(dateInDays(14));
    await page.getByRole('button', { name: 'Create event' }).click();
    await page.waitForURL((url) => /^\/p\/events\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
    const eventId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { name: 'Founders dinner', level: 1 }).waitFor();
    const stored = (await (await host.request.get(`/api/events/${eventId}`)).json()) as { startsAt: string; timeZone: string };
    expect(stored.timeZone).toBe('Europe/Paris');
    expect(stored.startsAt).toMatch(new RegExp(`^${dateInDays(14)}T19:00:00\\+0[12]:00$`));

    // Edit the details with the same form.
    await page.getByRole('button', { name: 'Edit details' }).click();
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Founders dinner');
    expect(await page.getByLabel('Start time').inputValue()).toBe('19:00');
    await page.getByRole('textbox', { name: 'Name' }).fill('Founders dinner: winter edition');
    await page.getByRole('textbox', { name: 'Capacity' }).fill('60');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { name: 'Founders dinner: winter edition', level: 1 }).waitFor();
    await page.getByText('room for 60').waitFor();

    // One invitee by hand.
    await page.getByText('Add an invitee').click();
    await page.getByRole('textbox', { name: 'Invitee name' }).fill('Lea Martin');
    await page.getByRole('textbox', { name: 'Invitee phone number' }).fill('+12025550411');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await page.getByText('Lea Martin is invited').waitFor();

    // A CSV with one bad line imports nothing and says which line; fixed, it imports all.
    await page.getByText('Import invitees from a CSV').click();
    const csvBox = page.getByRole('textbox', { name: 'CSV text' });
    await csvBox.fill('name,phone,email\nOri Tal,+12025550412,\nNoa Bad,,not-an-email\nDan Ray,,dan@example.com');
    await page.getByRole('button', { name: 'Import invitees' }).click();
    await page.getByText(/^Line 3: /).waitFor();
    await page.getByText('One row has a problem, so nothing was imported.').waitFor();
    const afterBad = (await (await host.request.get(`/api/events/${eventId}/participants`)).json()) as { counts: { invited: number } };
    expect(afterBad.counts.invited).toBe(1);
    await csvBox.fill(
      'name,phone,email\nOri Tal,+12025550412,\nNoa Good,,noa@example.com\nDan Ray,,daniel.raymond-konstantinopoulos@research.example-university.edu',
    );
    await page.getByRole('button', { name: 'Import invitees' }).click();
    await page.getByText('Imported 3 invitees.').waitFor();
    await page.getByRole('list', { name: 'Participants' }).getByText('Dan Ray').waitFor();

    // Copy a personal link.
    await page.getByRole('button', { name: 'Copy link: personal link of Ori Tal' }).click();
    await page.getByRole('button', { name: 'Copied: personal link of Ori Tal' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/p/joinEvent/${eventId}/member-hash/[A-Za-z0-9_-]+$`),
    );

    // Revoke one invitation, after a confirmation.
    await page.getByRole('button', { name: 'Revoke the invitation of Noa Good' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Their personal link stops working.').waitFor();
    await dialog.getByRole('button', { name: 'Revoke invitation' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Revoked (1)' }).click();
    await page.getByRole('list', { name: 'Participants' }).getByText('Noa Good').waitFor();
    await page.getByRole('button', { name: /^All/ }).click();

    // A guest joins over their own API session; the host's list shows them after a refresh.
    const guest = await signedInContext(browser, server, guestPhone, { name: 'Gil Guest', viewport: 'phone' });
    expect((await guest.request.post(`/api/events/${eventId}/join`, { data: {} })).ok()).toBe(true);
    await page.getByRole('button', { name: 'Refresh' }).click();
    const guestRow = page.getByRole('listitem').filter({ hasText: 'Gil Guest' });
    await guestRow.getByText('Joined', { exact: true }).waitFor();
    await guestRow.getByRole('list', { name: 'Onboarding of Gil Guest' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search participants' }).fill('gil');
    await page.getByText('Showing 1 of 1.').waitFor();
    await page.getByRole('searchbox', { name: 'Search participants' }).fill('');
    await page.evaluate(() => window.scrollTo(0, 0));
    // The participants list fits a phone: no sideways scrolling of the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await screenshotBoth(page, '62-event-page-host');

    // The read-only view, for the host and for the guest: no host tools.
    await page.goto(`/p/viewEvent/${eventId}`);
    await page.getByRole('heading', { name: 'Founders dinner: winter edition', level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Participants' }).count()).toBe(0);
    const guestPage = await guest.newPage();
    const guestErrors = collectPageErrors(guestPage);
    await guestPage.goto(`/p/viewEvent/${eventId}`);
    await guestPage.getByRole('heading', { name: 'Founders dinner: winter edition', level: 1 }).waitFor();
    await guestPage.getByText('Maya Host').waitFor();
    expect(await guestPage.getByRole('button', { name: 'Edit details' }).count()).toBe(0);
    await screenshotBoth(guestPage, '63-view-event');

    // Unknown and malformed ids lead to the error screen, each with its own text.
    await guestPage.goto('/p/events/0190a1b2-0000-7000-8000-000000000000');
    await guestPage.waitForURL('**/p/error');
    await guestPage.getByText("The event you're looking for doesn't exist or has been removed.").waitFor();
    await guestPage.goto('/p/viewEvent/not-an-id');
    await guestPage.waitForURL('**/p/error');
    await guestPage.getByText('There was a problem with this event request. The event information may be invalid or corrupt.').waitFor();

    expect(errors).toEqual([]);
    expect(guestErrors.filter((error) => !/status of 40[04]/.test(error))).toEqual([]);
    await Promise.all([host.close(), admin.close(), guest.close()]);
  });
});
