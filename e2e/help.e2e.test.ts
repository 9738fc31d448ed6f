import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpThread } from '../shared/api/help.ts';
import type { TestServer } from '../server/testing/test-server.ts';
import {
  collectPageErrors,
  describePageOnFailure,
  launchBrowser,
  openCallMicrophone,
  newContext,
  screenshot,
  screenshotWindow,
  viewports,
} from './support/browser.ts';
import { currentUser, signedInContext } from './support/signed-in-context.ts';
import { useAppAndBrowser } from './support/file-setup.ts';

const adminPhone = '+12025550181';
let server: TestServer;
let browser: Browser;
useAppAndBrowser({ ADMIN_PHONES: adminPhone }, (app) => ({ server, browser } = app));
/** With a microphone, for a call; closed after the file's tests, so a failure can still show the page (describePageOnFailure). */
let talking: Browser;
beforeAll(async () => {
  talking = await launchBrowser({ fakeMedia: true });
});
afterAll(() => talking?.close());

describe('the help chat', () => {
  it('lets a visitor ask from the login page, suggests answers, and shows the answer an admin writes in the inbox', async () => {
    const visitor = await newContext(browser, 'phone', server.baseUrl);
    const page = await visitor.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/p/');
    await page.getByRole('textbox', { name: 'Phone number' }).waitFor();
    const launcher = page.getByRole('button', { name: 'Help' });
    await launcher.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Help' });
    // Before anything is asked, the common questions; once typing, only those that match.
    await panel.getByRole('region', { name: 'Common questions' }).getByText('How do I delete my account?').waitFor();
    await panel.getByRole('textbox', { name: 'Your question' }).fill('I never received the text with my code');
    expect(await panel.getByText('How do I delete my account?').count()).toBe(0);
    await panel.getByText('I did not get my sign-in code').click();
    await panel.getByText(/works for 10 minutes/).waitFor();
    await screenshot(page, '170-help-visitor-suggestions', 'phone');

    await panel.getByRole('textbox', { name: 'Your phone number' }).fill('(202) 555-0142');
    await panel.getByRole('button', { name: 'Send to the team' }).click();
    await panel.getByRole('list', { name: 'Messages' }).getByText('I never received the text with my code').waitFor();
    expect(await panel.getByRole('textbox', { name: 'Your question' }).inputValue()).toBe('');

    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin', viewport: 'desktop' });
    const adminPage = await admin.newPage();
    const adminErrors = collectPageErrors(adminPage);
    await adminPage.goto('/p/admin');
    await adminPage.getByRole('link', { name: 'Help inbox' }).click();
    await adminPage.getByRole('heading', { name: 'Help inbox', level: 1 }).waitFor();
    const threadLink = adminPage
      .getByRole('navigation', { name: 'Help threads' })
      .getByRole('link', { name: /Visitor · \+1 202 555 0142/ });
    await threadLink.getByText('Waiting').waitFor();
    await threadLink.getByText(/No event · \/ ·/).waitFor();
    await threadLink.click();
    await adminPage.getByRole('heading', { name: 'Visitor · +1 202 555 0142', level: 2 }).waitFor();
    await adminPage.getByRole('textbox', { name: 'Your answer' }).fill('Codes come by SMS within a minute: check the number you typed.');
    await adminPage.getByRole('button', { name: 'Send answer' }).click();
    await adminPage
      .getByRole('list', { name: 'Messages' })
      .getByText(/Codes come by SMS/)
      .waitFor();
    await expect.poll(() => threadLink.getByText('Waiting').count()).toBe(0);
    await screenshot(adminPage, '171-help-admin-inbox', 'desktop');
    await adminPage.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(adminPage, '171-help-admin-inbox', 'phone');

    // The visitor's widget asks for replies while it is open.
    await panel.getByText(/Codes come by SMS/).waitFor({ timeout: 15_000 });
    await screenshot(page, '172-help-visitor-answered', 'phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, '172-help-visitor-answered', 'desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Help');

    // Answered, the admin archives the thread: it leaves the open threads and waits under Archived.
    await adminPage.getByRole('button', { name: 'Archive' }).click();
    await adminPage
      .getByRole('status')
      .getByText(/Archived: it comes back to the inbox when they write again/)
      .waitFor();
    await expect.poll(() => threadLink.count()).toBe(0);
    await adminPage.getByRole('navigation', { name: 'Inbox views' }).getByRole('link', { name: 'Archived' }).click();
    await threadLink.click();
    await adminPage.getByRole('button', { name: 'Move to inbox' }).waitFor();
    await screenshot(adminPage, '176-help-archived', 'phone');
    await adminPage.setViewportSize({ width: 1280, height: 800 });
    await screenshot(adminPage, '176-help-archived', 'desktop');
    expect([...errors, ...adminErrors]).toEqual([]);
    await Promise.all([visitor.close(), admin.close()]);
  });

  it("gives a signed-in guest their help conversation, with the team's answer arriving live", async () => {
    const guest = await signedInContext(browser, server, '+12025550182', { name: 'Gus Guest', viewport: 'desktop' });
    const page = await guest.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/p/home');
    await page.getByRole('button', { name: 'Help' }).click();
    const panel = page.getByRole('dialog', { name: 'Help' });
    await panel.getByRole('textbox', { name: 'Your question' }).fill('How do matches work?');
    await panel.getByText('How does matching work?').waitFor();
    expect(await panel.getByRole('textbox', { name: 'Your phone number' }).count()).toBe(0);
    await panel.getByRole('button', { name: 'Send to the team' }).click();
    await panel.getByRole('list', { name: 'Messages' }).getByText('How do matches work?').waitFor();

    const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin' });
    const threads = (await (await admin.request.get('/api/admin/help')).json()).threads as HelpThread[];
    const thread = threads.find((each) => each.name === 'Gus Guest')!;
    expect(thread).toMatchObject({ kind: 'user', lastPath: '/home', unread: true });
    const replied = await admin.request.post(`/api/admin/help/${thread.id}/messages`, {
      data: { clientId: 'e2e-reply-0001', text: 'You each say who interests you; both yes makes a match.' },
    });
    expect(replied.ok()).toBe(true);
    await panel.getByText(/both yes makes a match/).waitFor();
    await screenshot(page, '173-help-signed-in', 'desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, '173-help-signed-in', 'phone');

    // With the chat closed, the next reply shows on the Help button and in the header's count, until the chat is open again.
    const headerLink = page.getByRole('link', { name: /unread messages?: open the newest/ });
    const headerCount = async () =>
      (await headerLink.count()) === 0 ? 0 : Number((await headerLink.getAttribute('title'))!.split(' ')[0]);
    await page.getByRole('button', { name: 'Close help' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Help', exact: true }).count()).toBe(1);
    const before = await headerCount();
    const secondReply = await admin.request.post(`/api/admin/help/${thread.id}/messages`, {
      data: { clientId: 'e2e-reply-0002', text: 'And the concierge writes why each prospect fits you.' },
    });
    expect(secondReply.ok()).toBe(true);
    const launcher = page.getByRole('button', { name: /^Help\s*, 1 unread reply$/ });
    await launcher.waitFor();
    await expect.poll(headerCount).toBe(before + 1);
    await screenshot(page, '175-help-unread', 'phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, '175-help-unread', 'desktop');
    await launcher.click();
    await panel.getByText(/why each prospect fits you/).waitFor();
    await expect.poll(headerCount).toBe(before);
    await page.getByRole('button', { name: 'Close help' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Help', exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await Promise.all([guest.close(), admin.close()]);
  });

  it('sits among the call’s controls with the concierge, covering none of them, on phones big and small and on a desktop', async () => {
    const guest = await signedInContext(talking, server, '+12025550183', { name: 'Cal Caller', viewport: 'phone' });
    const page = await guest.newPage();
    await page.goto('/p/home');
    await expect.poll(async () => (await currentUser(guest)).generalDossier).not.toBeNull();
    const { voiceConversationId } = (await currentUser(guest)).generalDossier!;
    describePageOnFailure(page, 'help-on-call');
    await page.goto(`/p/chat/${voiceConversationId}`);
    await openCallMicrophone(page);
    const mute = page.getByRole('button', { name: 'Mute' });
    const launcher = page.getByRole('button', { name: 'Help' });
    // While the guest talks the bar is at its fullest (Done joins the others); a small phone (320 wide) wraps it onto more rows.
    const done = page.getByRole('button', { name: 'Done' });
    await done.waitFor();
    const controls = [
      done,
      mute,
      page.getByRole('button', { name: 'Pause' }),
      // A role, not the text: a spoken turn with no words makes the concierge itself suggest "switch to text".
      page.getByRole('link', { name: 'Switch to text' }),
      page.getByRole('button', { name: 'End call' }),
    ];
    for (const [shot, viewport, size] of [
      ['174-help-on-call', 'phone', viewports.phone],
      ['174-help-on-call-small', 'phone', { width: 320, height: 640 }],
      ['174-help-on-call', 'desktop', viewports.desktop],
    ] as const) {
      await page.setViewportSize(size);
      const help = (await launcher.boundingBox())!;
      for (const control of controls) {
        const box = (await control.boundingBox())!;
        const overlaps =
          help.x < box.x + box.width && box.x < help.x + help.width && help.y < box.y + box.height && box.y < help.y + help.height;
        expect(overlaps, `${shot} ${viewport}`).toBe(false);
      }
      await screenshotWindow(page, `${shot}-bar`, viewport);
      await launcher.click();
      await page.getByRole('dialog', { name: 'Help' }).getByRole('textbox', { name: 'Your question' }).waitFor();
      await screenshotWindow(page, shot, viewport);
      await page.keyboard.press('Escape');
    }
    await guest.close();
  });
});
