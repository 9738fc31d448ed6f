import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../shared/api/conversations.ts';
import type { TestServer } from '../server/testing/test-server.ts';
import { describeVoiceNoteTime, formatVoiceNoteTime } from '../web/src/features/conversations/voice-notes/voice-note-time.ts';
import { startAppServer } from './support/app-server.ts';
import { collectPageErrors, grantMicrophone, launchBrowser, screenshot, viewports } from './support/browser.ts';
import { createDirectConversation, userIdOf } from './support/conversations.ts';
import { signedInContext } from './support/signed-in-context.ts';

const adminPhone = '+12025550170';
const anaPhone = '+12025550171';
const benPhone = '+12025550172';

/** Long enough to be clamped to three lines under the note, so "Show more" shows. */
const transcript =
  'Hi Ben, it was great meeting you at the founders dinner. I wanted to follow up on what you said about hiring your ' +
  'first engineers, because we went through the same thing last year and I have a few people in mind who might be a ' +
  'great fit. Let me know when you have twenty minutes this week and I will send over their profiles before we talk.';

let server: TestServer;
let browser: Browser;
/** A stand-in for an OpenAI-compatible speech-to-text endpoint. */
let speechToText: http.Server;
const transcriptionRequests: string[] = [];

beforeAll(async () => {
  speechToText = http.createServer((request, response) => {
    request.resume().on('end', () => {
      transcriptionRequests.push(`${request.method} ${request.url} ${request.headers.authorization}`);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: transcript }));
    });
  });
  await new Promise<void>((resolve) => speechToText.listen(0, '127.0.0.1', resolve));
  server = await startAppServer({
    ADMIN_PHONES: adminPhone,
    TRANSCRIPTION_BASE_URL: `http://127.0.0.1:${(speechToText.address() as AddressInfo).port}/v1`,
    TRANSCRIPTION_API_KEY: 'test-key',
  });
  browser = await launchBrowser({ fakeMedia: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((resolve) => speechToText?.close(resolve));
});

/** Two users with the microphone allowed, and a direct conversation an admin made between them. */
async function twoUsersInAConversation() {
  const ana = await signedInContext(browser, server, anaPhone, { name: 'Ana Lima', viewport: 'phone' });
  const ben = await signedInContext(browser, server, benPhone, { name: 'Ben Okafor' });
  await Promise.all([grantMicrophone(ana), grantMicrophone(ben)]);
  const admin = await signedInContext(browser, server, adminPhone, { name: 'Ada Admin' });
  const conversationId = await createDirectConversation(admin, await userIdOf(ana), await userIdOf(ben));
  await admin.close();
  return { ana, ben, conversationId };
}

async function openChat(context: BrowserContext, conversationId: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`/p/chat/${conversationId}`);
  await page.getByRole('button', { name: 'Record voice note' }).waitFor();
  return { page, errors };
}

