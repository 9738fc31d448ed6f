import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryPage, Message } from '../shared/api/conversations.ts';
import { encodeWav, recognizerSampleRate } from '../server/speech/wav.ts';
import type { TestServer } from '../server/testing/test-server.ts';
import { startAppServer } from './support/app-server.ts';
import { collectPageErrors, describePageOnFailure, launchBrowser, openCallMicrophone, screenshot, viewports } from './support/browser.ts';
import { currentUser, signedInContext } from './support/signed-in-context.ts';

const guestPhone = '+12025550881';

let server: TestServer;
/** Chromium whose microphone sends nothing but silence: unplugged, or muted on the headset. */
let silent: Browser;
let workDir: string;

/** A minute of exact silence, 16 kHz mono. */
function silenceWav(): string {
  const file = path.join(workDir, 'silence.wav');
  fs.writeFileSync(file, encodeWav({ sampleRate: recognizerSampleRate, samples: new Float32Array(60 * recognizerSampleRate) }));
  return file;
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-concierge-switch-'));
  server = await startAppServer();
  silent = await launchBrowser({ fakeMedia: true, fakeAudioFile: silenceWav() });
});
afterAll(async () => {
  await silent?.close();
  await server?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

async function messagesOf(context: BrowserContext, conversationId: string): Promise<Message[]> {
  return ((await (await context.request.get(`/api/conversations/${conversationId}/messages?limit=200`)).json()) as HistoryPage).messages;
}

/** A call opened without a click may ask for one before it plays sound (the browser's autoplay rule). */
async function continueCallIfAsked(page: Page, shown: Locator): Promise<void> {
  const join = page.getByRole('button', { name: 'Continue the call' });
  await shown.or(join).first().waitFor();
  if (await join.isVisible()) await join.click();
  await shown.waitFor();
}

async function openCall(page: Page, voiceConversationId: string): Promise<void> {
  await page.goto(`/p/chat/${voiceConversationId}?startCall=true`);
  const controls = page.getByRole('group', { name: 'Call controls' });
  await continueCallIfAsked(page, controls.or(page.getByRole('dialog', { name: 'Turn on your microphone' })).first());
  await openCallMicrophone(page);
}

/** The phone's picture, then the desktop's, then back to the phone (the page stays as it is). */
async function pictureBoth(page: Page, name: string): Promise<void> {
  await screenshot(page, name, 'phone');
  await page.setViewportSize(viewports.desktop);
  await screenshot(page, name, 'desktop');
  await page.setViewportSize(viewports.phone);
}

describe('a call that hears nothing, then Switch to text', () => {
  it('says why in plain words, continues the same interview in the text chat, and ends on "End call"', async () => {
    const guest = await signedInContext(silent, server, guestPhone, { name: 'Dana Levi', viewport: 'phone' });
    const page = await guest.newPage();
    const errors = collectPageErrors(page);
    describePageOnFailure(page, 'concierge-switch');
    // The app gives a new user their dossier's conversations (and the text chat its greeting) on first load.
    await page.goto('/p/home');
    await expect.poll(async () => (await currentUser(guest)).generalDossier).not.toBeNull();
    const { textConversationId, voiceConversationId } = (await currentUser(guest)).generalDossier!;
    await expect.poll(async () => (await messagesOf(guest, textConversationId)).length).toBe(1);
    const [greeting] = await messagesOf(guest, textConversationId);

    await openCall(page, voiceConversationId);
    const transcript = page.getByRole('region', { name: 'Transcript' });
    await expect.poll(async () => (await messagesOf(guest, voiceConversationId)).length).toBeGreaterThan(0);

    // The microphone sends only silence: the call says so, and what to check.
    const noSound = page.getByRole('alert').filter({ hasText: 'Your microphone is sending no sound' });
    await noSound.waitFor({ timeout: 30_000 });
    await noSound.getByText('Check that it is plugged in and not muted').waitFor();
    await page.getByRole('button', { name: 'End call' }).waitFor();
    await pictureBoth(page, '97-concierge-call-no-sound');

    // "Done" sends the silent turn: the recognizer hears no words in it, and the concierge says so in plain words.
    await page.getByRole('button', { name: 'Done' }).click({ timeout: 60_000 });
    const notHeard = (messages: Message[]) =>
      messages.find(
        (message) => message.senderKind === 'concierge' && /^Sorry, I couldn't make out any words in that/.test(message.text ?? ''),
      );
    await expect.poll(async () => notHeard(await messagesOf(guest, voiceConversationId)), { timeout: 60_000 }).toBeDefined();
    const sorry = notHeard(await messagesOf(guest, voiceConversationId))!;
    expect(sorry.text).toMatch(/switch to text and type it\? Who are you/);
    await transcript.getByText("Sorry, I couldn't make out any words in that").first().waitFor();
    await transcript.getByText('No words could be made out of this answer.').waitFor();
    await pictureBoth(page, '97-concierge-call-not-heard');

    // Switch to text: the same interview goes on where the call left it, saying the call's answer was
    // not made out, at the question the call was on; the text chat does not start again.
    await page.getByRole('link', { name: 'Switch to text' }).click();
    await page.waitForURL((url) => url.pathname === `/p/chat/${textConversationId}`);
    await expect.poll(async () => (await messagesOf(guest, textConversationId)).length, { timeout: 30_000 }).toBe(2);
    const [first, continued] = await messagesOf(guest, textConversationId);
    expect(first!.id).toBe(greeting!.id);
    expect(continued).toMatchObject({ senderKind: 'concierge', concierge: { subject: 'identity' } });
    expect(continued!.text).toMatch(
      /^Let's carry on here in writing, where we left off on the call\. I couldn't make out your last answer on the call, so please write it here\. /,
    );
    const messagesRegion = page.getByRole('region', { name: 'Messages' });
    await messagesRegion.getByText("I couldn't make out your last answer on the call").waitFor();
    await pictureBoth(page, '98-concierge-text-after-unheard-call');

    // The typed answer answers the question the call was on: the interview moves on.
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill("I'm Dana Levi, co-founder of Tidewater: we build electric ferries in Tel Aviv.");
    await box.press('Enter');
    await expect.poll(async () => (await messagesOf(guest, textConversationId)).at(-1)?.senderKind, { timeout: 30_000 }).toBe('concierge');
    const next = (await messagesOf(guest, textConversationId)).at(-1)!;
    expect(next.concierge?.subject).not.toBe('identity');
    const textChat = await messagesOf(guest, textConversationId);
    expect(textChat.map((message) => message.id).slice(0, 2)).toEqual([greeting!.id, continued!.id]);
    expect(textChat).toHaveLength(4);

    // Back on the call, "End call" ends it: the microphone is let go, and the way on is offered.
    await openCall(page, voiceConversationId);
    await page.getByRole('button', { name: 'End call' }).click();
    await page.getByRole('status').filter({ hasText: 'Call ended' }).waitFor();
    const controls = page.getByRole('group', { name: 'Call controls' });
    await controls.getByRole('button', { name: 'Call again' }).waitFor();
    await controls.getByRole('link', { name: 'Switch to text' }).waitFor();
    expect(await controls.getByRole('button', { name: /Mute|Done|End call/ }).count()).toBe(0);
    expect(await noSound.count()).toBe(0);
    await pictureBoth(page, '99-concierge-call-ended');

    await controls.getByRole('button', { name: 'Call again' }).click();
    await openCallMicrophone(page);
    await page.getByRole('button', { name: 'End call' }).waitFor();

    expect(errors).toEqual([]);
    await guest.close();
  }, 300_000);
});
