import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTypes } from '../shared/analytics/event-types.ts';
import type { TestServer } from '../server/testing/test-server.ts';
import { afterAnalyticsFlush, installMovableClock } from './support/analytics.ts';
import { startAppServer } from './support/app-server.ts';
import { collectPageErrors, grantMicrophone, launchBrowser, screenshot, type ViewportName } from './support/browser.ts';
import { createDirectConversation, userIdOf } from './support/conversations.ts';
import { signedInContext } from './support/signed-in-context.ts';

const adminPhone = '+12025550170';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  // A short ring, so an unanswered call ends as missed within the test.
  // Short, so that "not answered" comes soon; long enough for the ringing sheet's screenshot and
  // accessibility check (several seconds on a loaded machine) before it is answered.
  server = await startAppServer({ ADMIN_PHONES: adminPhone, CALL_RING_SECONDS: '15' });
  browser = await launchBrowser({ fakeMedia: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type Person = { context: BrowserContext; userId: string };

let nextPhone = 171;

async function person(name: string, viewport: ViewportName, { microphone = true, on = browser } = {}): Promise<Person> {
  const context = await signedInContext(on, server, `+12025550${nextPhone++}`, { name, viewport });
  if (microphone) await grantMicrophone(context);
  await recordPeerConnections(context);
  return { context, userId: await userIdOf(context) };
}

/** An admin makes the direct conversation a match would (matches come later). */
async function directConversation(caller: Person, callee: Person): Promise<string> {
  const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin' });
  const conversationId = await createDirectConversation(admin, caller.userId, callee.userId);
  await admin.close();
  return conversationId;
}

/** A page whose peer connections the init script below keeps. */
type RecordingWindow = Window & { peerConnections?: RTCPeerConnection[] };

/**
 * Keeps every RTCPeerConnection a page makes, so the test can read its `getStats()`; the app is
 * the same production build users get.
 */
async function recordPeerConnections(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as RecordingWindow).peerConnections = made;
    window.RTCPeerConnection = class extends Native {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        made.push(this);
      }
    };
  });
}

/** Audio packets the page's newest peer connection has received. */
function audioPacketsReceived(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const peer = (window as RecordingWindow).peerConnections?.at(-1);
    if (!peer) return 0;
    let packets = 0;
    (await peer.getStats()).forEach((report: { type: string; kind?: string; packetsReceived?: number }) => {
      if (report.type === 'inbound-rtp' && report.kind === 'audio') packets += report.packetsReceived ?? 0;
    });
    return packets;
  });
}

const callPanel = (page: Page, partnerName: string) => page.getByRole('dialog', { name: partnerName });
const incomingCall = (page: Page, callerName: string) => page.getByRole('alertdialog', { name: callerName });

