import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../server/testing/test-server.ts';
import { collectPageErrors, screenshot, screenshotBoth } from './support/browser.ts';
import { currentUser, signedInContext } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

const adminPhone = '+12025551809';
const guestPhone = '+12025551801';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({ ADMIN_PHONES: adminPhone }, (app) => ({ server, browser } = app));

describe("the admin's people pages", () => {
  it('an admin finds a person, revokes one of their sessions, blocks and unblocks them, and reads the audit log', async () => {
    const laptop = await signedInContext(browser, server, guestPhone, { name: 'Rina Guest', viewport: 'desktop' });
    const phone = await signedInContext(browser, server, guestPhone, { name: 'Rina Guest', viewport: 'phone' });
    await signedInContext(browser, server, '+12025551802', { name: 'Sol Other', viewport: 'desktop' });
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin', viewport: 'phone' });
    // Rina has a dossier, written by hand (the concierge has its own tests).
    const rina = await currentUser(laptop);
    const conversation = async (kind: string) =>
      ((await (await laptop.request.post('/api/conversations/', { data: { userId: rina.id, kind } })).json()) as { conversationId: string })
        .conversationId;
    const ref = { textConversationId: await conversation('concierge_text'), voiceConversationId: await conversation('concierge_voice') };
    expect((await laptop.request.post(`/api/users/${rina.id}/generalDossier`, { data: ref })).ok()).toBe(true);
    const document = { headline: 'Harbour engineer', about: 'I fix ferries.', lookingFor: [], canOffer: [], topics: [] };
    expect(
      (await laptop.request.put(`/api/users/${rina.id}/generalDossier/document`, { data: { document, updateSource: 'home' } })).ok(),
    ).toBe(true);
    const page = await admin.newPage();
    const errors = collectPageErrors(page);
    // Rina has the app open on her phone.
    const rinaPage = await phone.newPage();
    await rinaPage.goto('/p/home');
    await rinaPage.getByRole('main').getByText('Rina').first().waitFor();

    await page.goto('/p/admin');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'People' }).click();
    const people = page.getByRole('region', { name: 'People' });
    await people.getByRole('link', { name: 'Sol Other' }).waitFor();
    await people.getByLabel('Name, phone or email').fill('(202) 555-1801');
    await people.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => people.getByRole('listitem').count()).toBe(1);
    await people.getByRole('link', { name: 'Rina Guest' }).waitFor();
    await screenshot(page, '107-admin-people', 'phone');

    await people.getByRole('link', { name: 'Rina Guest' }).click();
    const heading = page.getByRole('heading', { name: 'Rina Guest', level: 1 });
    await heading.waitFor();
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await expect.poll(() => sessions.getByRole('button', { name: /^Revoke: session signed in/ }).count()).toBe(2);
    // Each session names its browser and system, not the raw user agent.
    await expect.poll(() => sessions.getByText(/^Chrome \d+ on Linux$/).count()).toBe(2);
    const dossier = page.getByRole('article', { name: 'Their dossier as others see it' });
    await dossier.getByText('Harbour engineer').waitFor();
    await page
      .getByRole('region', { name: 'History' })
      .getByRole('button', { name: /^Edited by them · from their dossier page/ })
      .waitFor();
    await screenshotBoth(page, '108-admin-user', heading);

    // The newest session (the phone's) ends: refused at once; the laptop's goes on.
    await sessions
      .getByRole('button', { name: /^Revoke: session signed in/ })
      .first()
      .click();
    await expect.poll(() => sessions.getByRole('button', { name: /^Revoke: session signed in/ }).count()).toBe(1);
    expect((await phone.request.get('/api/users/me')).status()).toBe(401);
    // Her open page hears it on its socket and goes to sign-in.
    await rinaPage.waitForURL((url) => /^\/p\/?$/.test(url.pathname));
    await rinaPage.getByRole('textbox', { name: /phone/i }).waitFor();
    expect((await laptop.request.get('/api/users/me')).status()).toBe(200);

    await page.getByRole('button', { name: 'Block', exact: true }).click();
    const confirmBlock = page.getByRole('dialog', { name: 'Block Rina Guest?' });
    await screenshot(page, '109-admin-user-block', 'phone');
    await confirmBlock.getByRole('button', { name: 'Block' }).click();
    await page.getByRole('button', { name: 'Unblock' }).waitFor();
    const refused = await laptop.request.get('/api/users/me');
    expect([refused.status(), ((await refused.json()) as { code: string }).code]).toEqual([403, 'account_blocked']);

    await page.getByRole('button', { name: 'Unblock' }).click();
    await page.getByRole('dialog', { name: 'Unblock Rina Guest?' }).getByRole('button', { name: 'Unblock' }).click();
    await page.getByRole('button', { name: 'Block', exact: true }).waitFor();
    const back = await signedInContext(browser, server, guestPhone, { name: 'Rina Guest', viewport: 'desktop' });
    expect((await back.request.get('/api/users/me')).status()).toBe(200);

    const audit = page.getByRole('region', { name: 'Audit log' });
    for (const line of ['Ada Admin unblocked them', 'Ada Admin blocked them', 'Ada Admin revoked a session']) {
      await audit.getByText(line).waitFor();
    }
    expect(errors).toEqual([]);
    await Promise.all([laptop.close(), phone.close(), back.close(), admin.close()]);
  });
});
