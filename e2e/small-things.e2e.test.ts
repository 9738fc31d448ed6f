import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HistoryPage } from '../shared/api/conversations.ts';
import { limits } from '../shared/limits.ts';
import type { TestServer } from '../server/testing/test-server.ts';
import { readCode } from './support/app-server.ts';
import { collectPageErrors, describePageOnFailure, newContext, screenshot, viewports } from './support/browser.ts';
import { createDirectConversation, userIdOf } from './support/conversations.ts';
import { matchedInvestorAndFounder } from './support/matched-guests.ts';
import { currentUser, signedInContext } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

const adminPhone = '+12025551909';

let server: TestServer;
let browser: Browser;
useAppAndBrowser({ ADMIN_PHONES: adminPhone }, (app) => ({ server, browser } = app));

/** What a reader reads: the words in order, whatever whitespace lies between them. */
const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** Pastes `text` into the focused field as a person does: through the clipboard and Ctrl+V. */
async function paste(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

/** A long text of numbered paragraphs, sentences and words, `length` characters long. */
function longText(length: number): string {
  const sentence = 'We met at the climate dinner and talked about the fund for a long while. ';
  let text = '';
  for (let paragraph = 1; text.length < length; paragraph += 1) text += `${paragraph}. ${sentence.repeat(12).trim()}\n\n`;
  return text.slice(0, length).trimEnd();
}

describe('a paste too long for one message', () => {
  it('is never cut silently: the chat says how long it is, keeps it whole, and sends it as several messages in order', async () => {
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin' });
    const ana = await signedInContext(browser, server, '+12025551901', { name: 'Ana Lima', viewport: 'phone' });
    const ben = await signedInContext(browser, server, '+12025551902', { name: 'Ben Okafor', viewport: 'desktop' });
    await ana.grantPermissions(['clipboard-read', 'clipboard-write']);
    const conversationId = await createDirectConversation(admin, await userIdOf(ana), await userIdOf(ben));
    const page = await ana.newPage();
    const errors = collectPageErrors(page);
    describePageOnFailure(page, 'long-paste');
    await page.goto(`/p/chat/${conversationId}`);
    await page.getByText('No messages yet. Say hello to Ben Okafor!').waitFor();

    const text = longText(61_000);
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.click();
    await paste(page, text);
    // All of it stays in the box, and the composer says it is too long before anything is sent.
    await page.getByText('(61,000 / 4,000 characters)', { exact: false }).waitFor();
    expect((await box.inputValue()).length).toBe(61_000);
    const sendAsSeveral = page.getByRole('button', { name: /^Send as \d+ messages$/ });
    await sendAsSeveral.waitFor();
    expect(await page.getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
    await box.press('Enter');
    await screenshot(page, '180-chat-too-long', 'phone');
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, '180-chat-too-long', 'desktop');
    await page.setViewportSize(viewports.phone);
    const nothingYet = (await (await ben.request.get(`/api/conversations/${conversationId}/messages`)).json()) as HistoryPage;
    expect(nothingYet.messages).toEqual([]);

    // "Shorten it" leaves the text in the box to edit.
    await page.getByRole('button', { name: 'Shorten it' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('composer-text');
    expect((await box.inputValue()).length).toBe(61_000);

    const count = Number((await sendAsSeveral.textContent())!.match(/\d+/)![0]);
    await sendAsSeveral.click();
    await expect.poll(() => box.inputValue()).toBe('');
    expect(await sendAsSeveral.count()).toBe(0);
    await expect
      .poll(
        async () =>
          ((await (await ben.request.get(`/api/conversations/${conversationId}/messages`)).json()) as HistoryPage).messages.length,
      )
      .toBe(count);
    const sent = ((await (await ben.request.get(`/api/conversations/${conversationId}/messages`)).json()) as HistoryPage).messages;
    expect(count).toBeGreaterThan(1);
    for (const message of sent) expect(message.text!.length).toBeLessThanOrEqual(limits.messageMaxLength);
    // In order, every word whole: read together, the messages are the paste.
    expect(words(sent.map((message) => message.text).join(' '))).toEqual(words(text));
    await page.getByRole('region', { name: 'Messages' }).getByTitle('Sending').first().waitFor({ state: 'detached' });
    await screenshot(page, '181-chat-sent-as-several', 'phone');

    // A paste too big to keep is capped, and the composer says so.
    await box.click();
    await paste(page, longText(100_000));
    await page.getByText('Only the first 80,000 characters of the paste were kept.').waitFor();
    expect((await box.inputValue()).length).toBeLessThanOrEqual(80_000);
    await screenshot(page, '182-chat-paste-capped', 'phone');
    expect(errors).toEqual([]);
    await Promise.all([admin.close(), ana.close(), ben.close()]);
  });
});

describe('"1 new match"', () => {
  it('goes once the chat with that match is opened or written in, live in every tab', async () => {
    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Host' });
    const { noa, theo, conversationId } = await matchedInvestorAndFounder({ browser, server }, admin, {
      noa: '+12025551911',
      theo: '+12025551912',
    });
    describePageOnFailure(noa.page, 'new-match-noa');
    describePageOnFailure(theo.page, 'new-match-theo');

    const newMatch = (page: Page) => page.getByRole('link', { name: '1 new match' });
    for (const person of [noa, theo]) {
      await person.page.goto('/p/home');
      await newMatch(person.page).waitFor();
    }

    // Theo goes straight to the chat (not through his matches) and says hello: back home, the match is no longer news.
    await theo.page.goto(`/p/chat/${conversationId}`);
    const box = theo.page.getByRole('textbox', { name: 'Message' });
    await box.fill('Hi Noa, shall we talk at the Harbour Night?');
    await box.press('Enter');
    await theo.page.getByRole('region', { name: 'Messages' }).getByTitle('Sending').waitFor({ state: 'detached' });
    await theo.page.getByRole('link', { name: 'Tandem home' }).click();
    await theo.page.getByRole('heading', { name: 'People to meet' }).waitFor();
    await theo.page.getByRole('link', { name: 'Your matches' }).waitFor();
    expect(await newMatch(theo.page).count()).toBe(0);
    await screenshot(theo.page, '183-home-match-started', 'desktop');

    // Noa has not opened it yet: still new to her. She opens the chat in another tab; this one drops the count live.
    await newMatch(noa.page).waitFor();
    const chatTab = await noa.context.newPage();
    await chatTab.goto(`/p/chat/${conversationId}`);
    await chatTab.getByRole('region', { name: 'Messages' }).getByText('Hi Noa, shall we talk at the Harbour Night?').waitFor();
    await expect.poll(() => newMatch(noa.page).count()).toBe(0);
    await noa.page.getByRole('link', { name: 'Your matches' }).waitFor();
    await screenshot(noa.page, '183-home-match-started', 'phone');
    expect([...noa.errors, ...theo.errors]).toEqual([]);
    await Promise.all([noa.context.close(), theo.context.close(), admin.close()]);
  });
});

describe('help', () => {
  it("tells a visitor their message is sent and that the answer comes here; the admin's open thread has room on a desktop", async () => {
    const visitor = await newContext(browser, 'phone', server.baseUrl);
    const page = await visitor.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/p/');
    await page.getByRole('textbox', { name: 'Phone number' }).waitFor();
    await page.getByRole('button', { name: 'Help' }).click();
    const panel = page.getByRole('dialog', { name: 'Help' });
    await panel.getByRole('textbox', { name: 'Your question' }).fill('Can I bring a colleague to the dinner?');
    await panel.getByRole('button', { name: 'Send to the team' }).click();
    await panel.getByRole('list', { name: 'Messages' }).getByText('Can I bring a colleague to the dinner?').waitFor();
    await panel.getByRole('status').getByText('Sent. We’ll answer here: open Help on this device to read it.').waitFor();
    await screenshot(page, '184-help-visitor-sent', 'phone');
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, '184-help-visitor-sent', 'desktop');

    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin', viewport: 'desktop' });
    const adminPage = await admin.newPage();
    const adminErrors = collectPageErrors(adminPage);
    await adminPage.goto('/p/admin/help');
    await adminPage
      .getByRole('navigation', { name: 'Help threads' })
      .getByRole('link', { name: /^Visitor/ })
      .click();
    const thread = adminPage.getByRole('region', { name: 'Visitor' });
    await thread.getByRole('textbox', { name: 'Your answer' }).waitFor();
    // The open thread reads at a comfortable width beside the list, not squeezed to a sliver.
    const list = (await adminPage.getByRole('navigation', { name: 'Help threads' }).boundingBox())!;
    const open = (await thread.boundingBox())!;
    expect(open.width).toBeGreaterThan(list.width);
    expect(open.width).toBeGreaterThanOrEqual(30 * 16);
    await screenshot(adminPage, '185-help-admin-thread', 'desktop');
    await adminPage.setViewportSize(viewports.phone);
    await expect.poll(() => adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await screenshot(adminPage, '185-help-admin-thread', 'phone');

    // Once the team answers, the acknowledgement has done its work.
    await adminPage.getByRole('textbox', { name: 'Your answer' }).fill('Yes, bring them along: they sign in with their own number.');
    await adminPage.getByRole('button', { name: 'Send answer' }).click();
    await panel.getByText(/bring them along/).waitFor({ timeout: 15_000 });
    expect(await panel.getByText('Sent. We’ll answer here', { exact: false }).count()).toBe(0);
    expect([...errors, ...adminErrors]).toEqual([]);
    await Promise.all([visitor.close(), admin.close()]);
  });
});

/**
 * The controls (links, buttons, fields) whose box the Help button's box meets, at the top, the
 * middle and the bottom of the page's scroll; the widget's own are left out.
 */
function controlsUnderHelp(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const launcher = [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Help');
    if (!launcher) return [];
    const widget = launcher.parentElement!;
    const scroller = document.scrollingElement!;
    const found = new Set<string>();
    const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    for (const top of [0, (scroller.scrollHeight - innerHeight) / 2, scroller.scrollHeight]) {
      scroller.scrollTo(0, top);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const help = launcher.getBoundingClientRect();
      const controls = document.querySelectorAll<HTMLElement>(
        'a[href], button, input, textarea, select, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])',
      );
      for (const control of controls) {
        if (widget.contains(control) || !control.checkVisibility({ visibilityProperty: true })) continue;
        const box = control.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        if (meets(help, box))
          found.add(`${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute('aria-label') || '').trim()}"`);
      }
    }
    scroller.scrollTo(0, 0);
    return [...found];
  });
}

describe('the Help button', () => {
  it('covers no control on the onboarding photo step, home or a chat, on a phone and a desktop', async () => {
    const phone = '+12025551921';
    const context = await newContext(browser, 'phone', server.baseUrl);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    describePageOnFailure(page, 'help-clear');
    await page.goto('/p/');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(server, phone));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Rina Paz');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Skip' }).waitFor();

    const pages: [string, () => Promise<void>][] = [
      ['186-help-clear-photo-step', () => page.getByRole('button', { name: 'Skip' }).waitFor()],
      ['187-help-clear-home', () => page.getByRole('heading', { level: 1 }).first().waitFor()],
      ['188-help-clear-chat', () => page.getByRole('textbox', { name: 'Message' }).waitFor()],
    ];
    for (const [name, ready] of pages) {
      if (name === '187-help-clear-home') await page.goto('/p/home');
      if (name === '188-help-clear-chat') await page.goto(`/p/chat/${(await currentUser(context)).generalDossier!.textConversationId}`);
      for (const viewport of ['phone', 'desktop'] as const) {
        await page.setViewportSize(viewports[viewport]);
        await ready();
        expect(await controlsUnderHelp(page), `${name} at ${viewport}`).toEqual([]);
        await screenshot(page, name, viewport);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
