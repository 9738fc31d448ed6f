import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { limits } from '../shared/limits.ts';
import type { TestServer } from '../server/testing/test-server.ts';
import { freePort } from '../server/testing/server-process.ts';
import { TestClient } from '../server/testing/test-client.ts';
import { readCode } from './support/app-server.ts';
import {
  collectPageErrors,
  describePageOnFailure,
  newContext,
  screenshot,
  screenshotBoth,
  screenshotWindow,
  viewports,
} from './support/browser.ts';
import { signedInContext } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

const phoneNumber = '+12025550531';

// A port nothing listens on yet, so PUBLIC_URL can name it before the server starts. WebAuthn
// refuses an IP address as the relying party, so the pages are opened at localhost, which PUBLIC_URL
// names (its relying-party id is then "localhost").
const port = await freePort();
const appUrl = `http://localhost:${port}`;

let server: TestServer;
let browser: Browser;
useAppAndBrowser({ PORT: String(port), PUBLIC_URL: appUrl }, (app) => ({ server, browser } = app));

/**
 * Chromium's virtual authenticator, as a phone's built-in one: it keeps discoverable passkeys,
 * verifies the person and answers every prompt at once (DevTools' WebAuthn domain).
 */
async function addVirtualAuthenticator(page: Page) {
  const devTools = await page.context().newCDPSession(page);
  await devTools.send('WebAuthn.enable');
  const { authenticatorId } = await devTools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { credentials: async () => (await devTools.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

/** Texts the number was sent, as the dev outbox lists them. */
async function textsTo(number: string): Promise<number> {
  const outbox = await new TestClient(server.baseUrl).get<unknown[]>(`/api/dev/outbox?to=${encodeURIComponent(number)}`);
  return outbox.body.length;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).waitFor();
}

describe('passkeys', () => {
  it('adds a passkey in Settings after a code sign-in, signs in with it without a text, and removes it', async () => {
    // The person has an account and finished sign-in before.
    const setup = await signedInContext(browser, server, phoneNumber, { name: 'Pia Passkey' });
    expect((await setup.request.put('/api/users/me/onboarding', { data: { step: 'done' } })).ok()).toBe(true);
    await setup.close();

    const context = await newContext(browser, 'phone', appUrl);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    describePageOnFailure(page, 'passkeys');
    const authenticator = await addVirtualAuthenticator(page);

    // Signs in by code as always.
    server.clock.advance(31_000);
    await page.goto('/p/');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phoneNumber);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(server, phoneNumber));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/p/home');

    // Settings: none yet, then one added from this phone.
    await page.goto('/p/settings');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await section.getByText('You have no passkeys yet.').waitFor();
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await section.getByRole('status').filter({ hasText: 'Passkey added.' }).waitFor();
    const list = section.getByRole('list', { name: 'Your passkeys' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByText('Not used yet').waitFor();
    expect(await authenticator.credentials()).toEqual([expect.objectContaining({ isResidentCredential: true, rpId: 'localhost' })]);
    await screenshotBoth(page, '185-settings-passkeys', list);

    // Signed out, the passkey signs in: no number typed, no text sent.
    await logOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await screenshot(page, '186-sign-in-passkey', 'phone');
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, '186-sign-in-passkey', 'desktop');
    await page.setViewportSize(viewports.phone);
    const textsBefore = await textsTo(phoneNumber);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/p/home');
    expect(await textsTo(phoneNumber)).toBe(textsBefore);

    // The list says when it was last used; removing it asks first.
    await page.goto('/p/settings');
    await list.getByText(/Last used/).waitFor();
    const name = (await list.getByRole('listitem').locator('span span').first().textContent())!;
    await list.getByRole('button', { name: `Remove ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this passkey?' });
    await confirm.waitFor();
    await screenshotWindow(page, '187-settings-passkey-remove', 'phone');
    // The sign-in is older than the recent window now: a code texted to the person confirms it is them.
    server.clock.advance((limits.recentAuthenticationMinutes + 1) * 60 * 1000);
    await confirm.getByRole('button', { name: 'Remove passkey' }).click();
    const proof = page.getByRole('dialog', { name: "Confirm it's you" });
    await proof.getByRole('button', { name: 'Text me a code' }).click();
    await proof.getByLabel('Code').fill(await readCode(server, phoneNumber));
    await proof.getByRole('button', { name: 'Confirm and remove' }).click();
    await section.getByText('You have no passkeys yet.').waitFor();

    // A change to how the account signs in offers to sign out the other devices (here, the first sign-in's).
    await section.getByRole('status').filter({ hasText: 'Passkey removed.' }).waitFor();
    await section.getByRole('button', { name: 'Sign out other devices' }).click();
    await section.getByText('One other device was signed out.').waitFor();

    // The phone still holds it, but Tandem no longer takes it.
    await logOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('alert').filter({ hasText: 'Tandem does not know this passkey' }).waitFor();
    await page.getByRole('textbox', { name: 'Phone number' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