describe('voice calls', () => {
  it('connects a real WebRTC call between two pages, with audio both ways, then hangs up', async () => {
    const ana = await person('Ana Caller', 'desktop');
    const ben = await person('Ben Callee', 'phone');
    const conversationId = await directConversation(ana, ben);

    // The callee rings on every page it has open, chat or not.
    const benHome = await ben.context.newPage();
    const benChat = await ben.context.newPage();
    const errors = [...collectPageErrors(benHome), ...collectPageErrors(benChat)];
    await benHome.goto('/p/home');
    await benChat.goto(`/p/chat/${conversationId}`);
    await benHome.getByRole('main').getByText('Ben').first().waitFor();

    const anaPage = await ana.context.newPage();
    errors.push(...collectPageErrors(anaPage));
    await anaPage.goto(`/p/startCall/${conversationId}`);
    await anaPage.waitForURL((url) => url.pathname === `/p/chat/${conversationId}`);
    await callPanel(anaPage, 'Ben Callee').getByText('Ringing…').waitFor();

    await incomingCall(benChat, 'Ana Caller').waitFor();
    const ringing = incomingCall(benHome, 'Ana Caller');
    await ringing.getByText('Incoming voice call').waitFor();
    const acceptHasFocus = () =>
      ringing.getByRole('button', { name: 'Accept call' }).evaluate((button) => button === document.activeElement);
    expect(await acceptHasFocus()).toBe(true);
    // Escape must not decline a call without the user saying so, nor move focus to Decline.
    await benHome.keyboard.press('Escape');
    await benHome.keyboard.press('Escape');
    await ringing.waitFor();
    expect(await acceptHasFocus()).toBe(true);
    await ringing.evaluate((sheet) => Promise.all(sheet.getAnimations().map((animation) => animation.finished)));
    await screenshot(benHome, '70-call-incoming', 'phone');

    await ringing.getByRole('button', { name: 'Accept call' }).click();
    await callPanel(benHome, 'Ana Caller').getByText('Connected').waitFor({ timeout: 20_000 });
    await callPanel(anaPage, 'Ben Callee').getByText('Connected').waitFor({ timeout: 20_000 });
    await incomingCall(benChat, 'Ana Caller').getByText('Answered on another device').waitFor();

    await expect.poll(() => audioPacketsReceived(anaPage)).toBeGreaterThan(0);
    await expect.poll(() => audioPacketsReceived(benHome)).toBeGreaterThan(0);
    await callPanel(anaPage, 'Ben Callee')
      .getByRole('timer')
      .getByText(/^0:0[1-9]$/)
      .waitFor();

    const mute = callPanel(anaPage, 'Ben Callee').getByRole('button', { name: 'Mute' });
    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    await screenshot(anaPage, '70-call-connected', 'desktop');
    await screenshot(benHome, '70-call-connected', 'phone');
    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).toBe('false');

    await callPanel(anaPage, 'Ben Callee').getByRole('button', { name: 'Hang up' }).click();
    await callPanel(anaPage, 'Ben Callee')
      .getByText(/^Call ended · 0:\d\d$/)
      .waitFor();
    await callPanel(benHome, 'Ana Caller')
      .getByText(/^Call ended · 0:\d\d$/)
      .waitFor();
    // The panel goes by itself, and the chat keeps a record of the call.
    await callPanel(anaPage, 'Ben Callee').waitFor({ state: 'detached' });
    await anaPage.getByText(/Voice call · 0:\d\d/).waitFor();
    expect(errors).toEqual([]);
    await ana.context.close();
    await ben.context.close();
  });

  it('tells the caller when the call is declined, or not answered', async () => {
    const ana = await person('Ana Caller', 'desktop');
    const ben = await person('Ben Callee', 'desktop');
    const conversationId = await directConversation(ana, ben);
    const benPage = await ben.context.newPage();
    await benPage.goto('/p/home');
    await benPage.getByRole('main').getByText('Ben').first().waitFor();
    const anaPage = await ana.context.newPage();
    await anaPage.goto(`/p/chat/${conversationId}?startCall=true`);

    await incomingCall(benPage, 'Ana Caller').getByRole('button', { name: 'Decline call' }).click();
    await callPanel(anaPage, 'Ben Callee').getByText('Call declined').waitFor();
    await screenshot(anaPage, '70-call-declined', 'desktop');
    expect(await incomingCall(benPage, 'Ana Caller').count()).toBe(0);
    await callPanel(anaPage, 'Ben Callee').waitFor({ state: 'detached' });

    await anaPage.goto(`/p/chat/${conversationId}?startCall=true`);
    await incomingCall(benPage, 'Ana Caller').waitFor();
    // Nobody answers: the server ends the call after the ring time.
    await callPanel(anaPage, 'Ben Callee').getByText('No answer').waitFor({ timeout: 25_000 });
    await incomingCall(benPage, 'Ana Caller').getByText('Missed call').waitFor();
    // The ended panel has one control, Close, and the keyboard is on it.
    await expect.poll(() => anaPage.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    await anaPage.keyboard.press('Enter');
    await callPanel(anaPage, 'Ben Callee').waitFor({ state: 'detached' });
    await ana.context.close();
    await ben.context.close();
  });

  it('introduces the microphone before the browser asks, explains a block, and retries once allowed', async () => {
    // A browser that keeps its own microphone permission, so "prompt" and a refusal can happen.
    const askingBrowser = await launchBrowser({ fakeMedia: true, askForMicrophone: true });
    const ana = await person('Ana Caller', 'phone', { microphone: false, on: askingBrowser });
    const ben = await person('Ben Callee', 'phone');
    const conversationId = await directConversation(ana, ben);
    await installMovableClock(ana.context);
    const anaPage = await ana.context.newPage();
    const errors = collectPageErrors(anaPage);
    const intro = anaPage.getByRole('dialog', { name: 'Turn on your microphone' });
    const blocked = anaPage.getByRole('dialog', { name: 'Microphone blocked' });

    await anaPage.goto(`/p/chat/${conversationId}?startCall=true`);
    await intro.getByText('Tandem needs your microphone for calls and voice notes.', { exact: false }).waitFor();
    await screenshot(anaPage, '71-mic-intro', 'phone');
    await intro.getByRole('button', { name: 'Not now' }).click();
    await intro.waitFor({ state: 'hidden' });
    expect(await callPanel(anaPage, 'Ben Callee').count()).toBe(0);

    await anaPage.goto(`/p/chat/${conversationId}?startCall=true`);
    // Headless Chromium dismisses its own prompt: the browser refuses, as after a "Block".
    await intro.getByRole('button', { name: 'Turn on mic' }).click();
    await blocked.getByText('Your browser blocked the microphone.', { exact: false }).waitFor();
    for (const name of ['Retry microphone', 'Refresh page', 'Back']) await blocked.getByRole('button', { name }).waitFor();
    await screenshot(anaPage, '71-mic-blocked', 'phone');
    await blocked.getByRole('button', { name: 'Back' }).click();
    await intro.getByRole('button', { name: 'Turn on mic' }).click();
    await blocked.waitFor();

    // The user allows the microphone in the site settings and retries: the call goes out.
    await grantMicrophone(ana.context);
    await blocked.getByRole('button', { name: 'Retry microphone' }).click();
    await blocked.waitFor({ state: 'hidden' });
    await callPanel(anaPage, 'Ben Callee').getByText('Ringing…').waitFor();
    await callPanel(anaPage, 'Ben Callee').getByRole('button', { name: 'Hang up' }).click();
    await callPanel(anaPage, 'Ben Callee').getByText('Call cancelled').waitFor();

    const trackedOfThisChat = async () => {
      const rows = await server.database.db
        .selectFrom('analytics_events')
        .select(['event_type', 'event_properties'])
        .where('user_id', '=', ana.userId)
        .execute();
      return rows
        .map((row) => ({
          type: row.event_type,
          ...(JSON.parse(row.event_properties as string) as { action?: string; screen?: string; conversation_id?: string }),
        }))
        .filter((event) => event.conversation_id === conversationId)
        .map((event) => [event.type, event.action ?? event.screen ?? null]);
    };
    await expect.poll(afterAnalyticsFlush(anaPage, trackedOfThisChat), { timeout: 30_000, interval: 1000 }).toEqual(
      expect.arrayContaining([
        [eventTypes.screenViewed, 'Mic Intro'],
        [eventTypes.micDialogAction, 'turn_on_mic'],
        [eventTypes.micDialogAction, 'back'],
        [eventTypes.micDialogAction, 'not_now'],
        [eventTypes.micDialogAction, 'retry_microphone'],
        [eventTypes.callStarted, null],
        [eventTypes.callEnded, null],
      ]),
    );
    expect(errors).toEqual([]);
    await ana.context.close();
    await ben.context.close();
    await askingBrowser.close();
  });
});
