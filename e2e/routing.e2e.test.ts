import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../server/testing/test-server.ts';
import { readCode } from './support/app-server.ts';
import { newContext, screenshot } from './support/browser.ts';
import { signedInContext } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({ ADMIN_PHONES: '+12025550179' }, (app) => ({ server, browser } = app));

const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('routes and guards', () => {
  it('sends a signed-out visitor of a guarded route to sign in, then back there', async () => {
    const context = await newContext(browser, 'phone', server.baseUrl);
    const page = await context.newPage();
    await page.goto('/p/chat/abc?startCall=true&redirectLink=old#latest');
    await page.waitForURL((url) => /^\/p\/?$/.test(url.pathname) && url.searchParams.has('redirectLink'));
    const redirectLink = new URL(page.url()).searchParams.get('redirectLink');
    expect(redirectLink).toBe(base64('/chat/abc?startCall=true#latest'));

    const phoneNumber = '+12025550171';
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phoneNumber);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(server, phoneNumber));
    await page.getByRole('button', { name: 'Verify' }).click();
    // A new user onboards first, then lands where they were going.
    await page.getByRole('textbox', { name: 'Name' }).fill('Ori Tal');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('button', { name: 'Start with a call' }).click();
    await page.waitForURL('**/p/chat/abc?startCall=true#latest');
    await context.close();
  });

  it('keeps a USER out of the admin area without looping', async () => {
    const context = await signedInContext(browser, server, '+12025550172', { name: 'Noa Cohen' });
    const page = await context.newPage();
    await page.goto('/p/admin');
    await page.waitForURL((url) => !url.pathname.startsWith('/p/admin'));
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toMatch(/^\/p\/(home)?$/);
    expect(await page.getByText('Admin').count()).toBe(0);
    await context.close();
  });

  it('lets an ADMIN into the admin area', async () => {
    const context = await signedInContext(browser, server, '+12025550179', { name: 'Noa Cohen' });
    const page = await context.newPage();
    await page.goto('/p/admin');
    await page.getByRole('heading').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/p/admin');
    // The header leads admins to the admin area and shows that they are in it; "Home" leads back.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link', { name: 'Admin' }).getAttribute('aria-current')).toBe('page');
    await nav.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL('**/p/home');
    await expect.poll(() => nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => nav.getByRole('link', { name: 'Admin' }).getAttribute('aria-current')).toBeNull();
    await nav.getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL('**/p/admin');
    await screenshot(page, '20-admin', 'desktop');
    await context.close();
  });

  it('shows the not-found page for /404 and unknown paths', async () => {
    const context = await newContext(browser, 'phone', server.baseUrl);
    const page = await context.newPage();
    for (const path of ['/p/404', '/p/no/such/page']) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      await page.getByText("The page you're looking for doesn't exist or has been removed").waitFor();
      expect(await page.getByText('404').count()).toBeGreaterThan(0);
    }
    await screenshot(page, '21-not-found', 'phone');
    const desktop = await newContext(browser, 'desktop', server.baseUrl);
    const desktopPage = await desktop.newPage();
    await desktopPage.goto('/p/404');
    await desktopPage.getByText("The page you're looking for doesn't exist or has been removed").waitFor();
    await screenshot(desktopPage, '21-not-found', 'desktop');
    await context.close();
    await desktop.close();
  });

  it('redirects member-hash links to the join page, URL-encoded', async () => {
    const context = await newContext(browser, 'phone', server.baseUrl);
    const page = await context.newPage();
    const cases: [string, string][] = [
      ['/p/joinEvent/42/member-hash/a%2Fb%20c', '/p/joinEvent/42?memberHash=a%2Fb%20c'],
      ['/p/join-event/42/member-hash/xyz', '/p/join-event/42?memberHash=xyz'],
      ['/p/joinEvent/42/member-hash/', '/p/joinEvent/42?memberHash='],
    ];
    for (const [from, to] of cases) {
      await page.goto(from);
      await page.getByRole('textbox', { name: 'Phone number' }).waitFor();
      const url = new URL(page.url());
      expect(url.pathname + url.search).toBe(to);
    }
    await context.close();
  });

  it('redirects startCall and the two matches routes', async () => {
    const context = await signedInContext(browser, server, '+12025550173', { name: 'Noa Cohen' });
    const page = await context.newPage();
    const cases: [string, string][] = [
      ['/p/startCall/c1', '/p/chat/c1?startCall=true'],
      ['/p/events/7/matches', '/p/events/7/prospectMatches'],
      ['/p/users/u1/events/7/matches', '/p/users/u1/events/7/connection-intelligence'],
    ];
    for (const [from, to] of cases) {
      await page.goto(from);
      await page.waitForURL((url) => url.pathname + url.search === to);
    }
    await context.close();
  });

  it('shows the static pages and the error page', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const context = await newContext(browser, viewport, server.baseUrl);
      const page = await context.newPage();
      for (const name of ['privacy-policy', 'terms', 'about', 'manifesto']) {
        await page.goto(`/p/${name}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect((await page.textContent('main'))!.length).toBeGreaterThan(800);
        await screenshot(page, `30-${name}`, viewport);
      }
      await page.goto('/p/error');
      await page.getByText('Something went wrong').first().waitFor();
      await screenshot(page, '31-error', viewport);
      await context.close();
    }
  });
});
