import type { Browser, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import type { CurrentUser } from '../../shared/api/users.ts';
import type { TestServer } from '../../server/testing/test-server.ts';
import { readCode } from './app-server.ts';
import { newContext, type ViewportName } from './browser.ts';

/**
 * A browser context signed in over the API (the sign-in screens have tests of their own), with
 * a name so it skips onboarding. The server clock moves past the resend wait first, so the same
 * number can sign in again in another context.
 */
export async function signedInContext(
  browser: Browser,
  server: TestServer,
  phoneNumber: string,
  { name, viewport = 'desktop' }: { name: string; viewport?: ViewportName },
): Promise<BrowserContext> {
  const context = await newContext(browser, viewport, server.baseUrl);
  server.clock.advance(31_000);
  await context.request.post('/api/auth/otp', { data: { phoneNumber } });
  const verified = await context.request.post('/api/auth/otp/verify', { data: { phoneNumber, code: await readCode(server, phoneNumber) } });
  if (!verified.ok()) throw new Error(`sign-in of ${phoneNumber} failed: ${verified.status()} ${await verified.text()}`);
  await context.request.patch('/api/users/me', { data: { name } });
  return context;
}

/** The user a browser context is signed in as, as the app reads them. */
export async function currentUser(context: BrowserContext): Promise<CurrentUser> {
  const me = await context.request.get('/api/users/me');
  if (!me.ok()) throw new Error(`GET /api/users/me answered ${me.status()}`);
  return (await me.json()) as CurrentUser;
}

/**
 * The user once the app, opened in a page of this context, has made their dossier and its two
 * conversations (it does on a signed-in page's first load, after its scripts run: seconds on a
 * busy machine, past expect.poll's 1 s default).
 */
export async function userWithDossier(context: BrowserContext): Promise<CurrentUser> {
  await expect.poll(async () => (await currentUser(context)).generalDossier, { timeout: 30_000 }).not.toBeNull();
  return currentUser(context);
}
