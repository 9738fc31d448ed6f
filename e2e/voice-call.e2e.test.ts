import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTypes } from '../shared/analytics/event-types.ts';
import type { HistoryPage, Message } from '../shared/api/conversations.ts';
import type { GeneralDossier } from '../shared/api/dossier.ts';
import type { CurrentUser } from '../shared/api/users.ts';
import { createEspeakSynthesizer } from '../server/speech/synthesis/espeak-synthesizer.ts';
import { decodeWav, encodeWav, recognizerSampleRate, resample } from '../server/speech/wav.ts';
import type { TestServer } from '../server/testing/test-server.ts';
import { trackedEvents } from './support/analytics.ts';
import { readCode, startAppServer } from './support/app-server.ts';
import { collectPageErrors, launchBrowser, newContext, screenshot, screenshotWindow, viewports } from './support/browser.ts';
import { currentUser, signedInContext } from './support/signed-in-context.ts';

const guestPhone = '+12025550801';
const deniedPhone = '+12025550802';

/** What the fake microphone says, over and over, with a pause after it that ends each turn. */
const spokenAnswer = "I'm the founder and CEO of a climate tech company and I'm looking for funding for my startup.";

let server: TestServer;
/** Chromium whose microphone plays the spoken answer, allowed without a prompt. */
let talking: Browser;
/** Chromium that keeps the microphone's permission state: nothing granted, every request refused. */
let refusing: Browser;
let workDir: string;

