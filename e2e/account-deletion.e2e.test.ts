import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../server/testing/test-server.ts';
import { readCode } from './support/app-server.ts';
import { collectPageErrors, describePageOnFailure, newContext, screenshotBoth } from './support/browser.ts';
import { createEvent } from './support/events.ts';
import { currentUser, signedInContext } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

const adminPhone = '+12025550489';
const hostPhone = '+12025550481';
const guestPhone = '+12025550482';
const rememberedHint = 'The number you used last time on this device.';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({ ADMIN_PHONES: adminPhone }, (app) => ({ server, browser } = app));

/** Signs in through the sign-in page, as on a phone, so the device remembers the number. */
async function signInOnPage(page: Page, phoneNumber: string) {
  await page.goto('/p/');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phoneNumber);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(server, phoneNumber));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname === '/p/home');
}

describe('deleting an account', () => {
  it('confirms it is gone, the device forgets the number, and the host sees a deleted user with nothing to do', async () => {
    const host = await signedInContext(browser, server, hostPhone, { name: 'Hana Host' });
    await server.database.db
      .updateTable('users')
      .set({ is_creator: 1 })
      .where('id', '=', (await currentUser(host)).id)
      .execute();
    const event = await createEvent(server, host, {
      name: 'Lisbon founders breakfast',
      timeZone: 'Europe/Lisbon',
      place: 'Hotel Lisboa, Lisbon',
      daysAhead: 10,
      startHourUtc: 8,
      hours: 2,
    });

    // The guest has an account, finished sign-in and joined; then signs in on this phone.
    const setup = await signedInContext(browser, server, guestPhone, { name: 'Gil Guest' });
    const guestId = (await currentUser(setup)).id;
    expect((await setup.request.put('/api/users/me/onboarding', { data: { step: 'done' } })).ok()).toBe(true);
    expect((await setup.request.post(`/api/events/${event.id}/join`)).ok()).toBe(true);
    await setup.close();
    const guest = await newContext(browser, 'phone', server.baseUrl);
    const page = await guest.newPage();
    const errors = collectPageErrors(page);
    describePageOnFailure(page, 'account-deletion-guest');
    server.clock.advance(31_000);
    await signInOnPage(page, guestPhone);

    await page.goto('/p/settings');
    // The passkeys and devices above the button load after the page and push it down: a click
    // before they are shown can land where it was (seen under load: no dialog opened).
    await page.getByText('You have no passkeys yet.').waitFor();
    await page.getByText('· This device').waitFor();
    await page.getByRole('button', { name: 'Delete your account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    // A plain confirmation, signed out, with a way on.
    await page.waitForURL((url) => url.pathname === '/p/account-deleted');
    const gone = page.getByRole('heading', { name: 'Your account has been deleted', level: 1 });
    await gone.waitFor();
    expect((await guest.request.get('/api/users/me')).status()).toBe(401);
    await screenshotBoth(page, '480-account-deleted', gone);

    // The sign-in page no longer offers the deleted number.
    await page.getByRole('link', { name: 'Back to Tandem' }).click();
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await phone.waitFor();
    expect(await phone.inputValue()).toBe('');
    expect(await page.getByText(rememberedHint).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('tandem.lastPhoneNumber'))).toBeNull();
    expect(errors).toEqual([]);

    // The host's list: "Deleted user", out of the joined, no contact and no action on them.
    const hostPage = await host.newPage();
    const hostErrors = collectPageErrors(hostPage);
    describePageOnFailure(hostPage, 'account-deletion-host');
    await hostPage.goto(`/p/events/${event.id}`);
    const participants = hostPage.getByRole('list', { name: 'Participants' });
    const deleted = participants.getByRole('listitem').filter({ hasText: 'Deleted user' });
    await deleted.waitFor();
    await deleted.getByText('Account deleted').waitFor();
    expect(await deleted.getByRole('button').count()).toBe(0);
    expect(await participants.getByRole('button', { name: /Invite as co-host|Remove/ }).count()).toBe(0);
    expect(await hostPage.locator('body').innerText()).not.toContain('deleted:');
    expect(await hostPage.getByRole('list', { name: 'Counts' }).innerText()).toContain('0 joined');
    await screenshotBoth(hostPage, '481-host-participants-deleted-user', deleted);
    expect(hostErrors).toEqual([]);

    // The admin's page of the person: "Deleted user", who deleted it, and nothing personal.
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin' });
    const adminPage = await admin.newPage();
    const adminErrors = collectPageErrors(adminPage);
    describePageOnFailure(adminPage, 'account-deletion-admin');
    await adminPage.goto(`/p/admin/users/${guestId}`);
    const title = adminPage.getByRole('heading', { name: 'Deleted user', level: 1 });
    await title.waitFor();
    await adminPage.getByText('They deleted the account').waitFor();
    expect(await adminPage.locator('body').innerText()).not.toMatch(/deleted:|Gil Guest|An admin deleted/);
    await screenshotBoth(adminPage, '482-admin-deleted-user', title);
    expect(adminErrors).toEqual([]);
    await admin.close();
    await guest.close();
    await host.close();
  });
});
