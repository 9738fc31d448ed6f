import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../server/testing/test-server.ts';
import { collectPageErrors, downloadedText, screenshot, screenshotBoth } from './support/browser.ts';
import { currentUser, signedInContext } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({}, (app) => ({ server, browser } = app));

describe('profile and settings', () => {
  it('opens from the header; changes the details, the photo and how Tandem reaches the user, all kept after a reload', async () => {
    const context = await signedInContext(browser, server, '+12025550171', { name: 'Mira Settings', viewport: 'phone' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/p/home');

    await page.getByRole('link', { name: /profile and settings/ }).click();
    await page.waitForURL('**/p/settings');
    const heading = page.getByRole('heading', { name: 'Profile and settings', level: 1 });
    await heading.waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshotBoth(page, '100-settings', heading);

    // A bad email is refused where it was typed, and nothing is saved.
    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel('Email').fill('mira@');
    await details.getByRole('button', { name: 'Save details' }).click();
    await details.getByText('Enter a valid email address.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    expect((await currentUser(context)).email).toBeNull();
    await screenshot(page, '101-settings-error', 'phone');

    await details.getByLabel('Name').fill('Mira Okafor');
    await details.getByLabel('Email').fill('mira@example.com');
    await details.getByLabel('LinkedIn').fill('linkedin.com/in/mira-okafor');
    await details.getByRole('button', { name: 'Save details' }).click();
    await details.getByRole('status').filter({ hasText: 'Your details are saved.' }).waitFor();
    await expect.poll(() => details.getByLabel('LinkedIn').inputValue()).toBe('https://linkedin.com/in/mira-okafor');
    await page.getByRole('banner').getByText('Mira Okafor').waitFor({ state: 'attached' });

    // Email can now be chosen; text messages are on from sign-up.
    const reach = page.getByRole('region', { name: 'How we reach you' });
    await expect.poll(() => reach.getByRole('checkbox', { name: /Text messages/ }).isChecked()).toBe(true);
    await reach.getByRole('checkbox', { name: /Email/ }).check();
    await reach.getByRole('checkbox', { name: /Text messages/ }).uncheck();
    await expect.poll(async () => (await currentUser(context)).notificationPreferences).toEqual(['EMAIL']);

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add a photo' }).click();
    await (await chooser).setFiles({ name: 'mira.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Use this photo' }).click();
    await page.getByRole('status').filter({ hasText: 'Photo saved.' }).waitFor();
    expect((await currentUser(context)).picture_id).not.toBeNull();
    await page.getByRole('button', { name: 'Change photo' }).waitFor();

    await page.reload();
    await heading.waitFor();
    const me = await currentUser(context);
    expect(me).toMatchObject({ name: 'Mira Okafor', email: 'mira@example.com', linkedin: 'https://linkedin.com/in/mira-okafor' });
    await expect.poll(() => page.getByRole('form', { name: 'Your details' }).getByLabel('Email').inputValue()).toBe('mira@example.com');
    await expect.poll(() => reach.getByRole('checkbox', { name: /Email/ }).isChecked()).toBe(true);
    await expect.poll(() => reach.getByRole('checkbox', { name: /Text messages/ }).isChecked()).toBe(false);
    await page.getByRole('region', { name: 'What your matches see' }).getByRole('checkbox', { name: /Email/ }).waitFor();
    await screenshot(page, '102-settings-saved', 'phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("downloads the user's own data, and deletes the account after DELETE is typed", async () => {
    const context = await signedInContext(browser, server, '+12025550172', { name: 'Omar Leaving', viewport: 'desktop' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/p/settings');
    await page.getByRole('heading', { name: 'Your data' }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download your data' }).click();
    const exported = JSON.parse(await downloadedText(await download)) as {
      profile: { name: string; phoneNumber: string };
    };
    expect(exported.profile).toMatchObject({ name: 'Omar Leaving', phoneNumber: '+12025550172' });

    await page.getByRole('button', { name: 'Delete your account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    expect(await confirm.isDisabled()).toBe(true);
    await screenshot(page, '103-settings-delete', 'desktop');
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/p/account-deleted');
    expect((await context.request.get('/api/users/me')).status()).toBe(401);
    const row = await server.database.db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('name', '=', 'Omar Leaving')
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});