/** The answer as the offline synthesizer says it, 16 kHz mono, between a second of silence and two. */
async function answerWav(): Promise<string> {
  const { audio } = await createEspeakSynthesizer().synthesize(spokenAnswer);
  const speech = resample(decodeWav(audio), recognizerSampleRate);
  const samples = new Float32Array(speech.samples.length + 3 * recognizerSampleRate);
  samples.set(speech.samples, recognizerSampleRate);
  const file = path.join(workDir, 'answer.wav');
  fs.writeFileSync(file, encodeWav({ sampleRate: recognizerSampleRate, samples }));
  return file;
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-voice-call-'));
  server = await startAppServer();
  talking = await launchBrowser({ fakeMedia: true, fakeAudioFile: await answerWav() });
  refusing = await launchBrowser({ fakeMedia: true, askForMicrophone: true });
});
afterAll(async () => {
  await talking?.close();
  await refusing?.close();
  await server?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

async function messagesOf(context: BrowserContext, conversationId: string): Promise<Message[]> {
  return ((await (await context.request.get(`/api/conversations/${conversationId}/messages?limit=200`)).json()) as HistoryPage).messages;
}

/** The guest's spoken turns that have their transcript, each answered by the concierge. */
async function answeredVoiceTurns(context: BrowserContext, conversationId: string): Promise<Message[]> {
  const messages = await messagesOf(context, conversationId);
  const lastConcierge = messages.findLast((message) => message.senderKind === 'concierge')?.sequence ?? 0;
  return messages.filter((message) => message.kind === 'voice_note' && message.voiceNote?.transcript && message.sequence < lastConcierge);
}

/** Signs in and onboards through the screens, then "Start with a call". */
async function startWithACall(page: Page): Promise<void> {
  await page.goto('/p/');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(guestPhone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(server, guestPhone));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Dana Levi');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'Start with a call' }).click();
}

/** A call opened without a click may ask for one before it plays sound (the browser's autoplay rule). */
async function continueCallIfAsked(page: Page, shown: Locator): Promise<void> {
  const join = page.getByRole('button', { name: 'Continue the call' });
  await shown.or(join).first().waitFor();
  if (await join.isVisible()) await join.click();
  await shown.waitFor();
}

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
}

describe('the call with the concierge', () => {
  it('a new guest starts with a call, answers aloud, reloads mid-call, switches to text and the dossier cites the spoken turns', async () => {
    const guest = await newContext(talking, 'phone', server.baseUrl);
    const page = await guest.newPage();
    const errors = collectPageErrors(page);
    await startWithACall(page);

    const me = await currentUser(guest);
    const { voiceConversationId, textConversationId } = me.generalDossier!;
    await page.waitForURL((url) => url.pathname === `/p/chat/${voiceConversationId}`);
    await page.getByRole('heading', { name: 'Call with the concierge · AI' }).waitFor();

    // The concierge opens the call saying it is an AI, and the transcript shows it.
    await expect.poll(async () => (await messagesOf(guest, voiceConversationId)).length).toBeGreaterThan(0);
    const greeting = (await messagesOf(guest, voiceConversationId))[0]!;
    expect(greeting.senderKind).toBe('concierge');
    expect(greeting.text).toMatch(/\bAI\b/);
    const transcript = page.getByRole('region', { name: 'Transcript' });
    await transcript.getByText(greeting.text!.slice(0, 40)).waitFor();
    await page.getByText('offline speech recognition').waitFor();

    // The first spoken answer: recorded, recognised on the server and answered.
    await expect.poll(async () => (await answeredVoiceTurns(guest, voiceConversationId)).length, { timeout: 60_000 }).toBeGreaterThan(0);
    const [firstTurn] = await answeredVoiceTurns(guest, voiceConversationId);
    expect(firstTurn!.voiceNote!.contentType).toBe('audio/wav');
    await transcript.getByText(firstTurn!.voiceNote!.transcript!.slice(0, 30)).first().waitFor();
    await screenshot(page, '90-concierge-call', 'phone');
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, '90-concierge-call', 'desktop');
    await page.setViewportSize(viewports.phone);

    // A reload mid-call resumes it (a click first: the browser plays sound only after one), without a second opening line.
    const beforeReload = (await messagesOf(guest, voiceConversationId)).filter((message) => message.senderKind === 'concierge').length;
    await page.reload();
    await continueCallIfAsked(page, transcript.getByText(greeting.text!.slice(0, 40)));
    await page
      .getByRole('status')
      .filter({ hasText: /concierge|turn|Listening|Sending/ })
      .first()
      .waitFor();

    // Two more answers aloud.
    await expect
      .poll(async () => (await answeredVoiceTurns(guest, voiceConversationId)).length, { timeout: 120_000 })
      .toBeGreaterThanOrEqual(3);
    const conciergeLines = (await messagesOf(guest, voiceConversationId)).filter((message) => message.senderKind === 'concierge');
    expect(conciergeLines.length).toBeGreaterThan(beforeReload);
    expect(conciergeLines.filter((message) => /welcome back/i.test(message.text ?? '')).length).toBeLessThanOrEqual(1);

    // Switch to text: the text chat goes on with the same interview, nothing said is lost. The
    // concierge continues there, once the call's newest reply is in: what was said on the call,
    // then the question the call was on (with its quick answers), not the greeting again.
    const [textGreeting] = await messagesOf(guest, textConversationId);
    await page.getByRole('link', { name: 'Switch to text' }).click();
    await page.waitForURL((url) => url.pathname === `/p/chat/${textConversationId}`);
    const continuations = (messages: Message[]) => messages.filter((message) => message.clientId?.startsWith('text:'));
    await expect
      .poll(async () => continuations(await messagesOf(guest, textConversationId)).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const textChat = await messagesOf(guest, textConversationId);
    // Nothing but the concierge's continuation after the greeting (a turn still on its way from the call is continued too).
    expect(textChat[0]!.id).toBe(textGreeting!.id);
    expect(continuations(textChat)).toEqual(textChat.slice(1));
    const continued = continuations(textChat)[0]!;
    const repeated = (await messagesOf(guest, voiceConversationId)).find((message) => `text:${message.id}` === continued.clientId)!;
    expect(repeated).toMatchObject({ senderKind: 'concierge', concierge: continued.concierge });
    expect(repeated.clientId).not.toMatch(/^call:/);
    expect(continued.concierge?.subject).not.toBe('identity');
    expect(continued.text).toMatch(/^Let's carry on here in writing, where we left off on the call\./);
    const spoken = await answeredVoiceTurns(guest, voiceConversationId);
    const messagesRegion = page.getByRole('region', { name: 'Messages' });
    await messagesRegion.getByText("Let's carry on here in writing").first().waitFor();
    await messagesRegion.getByText(spoken[0]!.voiceNote!.transcript!.slice(0, 30)).first().waitFor();
    if (continued.concierge?.quickAnswers.length || continued.concierge?.canSkip)
      await page.getByRole('group', { name: 'Quick answers' }).waitFor();
    await screenshot(page, '93-concierge-text-after-call', 'phone');
    await page.setViewportSize(viewports.desktop);
    await page.reload();
    await messagesRegion.getByText("Let's carry on here in writing").first().waitFor();
    await screenshot(page, '93-concierge-text-after-call', 'desktop');
    await page.setViewportSize(viewports.phone);
    await page.reload();
    await messagesRegion.getByText("Let's carry on here in writing").first().waitFor();
    // Opened again, the text chat is not continued twice from the same point.
    const ids = continuations(await messagesOf(guest, textConversationId)).map((message) => message.clientId);
    expect(new Set(ids).size).toBe(ids.length);
    for (let turn = 0; ; turn++) {
      expect(turn).toBeLessThan(12);
      await expect
        .poll(async () => (await messagesOf(guest, textConversationId)).at(-1)?.senderKind, { timeout: 30_000 })
        .toBe('concierge');
      const newest = (await messagesOf(guest, textConversationId)).at(-1)!;
      if (newest.concierge?.step === 'summary') {
        await page
          .getByRole('region', { name: 'Your dossier, as the concierge summed it up' })
          .last()
          .getByRole('button', { name: 'Looks right' })
          .click();
        break;
      }
      await send(page, 'I can offer advice on raising money for hardware, and I love talking about climate finance.');
      await expect.poll(async () => (await messagesOf(guest, textConversationId)).at(-1)?.id, { timeout: 30_000 }).not.toBe(newest.id);
    }

    // The dossier holds what was said aloud, its items pointing at the spoken turns.
    await expect
      .poll(async () => ((await (await guest.request.get(`/api/users/${me.id}/generalDossier`)).json()) as GeneralDossier).status, {
        timeout: 30_000,
      })
      .toBe('complete');
    const dossier = (await (await guest.request.get(`/api/users/${me.id}/generalDossier`)).json()) as GeneralDossier;
    const spokenIds = new Set(spoken.map((message) => message.id));
    const items = [...dossier.document!.lookingFor, ...dossier.document!.canOffer, ...dossier.document!.topics];
    expect(items.some((item) => item.sourceMessageIds.some((id) => spokenIds.has(id)))).toBe(true);
    expect(errors).toEqual([]);
    await guest.close();
  }, 300_000);
});

describe('a call without a microphone', () => {
  it('shows the Mic Intro dialog, explains a refused microphone for this browser and offers the text conversation', async () => {
    const guest = await signedInContext(refusing, server, deniedPhone, { name: 'Noa Klein', viewport: 'phone' });
    const page = await guest.newPage();
    const errors = collectPageErrors(page);
    // Opening the app creates the dossier with its two conversations.
    await page.goto('/p/home');
    await expect.poll(async () => (await currentUser(guest)).generalDossier).not.toBeNull();
    const me: CurrentUser = await currentUser(guest);
    const { voiceConversationId, textConversationId } = me.generalDossier!;

    await page.goto(`/p/chat/${voiceConversationId}?startCall=true`);
    const dialog = page.getByRole('dialog', { name: 'Turn on your microphone' });
    await continueCallIfAsked(page, dialog);
    await screenshotWindow(page, '91-call-mic-intro', 'phone');
    await page.setViewportSize(viewports.desktop);
    await screenshotWindow(page, '91-call-mic-intro', 'desktop');

    // The browser refuses: the dialog says where Chrome's setting is; "Back", then "Not now".
    await dialog.getByRole('button', { name: 'Turn on mic' }).click();
    const blocked = page.getByRole('dialog', { name: 'Microphone blocked' });
    await blocked.getByText('Site settings').waitFor();
    await screenshotWindow(page, '91-call-mic-blocked', 'desktop');
    await page.setViewportSize(viewports.phone);
    await screenshotWindow(page, '91-call-mic-blocked', 'phone');
    await blocked.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Not now' }).click();

    // The call explains what to do and offers the text conversation.
    const refused = page.getByRole('region', { name: 'The call needs your microphone' });
    await refused.waitFor();
    await refused.getByText('Site settings').waitFor();
    await screenshot(page, '92-call-mic-refused', 'phone');
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, '92-call-mic-refused', 'desktop');
    await refused.getByRole('link', { name: 'Continue in writing' }).click();
    await page.waitForURL((url) => url.pathname === `/p/chat/${textConversationId}`);

    await expect
      .poll(async () => (await trackedEvents(server, me.id, eventTypes.micDialogAction)).map((event) => event.action), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['turn_on_mic', 'back', 'not_now']));
    expect(errors).toEqual([]);
    await guest.close();
  });
});
