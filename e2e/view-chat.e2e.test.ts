import type { Browser, BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../server/testing/test-server.ts';
import { collectPageErrors, screenshot } from './support/browser.ts';
import { createDirectConversation, userIdOf } from './support/conversations.ts';
import { signedInContext } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

const adminPhone = '+12025550419';
const anaPhone = '+12025550411';
const benPhone = '+12025550412';
const strangerPhone = '+12025550413';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({ ADMIN_PHONES: adminPhone }, (app) => ({ server, browser } = app));

async function sendOverHttp(context: BrowserContext, conversationId: string, text: string) {
  const sent = await context.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { clientId: crypto.randomUUID(), text },
  });
  expect(sent.status()).toBe(201);
}

describe('the admin view of a chat', () => {
  it('shows an admin the conversation read-only and live, and refuses anyone else', async () => {
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin', viewport: 'desktop' });
    const ana = await signedInContext(browser, server, anaPhone, { name: 'Ana Lima' });
    const ben = await signedInContext(browser, server, benPhone, { name: 'Ben Okafor' });
    const conversationId = await createDirectConversation(admin, await userIdOf(ana), await userIdOf(ben));
    await sendOverHttp(ana, conversationId, 'Hello Ben, lovely to meet you.');
    await sendOverHttp(ben, conversationId, 'Likewise! Coffee on Thursday?');

    const adminPage = await admin.newPage();
    const adminErrors = collectPageErrors(adminPage);
    await adminPage.goto(`/p/viewChat/${conversationId}`);
    await adminPage.getByRole('heading', { name: 'Ana Lima & Ben Okafor' }).waitFor();
    await adminPage.getByText('Viewing as admin — read only').waitFor();
    const messages = adminPage.getByRole('region', { name: 'Messages' });
    await messages.getByText('Hello Ben, lovely to meet you.').waitFor();
    await messages.getByText('Likewise! Coffee on Thursday?').waitFor();
    // Names over the bubbles say who wrote what; nothing to write with, nobody to call.
    await messages.getByText('Ana Lima', { exact: true }).waitFor();
    await messages.getByText('Ben Okafor', { exact: true }).waitFor();
    expect(await adminPage.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    expect(await adminPage.getByRole('button', { name: /^Call/ }).count()).toBe(0);

    // What the members write arrives while the admin watches.
    await sendOverHttp(ana, conversationId, 'Thursday works.');
    await messages.getByText('Thursday works.').waitFor();
    await screenshot(adminPage, '63-view-chat', 'desktop');
    await adminPage.setViewportSize({ width: 390, height: 844 });
    await screenshot(adminPage, '63-view-chat', 'phone');

    // The admin reading did not move anyone's read mark.
    const summary = (await (await ana.request.get(`/api/conversations/${conversationId}`)).json()) as {
      members: { userId: string; lastReadSequence: number }[];
    };
    expect(summary.members.map((member) => member.lastReadSequence)).toEqual([0, 0]);

    // Someone else is refused, on the admin view and on the chat itself.
    const stranger = await signedInContext(browser, server, strangerPhone, { name: 'Sam Stranger', viewport: 'phone' });
    const strangerPage = await stranger.newPage();
    const strangerErrors = collectPageErrors(strangerPage);
    await strangerPage.goto(`/p/viewChat/${conversationId}`);
    await strangerPage.getByRole('heading', { name: 'You can’t view this conversation' }).waitFor();
    expect(await strangerPage.getByText('Hello Ben').count()).toBe(0);
    await screenshot(strangerPage, '64-view-chat-refused', 'phone');
    await strangerPage.getByRole('link', { name: 'Back to home' }).click();
    await strangerPage.waitForURL('**/p/home');
    await strangerPage.goto(`/p/chat/${conversationId}`);
    await strangerPage.getByRole('heading', { name: 'This conversation doesn’t exist' }).waitFor();

    expect(adminErrors).toEqual([]);
    // The refused requests are the page's own 404s, which the browser logs.
    expect(strangerErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });
});
