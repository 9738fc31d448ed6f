import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { limits } from '../shared/limits.ts';
import type { TestServer } from '../server/testing/test-server.ts';
import { readCode } from './support/app-server.ts';
import { collectPageErrors, screenshotBoth, screenshotWindow } from './support/browser.ts';
import { useAppAndBrowser } from './support/file-setup.ts';
import { signedInContext } from './support/signed-in-context.ts';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({}, (app) => ({ server, browser } = app));

const phoneNumber = '+12025550176';

describe('where you are signed in', () => {
  it('lists the devices in Settings and signs one out, asking for a texted code once the sign-in is old', async () => {
    const laptop = await signedInContext(browser, server, phoneNumber, { name: 'Noor Sessions' });
    const lostPhone = await signedInContext(browser, server, phoneNumber, { name: 'Noor Sessions', viewport: 'phone' });
    const page = await laptop.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/p/settings');

    const section = page.getByRole('region', { name: "Where you're signed in" });
    const signOutButtons = section.getByRole('button', { name: /^Sign out / });
    await section.getByText('This device').waitFor();
    await expect.poll(() => signOutButtons.count()).toBe(1);
    await screenshotBoth(page, '105-settings-sessions', section.getByText('This device'));

    // Signed in a moment ago: the other device is signed out at once.
    await signOutButtons.first().click();
    await expect.poll(() => signOutButtons.count()).toBe(0);
    expect((await lostPhone.request.get('/api/users/me')).status()).toBe(401);

    // Later, the sign-in is no longer recent: a code texted to the person's own number confirms it is them.
    const secondPhone = await signedInContext(browser, server, phoneNumber, { name: 'Noor Sessions', viewport: 'phone' });
    server.clock.advance((limits.recentAuthenticationMinutes + 1) * 60 * 1000);
    await page.reload();
    await expect.poll(() => signOutButtons.count()).toBe(1);
    await signOutButtons.first().click();
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Text me a code' }).click();
    const codeField = dialog.getByLabel('Code');
    await codeField.waitFor();
    await codeField.fill(await readCode(server, phoneNumber));
    await screenshotWindow(page, '106-settings-confirm-code', 'desktop');
    await dialog.getByRole('button', { name: 'Confirm and sign out' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => signOutButtons.count()).toBe(0);
    expect((await secondPhone.request.get('/api/users/me')).status()).toBe(401);
    expect((await laptop.request.get('/api/users/me')).status()).toBe(200);
    expect(errors).toEqual([]);

    await Promise.all([laptop.close(), lostPhone.close(), secondPhone.close()]);
  });
});
