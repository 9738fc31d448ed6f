import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../server/testing/test-server.ts';
import { describePageOnFailure, screenshot } from './support/browser.ts';
import { signedInContext } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({}, (app) => ({ server, browser } = app));

describe('sessions and updates in the browser', () => {
  it('refreshes an expired access cookie without the user noticing', async () => {
    const context = await signedInContext(browser, server, '+12025550181', { name: 'Maya Ben' });
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/'))
        calls.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`);
    });
    await page.goto('/p/home');
    await page.getByRole('main').getByText('Maya').first().waitFor();
    // The first load also creates the user's dossier; let those requests finish first.
    await page.waitForLoadState('networkidle');

    server.clock.advance(16 * 60 * 1000);
    calls.length = 0;
    await page.reload();
    await page.getByRole('main').getByText('Maya').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/p/home');
    // The session probe renews the cookie itself: nothing answers 401, so the console stays clean.
    expect(calls).toContain('GET /api/auth/session 200');
    expect(calls.filter((call) => call.endsWith(' 401'))).toEqual([]);
    await context.close();
  });

  it('a signed-out page load asks who is signed in without a single error in the console', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${new URL(response.url()).pathname} ${response.status()}`);
    });
    describePageOnFailure(page, 'signed-out-sign-in');
    await page.goto('/p');
    await page.getByRole('textbox', { name: 'Phone number' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(failures).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the update banner when version.json changes, and dismisses it', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const context = await signedInContext(browser, server, viewport === 'phone' ? '+12025550182' : '+12025550183', {
        name: 'Maya Ben',
        viewport,
      });
      const page = await context.newPage();
      await page.clock.install();
      let version = 'one';
      await page.route('**/p/version.json*', (route) => route.fulfill({ json: { version } }));
      await page.goto('/p/home');
      await page.getByRole('main').getByText('Maya').first().waitFor();
      expect(await page.getByText('Update Available').count()).toBe(0);

      version = 'two';
      await page.clock.fastForward(300_000);
      await page.getByText('Update Available').waitFor();
      await page.getByText('A new version is available. Reload to get the latest features.').waitFor();
      await screenshot(page, '40-update-banner', viewport);
      await page.getByRole('button', { name: 'Dismiss' }).click();
      await expect.poll(() => page.getByText('Update Available').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Reload' }).count()).toBe(0);
      await context.close();
    }
  });

  it('recovers from a failed chunk load once, then shows the failure screen', async () => {
    const context = await signedInContext(browser, server, '+12025550184', { name: 'Maya Ben' });
    const page = await context.newPage();
    await page.route('**/assets/home-page-*.js', (route) => route.abort());
    await page.goto('/p/home');
    await page.getByText('Something went wrong').waitFor();
    await screenshot(page, '41-something-went-wrong', 'desktop');
    expect(await page.evaluate(() => Object.keys(sessionStorage).length)).toBeGreaterThan(0);
    await page.unroute('**/assets/home-page-*.js');
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await page.getByRole('main').getByText('Maya').first().waitFor();
    await context.close();
  });
});
