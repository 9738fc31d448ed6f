import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeChatAnswers, fakeSpeechAnswers, startFakeOpenAiServer, type FakeOpenAiServer } from '../../testing/fake-openai-server.ts';
import { mp3Audio } from '../../testing/media-samples.ts';
import { decodeWav } from '../wav.ts';
import { createEspeakSynthesizer } from './espeak-synthesizer.ts';
import { createOpenAiSynthesizer } from './openai-synthesizer.ts';
import { createSpeechChain, shortReason, SpeechUnavailableError } from './speech-chain.ts';
import type { Synthesizer } from './synthesizer.ts';

const logger = pino({ level: 'silent' });
const offlineWav = new Uint8Array([82, 73, 70, 70]);
/** Stands for the built-in voice, recording what it was asked to say. */
function fakeOffline(spoken: string[] = []): Synthesizer {
  return {
    async synthesize(text) {
      spoken.push(text);
      return { audio: offlineWav, contentType: 'audio/wav' };
    },
  };
}
const failing: Synthesizer = {
  async synthesize() {
    throw new Error('espeak-ng wrote no audio');
  },
};

describe('the speech chain against an OpenAI-compatible endpoint', () => {
  let server: FakeOpenAiServer;
  /** The deadline the slow endpoint misses; every other answer gets one that no busy machine misses. */
  const shortTimeoutMs = 300;
  const ampleTimeoutMs = 30_000;
  beforeAll(async () => {
    server = await startFakeOpenAiServer();
  });
  afterAll(() => server.close());

  const service = (timeoutMs = ampleTimeoutMs) =>
    createOpenAiSynthesizer({ baseUrl: server.baseUrl, apiKey: 'sk-tts', model: 'tts-1', voice: 'alloy', timeoutMs });

  it('speaks through the service, sending the model, the voice, the text and the key', async () => {
    server.enqueueSpeech(fakeSpeechAnswers.audio(mp3Audio()));
    const spoken = await createSpeechChain({ service: service(), offline: fakeOffline(), logger }).speak('What brings you here?');
    expect(spoken).toMatchObject({ source: 'service', contentType: 'audio/mpeg' });
    expect(spoken.fallbackReason).toBeUndefined();
    expect(Buffer.from(spoken.audio)).toEqual(mp3Audio());
    expect(server.speechRequests.at(-1)).toMatchObject({
      path: '/v1/audio/speech',
      authorization: 'Bearer sk-tts',
      body: { model: 'tts-1', voice: 'alloy', input: 'What brings you here?', response_format: 'mp3' },
    });
  });

  it.each([
    ['a failing endpoint (500)', fakeChatAnswers.serverError(), /status 500/, ampleTimeoutMs],
    [
      'a slow endpoint',
      fakeChatAnswers.slow(fakeSpeechAnswers.audio(mp3Audio()), shortTimeoutMs * 5),
      /no answer within 300 ms/,
      shortTimeoutMs,
    ],
    ['an empty body', fakeSpeechAnswers.empty(), /empty/, ampleTimeoutMs],
    ['a body that is not audio', fakeSpeechAnswers.notAudio(), /not audio/, ampleTimeoutMs],
  ])('falls back to the built-in voice on %s, saying why', async (_name, answer, reason, timeoutMs) => {
    server.enqueueSpeech(answer);
    const offlineSaid: string[] = [];
    const spoken = await createSpeechChain({ service: service(timeoutMs), offline: fakeOffline(offlineSaid), logger }).speak(
      'Tell me more.',
    );
    expect(spoken).toMatchObject({ source: 'offline', contentType: 'audio/wav', audio: offlineWav });
    expect(spoken.fallbackReason).toMatch(reason);
    expect(spoken.fallbackReason).not.toContain(server.baseUrl);
    expect(offlineSaid).toEqual(['Tell me more.']);
  });

  it('is unavailable when neither the service nor the built-in voice speaks', async () => {
    server.enqueueSpeech(fakeChatAnswers.serverError());
    await expect(createSpeechChain({ service: service(), offline: failing, logger }).speak('Hello')).rejects.toThrow(
      SpeechUnavailableError,
    );
    await expect(createSpeechChain({ offline: failing, logger }).speak('Hello')).rejects.toThrow(/espeak-ng wrote no audio/);
  });
});

describe('the built-in voice', () => {
  it('speaks a sentence as a mono 16-bit WAV of about the right length', async () => {
    const spoken = await createSpeechChain({ offline: createEspeakSynthesizer(), logger }).speak('-Hello, I am the Tandem concierge.');
    expect(spoken).toMatchObject({ source: 'offline', contentType: 'audio/wav' });
    const audio = decodeWav(spoken.audio);
    const seconds = audio.samples.length / audio.sampleRate;
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(5);
    expect(Math.max(...audio.samples.map(Math.abs))).toBeGreaterThan(0.1);
  });
});

describe('shortReason', () => {
  it('keeps the first line, without addresses or characters a header cannot hold', () => {
    expect(shortReason(new Error('Speech failed with status 500 from http://127.0.0.1:1234/v1/audio/speech: oops\nstack'))).toBe(
      'Speech failed with status 500 from the endpoint: oops',
    );
  });
});
