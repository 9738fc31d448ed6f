import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnrecoverableJobError } from '../../jobs/durable-jobs.ts';
import { createOpenAiTranscriber } from '../../media/transcription/openai-transcriber.ts';
import type { Transcriber } from '../../media/transcription/transcriber.ts';
import { wavRecording } from '../../testing/media-samples.ts';
import { spokenWav } from '../testing/spoken-wav.ts';
import { createOfflineRecognizer, findRecognizer } from './pocketsphinx-recognizer.ts';
import { createTranscriptionChain } from './transcription-chain.ts';

const logger = pino({ level: 'silent' });
const wav = wavRecording(1);
const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]);

function fake(answer: string | Error, calls: string[] = [], name = 'fake'): Transcriber {
  return {
    async transcribe(_audio, contentType) {
      calls.push(`${name} ${contentType}`);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
}

describe('the transcription chain', () => {
  it('is absent when neither a service nor the offline recognizer is here', () => {
    expect(createTranscriptionChain({ logger })).toBeUndefined();
  });

  it('asks the service first, and the offline recognizer only when the service fails on a WAV', async () => {
    const calls: string[] = [];
    const working = createTranscriptionChain({
      service: fake('from the service', calls, 'service'),
      offline: fake('offline', calls, 'offline'),
      logger,
    })!;
    expect(await working.transcribe(wav, 'audio/wav', 'a.wav')).toBe('from the service');
    const failingService = fake(new Error('status 500'), calls, 'service');
    const chain = createTranscriptionChain({ service: failingService, offline: fake('heard offline', calls, 'offline'), logger })!;
    expect(await chain.transcribe(wav, 'audio/wav', 'a.wav')).toBe('heard offline');
    expect(calls).toEqual(['service audio/wav', 'service audio/wav', 'offline audio/wav']);
  });

  it('keeps the service error (to be retried) for audio the offline recognizer cannot read', async () => {
    const chain = createTranscriptionChain({ service: fake(new Error('status 500')), offline: fake('never'), logger })!;
    await expect(chain.transcribe(webm, 'audio/webm', 'a.webm')).rejects.toThrow('status 500');
  });

  it('gives up at once on audio nobody here can read', async () => {
    const chain = createTranscriptionChain({ offline: fake('never'), logger })!;
    await expect(chain.transcribe(webm, 'audio/webm', 'a.webm')).rejects.toThrow(UnrecoverableJobError);
  });
});

describe('a failing transcription service with the real offline recognizer behind it', () => {
  let server: http.Server;
  let baseUrl: string;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  // A hang guard: it builds the open-vocabulary model first, and ran past 30 s at load ~14.
  it('transcribes offline what the service failed on', { timeout: 120_000 }, async () => {
    const recognizer = await createOfflineRecognizer(findRecognizer()!);
    try {
      const service = createOpenAiTranscriber({ baseUrl, apiKey: undefined, model: 'whisper-1' });
      const chain = createTranscriptionChain({ service, offline: recognizer, logger })!;
      const { wav: answer } = await spokenWav("I'm interested in machine learning and health care");
      expect(await chain.transcribe(answer, 'audio/wav', 'turn.wav')).toMatch(/machine learning/);
    } finally {
      await recognizer.close();
    }
  });
});