describe('voice notes in the browser', () => {
  it('records from the microphone; the other member gets it live, plays and seeks it, and reads its transcript', async () => {
    const { ana, ben, conversationId } = await twoUsersInAConversation();
    const anaChat = await openChat(ana, conversationId);
    const benChat = await openChat(ben, conversationId);
    const anaPage = anaChat.page;
    const benPage = benChat.page;

    // Ana records about two seconds of Chromium's fake microphone (a beep).
    const recordClicked = Date.now();
    await anaPage.getByRole('button', { name: 'Record voice note' }).click();
    const send = anaPage.getByRole('button', { name: 'Send voice note' });
    await send.waitFor();
    const meter = anaPage.getByRole('meter', { name: 'Microphone level' });
    await meter.waitFor();
    await expect.poll(() => anaPage.getByRole('timer').textContent(), { timeout: 5_000 }).toBe('0:02');
    // The beep is loud: the meter moves. The fake microphone beeps once a second and is silent between
    // beeps, so the level is watched until a beep shows, not read once.
    await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await screenshot(anaPage, '72-voice-note-recording', 'phone');

    const uploaded = anaPage.waitForResponse((response) => response.url().endsWith(`/api/conversations/${conversationId}/voice-notes`));
    await send.click();
    // The note lasts from the recorder's start to the click on Send: at most this long, and longer
    // than two seconds only as much as a busy machine delayed the click.
    const recordingAtMostMs = Date.now() - recordClicked;
    const response = await uploaded;
    expect(response.status()).toBe(201);
    const { message } = (await response.json()) as { message: Message };
    expect(message.voiceNote).toMatchObject({ contentType: 'audio/webm', transcript: null });
    const durationMs = message.voiceNote?.durationMs ?? 0;
    expect(durationMs).toBeGreaterThanOrEqual(2_000);
    expect(durationMs).toBeLessThanOrEqual(recordingAtMostMs);
    const length = formatVoiceNoteTime(durationMs);

    // The bar gives way to the mic button again; Ana's own note is in her chat.
    await anaPage.getByRole('button', { name: 'Record voice note' }).waitFor();
    await anaPage.getByRole('button', { name: 'Play voice note' }).waitFor();

    // Ben sees it arrive without reloading, with its length, then the transcript under it.
    const play = benPage.getByRole('button', { name: 'Play voice note' });
    await play.waitFor();
    await benPage.getByText(length, { exact: true }).waitFor();
    await benPage.getByText(transcript.slice(0, 40)).waitFor();
    expect(transcriptionRequests).toEqual(['POST /v1/audio/transcriptions Bearer test-key']);
    const showMore = benPage.getByRole('button', { name: 'Show more' });
    await showMore.click();
    await benPage.getByRole('button', { name: 'Show less' }).waitFor();

    // Ben plays it: the audio element plays and its position moves.
    await play.click();
    await benPage.getByRole('button', { name: 'Pause voice note' }).waitFor();
    await benPage.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.5, null, { timeout: 10_000 });
    await benPage.getByText(new RegExp(`^0:0[0-9] / ${length}$`)).waitFor();
    await screenshot(benPage, '72-voice-note-playing', 'desktop');
    // It plays to the end and is ready to play again.
    await benPage.getByRole('button', { name: 'Play voice note' }).waitFor({ timeout: 10_000 });
    // The position slider seeks from the keyboard, although a recorded WebM has no duration header.
    const slider = benPage.getByRole('slider', { name: 'Voice note position' });
    await slider.focus();
    for (let step = 0; step < 12; step++) await slider.press('ArrowRight');
    await expect.poll(() => benPage.evaluate(() => document.querySelector('audio')?.currentTime)).toBeCloseTo(1.2, 1);
    expect(await slider.getAttribute('aria-valuetext')).toBe(`1 second of ${describeVoiceNoteTime(durationMs)}`);

    // The stored audio is what the server sniffed: WebM with Opus.
    const audio = await ben.request.get(`/api/conversations/${conversationId}/voice-notes/${message.voiceNote?.mediaId}`);
    expect(audio.headers()['content-type']).toBe('audio/webm');

    await benPage.setViewportSize(viewports.phone);
    await screenshot(benPage, '72-voice-note-received', 'phone');
    await anaPage.setViewportSize(viewports.desktop);
    await screenshot(anaPage, '72-voice-note-sent', 'desktop');

    expect(anaChat.errors).toEqual([]);
    expect(benChat.errors).toEqual([]);
    await Promise.all([ana.close(), ben.close()]);
  });

  it('discards a cancelled recording, refuses one too short, retries a failed upload, and the server refuses text named .webm', async () => {
    const { ana, conversationId } = await twoUsersInAConversation();
    // Ana's page keeps time on a clock the test can stop, so that a note sent at once is too short
    // however long the clicks take on a busy machine.
    await ana.clock.install();
    const { page, errors } = await openChat(ana, conversationId);
    const uploads: string[] = [];
    page.on('request', (request) => {
      // Uploads only: the pair's one direct conversation still holds the first test's note, whose audio the chat loads.
      if (request.method() === 'POST' && request.url().includes('/voice-notes')) uploads.push(request.url());
    });

    await page.getByRole('button', { name: 'Record voice note' }).click();
    await page.getByRole('button', { name: 'Cancel voice note' }).click();
    await page.getByRole('button', { name: 'Record voice note' }).waitFor();

    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole('button', { name: 'Record voice note' }).click();
    await page.getByRole('button', { name: 'Send voice note' }).click();
    await page.getByText('Hold on — that was too short.').first().waitFor();
    await page.clock.resume();
    await screenshot(page, '72-voice-note-too-short', 'phone');
    expect(uploads).toEqual([]);

    // A failed upload keeps the note; Retry sends it again with the same clientId.
    const uploadBodies: string[] = [];
    let releaseUpload = () => {};
    // The retried upload waits until its progress bar has been seen.
    const progressSeen = new Promise<void>((resolve) => (releaseUpload = resolve));
    await page.route('**/voice-notes', async (route) => {
      uploadBodies.push(route.request().postDataBuffer()?.toString('latin1') ?? '');
      if (uploadBodies.length === 1) return route.abort('connectionfailed');
      await progressSeen;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Record voice note' }).click();
    await expect.poll(() => page.getByRole('timer').textContent(), { timeout: 5_000 }).toBe('0:01');
    await page.getByRole('button', { name: 'Send voice note' }).click();
    await page.getByText('Not sent. Could not reach Tandem. Check your connection and try again.', { exact: true }).waitFor();
    await screenshot(page, '72-voice-note-not-sent', 'phone');
    await page.getByRole('button', { name: 'Retry' }).click();
    const progress = page.getByRole('progressbar', { name: 'Sending voice note' });
    await progress.waitFor();
    await screenshot(page, '72-voice-note-sending', 'phone');
    releaseUpload();
    // Sent, the note plays; the first test's note may be on screen above it.
    await progress.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Play voice note' }).last().waitFor();
    const clientIds = uploadBodies.map((body) => /name="clientId"\r\n\r\n([^\r]+)/.exec(body)?.[1]);
    expect(clientIds).toHaveLength(2);
    expect(clientIds[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(clientIds[1]).toBe(clientIds[0]);

    const textAsWebm = await ana.request.post(`/api/conversations/${conversationId}/voice-notes`, {
      multipart: {
        clientId: randomUUID(),
        durationMs: '2000',
        audio: { name: 'voice-note.webm', mimeType: 'audio/webm', buffer: Buffer.from('This is a text file, not a recording.\n') },
      },
    });
    expect(textAsWebm.status()).toBe(415);
    expect(((await textAsWebm.json()) as { code: string }).code).toBe('unsupported_media_type');

    expect(errors).toEqual([]);
    await ana.close();
  });
});
