import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConciergeSubject } from '../shared/api/concierge.ts';
import type { HistoryPage, Message } from '../shared/api/conversations.ts';
import { createEspeakSynthesizer } from '../server/speech/synthesis/espeak-synthesizer.ts';
import { decodeWav, encodeWav, recognizerSampleRate, resample } from '../server/speech/wav.ts';
import type { TestServer } from '../server/testing/test-server.ts';
import { startAppServer } from './support/app-server.ts';
import { collectPageErrors, launchBrowser, screenshot, viewports } from './support/browser.ts';
import { currentUser, signedInContext } from './support/signed-in-context.ts';

const guestPhone = '+12025550811';

/** What the fake microphone says once, to the concierge's question about topics: not an answer to it. */
const spokenAnswer = "I'm the founder and CEO of a climate tech company and I'm looking for funding for my startup.";
/** What the guest meant, typed in the fix. */
const fixedWords = 'Sailing, chess and jazz.';

/** What the guest typed before the call, so that the call is on its last question (topics). */
const typedAnswers: Record<Exclude<ConciergeSubject, 'topics'>, string> = {
  identity: "I'm Dana Levi, co-founder and CEO of Tidewater, a startup building electric ferries in Tel Aviv.",
  event_goals: 'At the breakfast I want to meet climate investors and find a harbour that would pilot our ferries.',
  looking_for: "I'm looking for seed investors in climate tech and naval engineers who know marine battery systems.",
  can_offer: 'I can offer advice on raising money for hardware and introductions to port authorities in Israel.',
};

let server: TestServer;
/** Chromium whose microphone says the answer once, then stays silent long enough for the whole test. */
let talking: Browser;
let workDir: string;

/** The answer as the offline synthesizer says it, 16 kHz mono: a second of silence before, three minutes after. */
async function answerOnceWav(): Promise<string> {
  const { audio } = await createEspeakSynthesizer().synthesize(spokenAnswer);
  const speech = resample(decodeWav(audio), recognizerSampleRate);
  const samples = new Float32Array(speech.samples.length + 181 * recognizerSampleRate);
  samples.set(speech.samples, recognizerSampleRate);
  const file = path.join(workDir, 'answer-once.wav');
  fs.writeFileSync(file, encodeWav({ sampleRate: recognizerSampleRate, samples }));
  return file;
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-call-fix-'));
  server = await startAppServer();
  talking = await launchBrowser({ fakeMedia: true, fakeAudioFile: await answerOnceWav() });
});
afterAll(async () => {
  await talking?.close();
  await server?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

async function messagesOf(context: BrowserContext, conversationId: string): Promise<Message[]> {
  return ((await (await context.request.get(`/api/conversations/${conversationId}/messages?limit=200`)).json()) as HistoryPage).messages;
}

/** The concierge's standing answer to a guest message (its client id is the message's id), once there. */
async function answerTo(context: BrowserContext, conversationId: string, turnId: string): Promise<Message> {
  let answer: Message | undefined;
  await expect
    .poll(
      async () => {
        answer = (await messagesOf(context, conversationId)).find((message) => message.clientId === turnId);
        return answer !== undefined;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return answer!;
}

/** Types the answers to the first four questions in the text chat, over the API, each after the concierge's reply to the one before. */
async function answerByText(context: BrowserContext, textConversationId: string): Promise<void> {
  for (const text of Object.values(typedAnswers)) {
    const sent = await context.request.post(`/api/conversations/${textConversationId}/messages`, {
      data: { clientId: randomUUID(), text },
    });
    expect(sent.status()).toBe(201);
    await answerTo(context, textConversationId, ((await sent.json()) as { message: Message }).message.id);
  }
}

const topicsOf = (message: Message) => message.concierge?.proposal?.topics.map((item) => item.text.toLowerCase()) ?? [];

/** Both sizes of the open fix: the phone's, then the desktop's, then back (the page stays as it is). */
async function pictureTheFix(page: Page): Promise<void> {
  await screenshot(page, '94-concierge-call-fix', 'phone');
  await page.setViewportSize(viewports.desktop);
  await screenshot(page, '94-concierge-call-fix', 'desktop');
  await page.setViewportSize(viewports.phone);
}

describe('fixing what the call heard', () => {
  it('the guest sees what was heard of their turn, fixes it in one tap, and the concierge answers the fixed words', async () => {
    const guest = await signedInContext(talking, server, guestPhone, { name: 'Dana Levi', viewport: 'phone' });
    const page = await guest.newPage();
    const errors = collectPageErrors(page);
    // Opening the app creates the dossier with its two conversations.
    await page.goto('/p/home');
    await expect.poll(async () => (await currentUser(guest)).generalDossier).not.toBeNull();
    const { textConversationId, voiceConversationId } = (await currentUser(guest)).generalDossier!;
    await answerByText(guest, textConversationId);

    // The call asks about topics; the guest answers aloud, and the transcript shows what was heard.
    await page.goto(`/p/chat/${voiceConversationId}`);
    const join = page.getByRole('button', { name: 'Continue the call' });
    const transcript = page.getByRole('region', { name: 'Transcript' });
    await join.or(transcript).first().waitFor();
    if (await join.isVisible()) await join.click();
    let turn: Message | undefined;
    await expect
      .poll(
        async () => {
          turn = (await messagesOf(guest, voiceConversationId)).find((message) => message.voiceNote?.transcript);
          return turn !== undefined;
        },
        { timeout: 90_000 },
      )
      .toBe(true);
    const heard = turn!.voiceNote!.transcript!;
    const misheardReply = await answerTo(guest, voiceConversationId, turn!.id);
    expect(topicsOf(misheardReply)).not.toContain('sailing');
    await transcript.getByText(heard).waitFor();
    await screenshot(page, '94-concierge-call-heard', 'phone');

    // One tap opens the fix, prefilled with the words heard; Escape closes it and gives the focus back to "Fix".
    const fix = transcript.getByRole('button', { name: 'Fix what was heard' });
    await fix.click();
    const form = transcript.getByRole('form', { name: 'Fix what was heard' });
    const words = form.getByRole('textbox', { name: 'What you said' });
    await expect.poll(() => words.inputValue()).toBe(heard);
    await expect.poll(() => words.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => fix.evaluate((button) => button === document.activeElement)).toBe(true);
    // By keyboard again: Enter on "Fix", then the guest writes what they said.
    await page.keyboard.press('Enter');
    await words.fill(fixedWords);
    await pictureTheFix(page);

    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await transcript.getByText(fixedWords).waitFor();

    // The reply to the heard words is set aside, and the concierge's next line sums up the fixed ones.
    const answer = await answerTo(guest, voiceConversationId, turn!.id);
    expect(answer.id).not.toBe(misheardReply.id);
    expect(answer.concierge?.step).toBe('summary');
    expect(topicsOf(answer)).toEqual(expect.arrayContaining(['sailing', 'chess']));
    const history = await messagesOf(guest, voiceConversationId);
    expect(history.find((message) => message.id === misheardReply.id)?.concierge?.superseded).toBe(true);
    expect(history.find((message) => message.id === turn!.id)?.voiceNote?.transcript).toBe(fixedWords);
    await transcript.getByText(/Topics: sailing/i).waitFor();
    const setAside = transcript.getByText('replaced after your fix');
    await setAside.scrollIntoViewIfNeeded();
    await screenshot(page, '94-concierge-call-fixed', 'phone');
    expect(errors).toEqual([]);
    await guest.close();
  }, 240_000);
});
