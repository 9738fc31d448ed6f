import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../server/testing/test-server.ts';
import { collectPageErrors, describePageOnFailure, screenshotBoth } from './support/browser.ts';
import { signedInContext } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

const adminPhone = '+12025550499';
const requesterPhone = '+12025550491';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({ ADMIN_PHONES: adminPhone }, (app) => ({ server, browser } = app));

describe('a creator request', () => {
  it('shows its approval on the open page without a reload, and the notification opens the current state', async () => {
    const requester = await signedInContext(browser, server, requesterPhone, { name: 'Rui Requester', viewport: 'phone' });
    const page = await requester.newPage();
    const errors = collectPageErrors(page);
    describePageOnFailure(page, 'creator-request-requester');
    await page.goto('/p/events/new');
    await page.getByRole('textbox', { name: 'What events would you like to host?' }).fill('Founder breakfasts in Lisbon, 30 guests.');
    await page.getByRole('button', { name: 'Send request' }).click();
    const waiting = page.getByRole('heading', { name: 'Your request is waiting' });
    await waiting.waitFor();
    await screenshotBoth(page, '490-creator-request-waiting', waiting);

    // An admin approves in another browser, on the admin's page.
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin' });
    const adminPage = await admin.newPage();
    describePageOnFailure(adminPage, 'creator-request-admin');
    await adminPage.goto('/p/admin/creatorRequests');
    await adminPage.getByRole('button', { name: 'Approve Rui Requester' }).click();
    await adminPage.getByRole('heading', { name: 'Decided (1)' }).waitFor();

    // The requester's open page changes by itself.
    const approved = page.getByText('Your request to host was approved');
    await approved.waitFor();
    expect(await waiting.count()).toBe(0);
    await page.getByRole('button', { name: 'Create event' }).waitFor();
    await screenshotBoth(page, '491-creator-request-approved', approved);

    // From elsewhere in the app (no reload), the notification leads to the page as it is now.
    await page.getByRole('link', { name: 'Tandem home' }).click();
    await page.waitForURL((url) => url.pathname === '/p/home');
    await page.getByRole('button', { name: 'Notifications: 1 unread' }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('link', { name: /You can now create events/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/p/events/new');
    await approved.waitFor();
    await page.getByRole('button', { name: 'Create event' }).waitFor();
    expect(await waiting.count()).toBe(0);
    expect(errors).toEqual([]);
    await admin.close();
    await requester.close();
  });
});
