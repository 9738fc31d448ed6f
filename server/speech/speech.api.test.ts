import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../shared/api/conversations.ts';
import { speechParts } from '../../shared/speech-parts.ts';
import { historyOf, sendAsGuest, setUpDossier } from '../testing/concierge-interview.ts';
import { createDirectConversation, directConversationFixture } from '../testing/conversation-fixture.ts';
import { fakeChatAnswers, fakeSpeechAnswers, startFakeOpenAiServer, type FakeOpenAiServer } from '../testing/fake-openai-server.ts';
import { mp3Audio } from '../testing/media-samples.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';
import { findRecognizer } from './recognition/pocketsphinx-recognizer.ts';
import { decodeWav } from './wav.ts';

const adminPhone = '+12025550199';

/** The raw bytes of a spoken part, with the viewer's cookies. */
async function fetchSpeech(client: TestClient, requestPath: string) {
  const response = await fetch(client.baseUrl + requestPath, { headers: { cookie: client.cookieHeader(requestPath) } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const json = (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(new TextDecoder().decode(bytes)) : undefined;
  return { status: response.status, headers: response.headers, bytes, json };
}

/** The concierge's greeting in the guest's text conversation, once it is posted. */
async function greetingIn(client: TestClient, conversationId: string): Promise<Message> {
  let greeting: Message | undefined;
  await expect
    .poll(async () => (greeting = (await historyOf(client, conversationId)).find((message) => message.senderKind === 'concierge')), {
      interval: 20,
    })
    .toBeDefined();
  return greeting!;
}

describe.each(testDialects)('the speech of concierge messages (%s)', (dialect) => {
  let server: TestServer | undefined;
  let fakeTts: FakeOpenAiServer;
  beforeAll(async () => {
    fakeTts = await startFakeOpenAiServer();
  });
  afterAll(() => fakeTts.close());
  afterEach(() => server?.close());

  async function guestWithGreeting(env: Record<string, string> = {}) {
    server = await startTestServer(dialect, { ADMIN_PHONES: adminPhone, ...env });
    const fixture = await directConversationFixture(server.baseUrl, adminPhone);
    const { textConversationId, voiceConversationId } = await setUpDossier(fixture.ana, fixture.anaId);
    const greeting = await greetingIn(fixture.ana, textConversationId);
    const path = (part: number, messageId = greeting.id, conversationId = textConversationId) =>
      `/api/conversations/${conversationId}/messages/${messageId}/speech/${part}`;
    return { ...fixture, textConversationId, voiceConversationId, greeting, path };
  }

  it('speaks each part of a concierge message to its guest as a WAV from the built-in voice', async () => {
    const { ana, greeting, path } = await guestWithGreeting();
    const parts = speechParts(greeting.text!);
    expect(parts.length).toBeGreaterThan(0);
    const first = await fetchSpeech(ana, path(0));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/wav');
    expect(first.headers.get('x-speech-source')).toBe('offline');
    expect(first.headers.get('x-speech-fallback')).toBeNull();
    const audio = decodeWav(first.bytes);
    expect(audio.samples.length / audio.sampleRate).toBeGreaterThan(0.5);
    // Asked again, the same bytes come from the cache.
    expect((await fetchSpeech(ana, path(0))).bytes).toEqual(first.bytes);

    const beyond = await fetchSpeech(ana, path(parts.length));
    expect(beyond.status).toBe(404);
    expect(beyond.json).toMatchObject({ code: 'not_found' });
    expect((await fetchSpeech(ana, path(0, 'no-such-message'))).status).toBe(404);
    expect((await fetchSpeech(ana, `${path(0).slice(0, -1)}first`)).status).toBe(400);
  });

  it('refuses strangers, other users and admins who are not in the conversation', async () => {
    const { ben, admin, path } = await guestWithGreeting();
    const signedOut = await fetchSpeech(new TestClient(server!.baseUrl), path(0));
    expect(signedOut.status).toBe(401);
    for (const outsider of [ben, admin]) {
      const refused = await fetchSpeech(outsider, path(0));
      expect(refused.status).toBe(404);
      expect(refused.json).toMatchObject({ code: 'not_found' });
    }
  });

  it('speaks only concierge messages of concierge conversations', async () => {
    const { ana, anaId, benId, admin, textConversationId, greeting, path } = await guestWithGreeting();
    const guestMessage = await sendAsGuest(ana, textConversationId, 'I build batteries');
    const own = await fetchSpeech(ana, path(0, guestMessage.id));
    expect(own.status).toBe(409);
    expect(own.json).toMatchObject({ code: 'not_concierge_message' });

    const directId = await createDirectConversation(admin, anaId, benId);
    const sent = await ana.post(`/api/conversations/${directId}/messages`, { clientId: randomUUID(), text: 'Hello Ben, how are you?' });
    expect((await fetchSpeech(ana, path(0, sent.body.message.id, directId))).status).toBe(409);
    // A message asked for through another conversation of the viewer is not found there.
    expect((await fetchSpeech(ana, path(0, greeting.id, directId))).status).toBe(404);
  });

  it('speaks through the configured service, and falls back to the built-in voice with the reason when it fails', async () => {
    const { ana, path } = await guestWithGreeting({ TTS_BASE_URL: fakeTts.baseUrl, TTS_TIMEOUT_MS: '1000' });
    fakeTts.enqueueSpeech(fakeChatAnswers.serverError());
    const fallback = await fetchSpeech(ana, path(0));
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('x-speech-source')).toBe('offline');
    expect(fallback.headers.get('x-speech-fallback')).toMatch(/status 500/);
    expect(fallback.headers.get('content-type')).toBe('audio/wav');

    // The fallback was not kept: the service is asked again, and this time answers.
    fakeTts.enqueueSpeech(fakeSpeechAnswers.audio(mp3Audio()));
    const spoken = await fetchSpeech(ana, path(0));
    expect(spoken.headers.get('x-speech-source')).toBe('service');
    expect(spoken.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(spoken.bytes)).toEqual(mp3Audio());
  });

  it('tells the web how calls hear and speak: offline by default, the services when configured', async () => {
    server = await startTestServer(dialect);
    const offline = await new TestClient(server.baseUrl).get('/api/client-config');
    expect(offline.body.speech).toEqual({ recognition: findRecognizer() ? 'offline' : 'browser', synthesis: 'offline' });
    await server.close();
    server = await startTestServer(dialect, { TRANSCRIPTION_BASE_URL: fakeTts.baseUrl, TTS_BASE_URL: fakeTts.baseUrl });
    const configured = await new TestClient(server.baseUrl).get('/api/client-config');
    expect(configured.body.speech).toEqual({ recognition: 'service', synthesis: 'service' });
  });
});
