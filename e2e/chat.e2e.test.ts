import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConversationSummary, HistoryPage } from '../shared/api/conversations.ts';
import type { CurrentUser } from '../shared/api/users.ts';
import { limits } from '../shared/limits.ts';
import type { TestServer } from '../server/testing/test-server.ts';
import { collectPageErrors, screenshot } from './support/browser.ts';
import { createDirectConversation, userIdOf } from './support/conversations.ts';
import { signedInContext } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

const adminPhone = '+12025550409';
const anaPhone = '+12025550401';
const benPhone = '+12025550402';
const cleoPhone = '+12025550403';
const danPhone = '+12025550404';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({ ADMIN_PHONES: adminPhone }, (app) => ({ server, browser } = app));

async function sendMessage(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
}

/** The bubble (or line) holding `text` in the message list. */
function messageIn(page: Page, text: string) {
  return page.getByRole('region', { name: 'Messages' }).getByText(text, { exact: true });
}

describe('chat between two people', () => {
  it('delivers both ways live, shows read receipts, keeps history, and sends what was written offline exactly once', async () => {
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin' });
    const ana = await signedInContext(browser, server, anaPhone, { name: 'Ana Lima', viewport: 'phone' });
    const ben = await signedInContext(browser, server, benPhone, { name: 'Ben Okafor', viewport: 'desktop' });
    const conversationId = await createDirectConversation(admin, await userIdOf(ana), await userIdOf(ben));

    const anaPage = await ana.newPage();
    const benPage = await ben.newPage();
    const anaErrors = collectPageErrors(anaPage);
    const benErrors = collectPageErrors(benPage);
    await anaPage.goto(`/p/chat/${conversationId}`);
    await anaPage.getByRole('heading', { name: 'Ben Okafor' }).waitFor();
    await anaPage.getByText('No messages yet. Say hello to Ben Okafor!').waitFor();
    await benPage.goto(`/p/chat/${conversationId}`);
    await benPage.getByRole('heading', { name: 'Ana Lima' }).waitFor();
    await anaPage.getByText('Online', { exact: true }).waitFor();

    // Ana writes; Ben sees it arrive, and sees her typing first.
    await anaPage.getByRole('textbox', { name: 'Message' }).pressSequentially('Hi Ben');
    await benPage.getByText('Ana Lima is typing…').waitFor();
    await anaPage.getByRole('textbox', { name: 'Message' }).press('Enter');
    await messageIn(benPage, 'Hi Ben').waitFor();
    await sendMessage(anaPage, 'Great to meet you at the dinner.\nShall we talk about the climate fund?');
    await messageIn(benPage, 'Great to meet you at the dinner.\nShall we talk about the climate fund?').waitFor();

    // Ben answers, with a link; Ana sees it.
    await sendMessage(benPage, 'Yes! Here is our deck: https://example.com/deck.');
    await messageIn(anaPage, 'https://example.com/deck').waitFor();
    const link = anaPage.getByRole('link', { name: 'https://example.com/deck' });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');

    // Ben had the chat open: Ana's messages show as read.
    await anaPage.getByRole('region', { name: 'Messages' }).getByTitle('Read').first().waitFor();
    await expect.poll(() => anaPage.getByRole('region', { name: 'Messages' }).getByTitle('Read').count()).toBe(2);

    await sendMessage(anaPage, 'Perfect, reading it now.');
    await messageIn(benPage, 'Perfect, reading it now.').waitFor();
    await screenshot(anaPage, '60-chat', 'phone');
    await screenshot(benPage, '60-chat', 'desktop');

    // A reload keeps the history.
    await anaPage.reload();
    await messageIn(anaPage, 'Hi Ben').waitFor();
    await messageIn(anaPage, 'Perfect, reading it now.').waitFor();

    // Offline: the banner says so, the message waits, and goes out once when the network is back.
    await ana.setOffline(true);
    await anaPage.getByText('You’re offline. Messages will send when you’re back.').waitFor();
    await sendMessage(anaPage, 'Written on the metro');
    await anaPage.getByRole('region', { name: 'Messages' }).getByTitle('Sending').waitFor();
    await screenshot(anaPage, '61-chat-offline', 'phone');
    await ana.setOffline(false);
    await messageIn(benPage, 'Written on the metro').waitFor();
    await anaPage.getByRole('region', { name: 'Messages' }).getByTitle('Sending').waitFor({ state: 'detached' });
    await expect.poll(() => anaPage.getByText('You’re offline', { exact: false }).count()).toBe(0);
    const history = (await (await ben.request.get(`/api/conversations/${conversationId}/messages`)).json()) as HistoryPage;
    expect(history.messages.filter((message) => message.text === 'Written on the metro')).toHaveLength(1);
    expect(await messageIn(benPage, 'Written on the metro').count()).toBe(1);
    // Ben has seen all four of Ana's messages.
    await expect.poll(() => anaPage.getByRole('region', { name: 'Messages' }).getByTitle('Read').count()).toBe(4);

    // The concierge greeted Ben when his dossier was set up; once he has read that, the badge counts Ana's messages alone.
    const benConcierge = ((await (await ben.request.get('/api/users/me')).json()) as CurrentUser).generalDossier!.textConversationId;
    const conciergeSummary = (await (await ben.request.get(`/api/conversations/${benConcierge}`)).json()) as ConversationSummary;
    await ben.request.post(`/api/conversations/${benConcierge}/read`, { data: { sequence: conciergeSummary.lastSequence } });

    // Away from the chat, Ben sees an unread count that leads back to it.
    await benPage.goto('/p/home');
    await sendMessage(anaPage, 'Ping me when you are free.');
    const badge = benPage.getByRole('link', { name: '1 unread message: open the newest' });
    await badge.waitFor();
    await screenshot(benPage, '62-home-unread', 'desktop');
    await badge.click();
    await benPage.waitForURL(`**/p/chat/${conversationId}`);
    await benPage.getByText('New messages', { exact: true }).waitFor();
    await messageIn(benPage, 'Ping me when you are free.').waitFor();
    await expect.poll(() => benPage.getByRole('link', { name: /unread/ }).count()).toBe(0);

    for (const errors of [anaErrors, benErrors]) expect(errors).toEqual([]);
  });

  it('shows a refused message as not sent, and a retry sends it once', async () => {
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin' });
    const cleo = await signedInContext(browser, server, cleoPhone, { name: 'Cleo Park', viewport: 'phone' });
    const dan = await signedInContext(browser, server, danPhone, { name: 'Dan Roy' });
    const conversationId = await createDirectConversation(admin, await userIdOf(cleo), await userIdOf(dan));
    const page = await cleo.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/p/chat/${conversationId}`);
    await page.getByText('No messages yet. Say hello to Dan Roy!').waitFor();

    // One more than the per-user limit in a burst: the server refuses the last one. Its clock is
    // held meanwhile, so the burst stays inside the limit's 10 s however slowly the page types.
    server.clock.hold();
    for (let index = 1; index <= limits.messagesPerTenSeconds + 1; index += 1) await sendMessage(page, `Note ${index}`);
    const last = `Note ${limits.messagesPerTenSeconds + 1}`;
    await page.getByText('You are sending messages too fast', { exact: false }).waitFor();
    await screenshot(page, '65-chat-not-sent', 'phone');

    server.clock.release();
    server.clock.advance(11_000);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('You are sending messages too fast', { exact: false }).waitFor({ state: 'detached' });
    await messageIn(page, last).waitFor();
    // The refused message was on screen all along: the server's history says when the retry has
    // stored it (read at once, it sometimes had not yet), and that it stored it once.
    const storedTexts = async () =>
      ((await (await dan.request.get(`/api/conversations/${conversationId}/messages`)).json()) as HistoryPage).messages.map(
        (message) => message.text,
      );
    await expect.poll(storedTexts).toEqual(Array.from({ length: limits.messagesPerTenSeconds + 1 }, (_, index) => `Note ${index + 1}`));
    expect(errors).toEqual([]);
  });
});
