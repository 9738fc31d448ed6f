import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { MediaRow } from '../../db/schema.ts';
import { wavRecording } from '../../testing/media-samples.ts';
import { insertTestUser, openTestDatabase } from '../../testing/test-database.ts';
import { testDialects } from '../../testing/test-server.ts';
import type { MediaStorage } from '../media-storage.ts';
import { createMediaRepository, type MediaRepository } from '../media.repository.ts';
import { createUploadSpool } from '../upload-spool.ts';
import { createMediaService } from '../media.service.ts';
import { createFileMediaStorage } from '../storage/file-media-storage.ts';
import { createOpenAiTranscriber } from './openai-transcriber.ts';
import type { Transcriber } from './transcriber.ts';
import { createTranscriptionJobs, type TranscriptionJobs, type TranscriptionJobsDependencies } from './transcription-jobs.ts';

/** How the fake endpoint answers one request. */
type Answer = 'text' | 'server error' | 'malformed' | 'never';

/**
 * A local OpenAI-compatible transcription endpoint. It answers its requests in the order of
 * `answers` (the last one repeats) and keeps the file name and size of each upload.
 */
async function fakeTranscriptionServer(answers: Answer[], text = 'Meet me at the coffee stand.') {
  const uploads: { fileName: string; bytes: number }[] = [];
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = await new Response(Buffer.concat(chunks), {
      headers: { 'content-type': request.headers['content-type'] ?? '' },
    }).formData();
    const file = form.get('file') as File;
    uploads.push({ fileName: file.name, bytes: file.size });
    const answer = answers[Math.min(uploads.length, answers.length) - 1];
    if (answer === 'never') return;
    response.setHeader('content-type', 'application/json');
    if (answer === 'server error') response.writeHead(500).end('{"error":{"message":"the model is overloaded"}}');
    else if (answer === 'malformed') response.end('<html>not json</html>');
    else response.end(JSON.stringify({ text: ` ${text} ` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    uploads,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const logger = pino({ level: 'silent' });

describe.each(testDialects)('transcription jobs (%s)', (dialect) => {
  let database: DatabaseHandle;
  let repository: MediaRepository;
  let storage: MediaStorage;
  let mediaDir: string;
  let clock: number;
  let voiceNote: MediaRow;
  const closers: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    repository = createMediaRepository(database.db);
    mediaDir = await mkdtemp(join(tmpdir(), 'tandem-transcripts-'));
    storage = createFileMediaStorage(mediaDir);
    clock = 1_000_000;
    const media = createMediaService({ storage, media: repository, spool: createUploadSpool(join(mediaDir, 'uploads')), now: () => clock });
    voiceNote = await media.upload({
      ownerId: await insertTestUser(database),
      kind: 'voice_note',
      file: wavRecording(1),
      durationMs: 1000,
    });
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
    await database.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  /** A runner as one process would have it; `delivered` collects what reached onTranscript, `unheard` what reached onNothingHeard. */
  function startRunner(transcriber: Transcriber, options: Partial<TranscriptionJobsDependencies> = {}) {
    const delivered: { mediaId: string; text: string }[] = [];
    const unheard: string[] = [];
    const jobs: TranscriptionJobs = createTranscriptionJobs({
      transcriber,
      media: repository,
      storage,
      logger,
      now: () => clock,
      onTranscript: async (mediaId, text) => void delivered.push({ mediaId, text }),
      onNothingHeard: async (mediaId) => void unheard.push(mediaId),
      retryDelayMs: 10,
      ...options,
    });
    closers.push(() => jobs.close());
    return { jobs, delivered, unheard };
  }

  async function endpoint(answers: Answer[], text?: string) {
    const server = await fakeTranscriptionServer(answers, text);
    closers.push(() => server.close());
    return {
      ...server,
      // Short only where an answer never comes: elsewhere a loaded machine's slow answer would time out and be sent again.
      transcriber: createOpenAiTranscriber({
        baseUrl: server.baseUrl,
        apiKey: undefined,
        model: 'whisper-1',
        timeoutMs: answers.includes('never') ? 300 : 30_000,
      }),
    };
  }

  const job = () => repository.findTranscriptJob(voiceNote.id);

  it('sends the stored audio to the transcriber and hands the text on once', async () => {
    const server = await endpoint(['text']);
    const { jobs, delivered, unheard } = startRunner(server.transcriber);

    await jobs.enqueue(voiceNote.id);

    await expect.poll(async () => (await job())?.status).toBe('done');
    expect(delivered).toEqual([{ mediaId: voiceNote.id, text: 'Meet me at the coffee stand.' }]);
    expect(unheard).toEqual([]);
    expect(server.uploads).toEqual([{ fileName: voiceNote.storage_key.split('/')[1], bytes: voiceNote.size_bytes }]);
    expect(await job()).toMatchObject({ transcript: 'Meet me at the coffee stand.', attempts: 0, lease_owner: null });
  });

  it('tries again after a failing (500) and a slow answer, then succeeds', async () => {
    const server = await endpoint(['server error', 'never', 'text']);
    const { jobs, delivered } = startRunner(server.transcriber, { maxAttempts: 3 });

    await jobs.enqueue(voiceNote.id);

    await expect.poll(async () => (await job())?.status).toBe('done');
    expect(server.uploads).toHaveLength(3);
    expect(delivered).toHaveLength(1);
    expect(await job()).toMatchObject({ attempts: 2, last_error: expect.stringContaining('no answer within 300 ms') });
  });

  it('gives up after the last attempt when the answers stay malformed', async () => {
    const server = await endpoint(['malformed']);
    const { jobs, delivered, unheard } = startRunner(server.transcriber, { maxAttempts: 3 });

    await jobs.enqueue(voiceNote.id);

    await expect.poll(async () => (await job())?.status).toBe('failed');
    expect(server.uploads).toHaveLength(3);
    expect(delivered).toEqual([]);
    await expect.poll(() => unheard).toEqual([voiceNote.id]);
    expect(await job()).toMatchObject({ attempts: 3, last_error: expect.stringContaining('has no text'), lease_owner: null });
  });

  it('tells that nothing was heard, once, when the recording has no words', async () => {
    const server = await endpoint(['text'], '');
    const { jobs, delivered, unheard } = startRunner(server.transcriber);

    await jobs.enqueue(voiceNote.id);

    await expect.poll(async () => (await job())?.status).toBe('done');
    expect(delivered).toEqual([]);
    expect(unheard).toEqual([voiceNote.id]);
  });

  it('gives up at once when the audio is missing, without calling the transcriber', async () => {
    const server = await endpoint(['text']);
    await storage.delete(voiceNote.storage_key);
    const { jobs } = startRunner(server.transcriber);

    await jobs.enqueue(voiceNote.id);

    await expect.poll(async () => (await job())?.status).toBe('failed');
    expect(server.uploads).toEqual([]);
  });

  it('records a job asked for twice once', async () => {
    const server = await endpoint(['text']);
    const { jobs, delivered } = startRunner(server.transcriber);
    await Promise.all([jobs.enqueue(voiceNote.id), jobs.enqueue(voiceNote.id)]);
    await expect.poll(async () => (await job())?.status).toBe('done');
    await jobs.enqueue(voiceNote.id);
    await jobs.close();
    expect(server.uploads).toHaveLength(1);
    expect(delivered).toHaveLength(1);
  });

  it('finishes, once, a job that was running when the process stopped', async () => {
    const server = await endpoint(['never', 'text']);
    const slowTranscriber = createOpenAiTranscriber({ baseUrl: server.baseUrl, apiKey: undefined, model: 'whisper-1', timeoutMs: 600_000 });
    const before = startRunner(slowTranscriber);
    await before.jobs.enqueue(voiceNote.id);
    await expect.poll(() => server.uploads.length).toBe(1);

    await before.jobs.close();
    expect(await job()).toMatchObject({ status: 'pending', attempts: 0, lease_owner: null });

    const after = startRunner(server.transcriber);
    expect(await after.jobs.resumePending()).toBe(1);
    await expect.poll(async () => (await job())?.status).toBe('done');
    expect(after.delivered).toHaveLength(1);
    expect(before.delivered).toEqual([]);
    expect(server.uploads).toHaveLength(2);
  });

  it('takes over the job of a runner that died once its lease has run out', async () => {
    let calls = 0;
    /** A process that died mid-call: its transcriber never answers (until its test closes it). */
    const dyingTranscriber: Transcriber = {
      transcribe: (_audio, _type, _name, signal) =>
        new Promise((_resolve, reject) => {
          calls += 1;
          signal?.addEventListener('abort', () => reject(new Error('stopped')));
        }),
    };
    const died = startRunner(dyingTranscriber, { leaseMs: 60_000 });
    await died.jobs.enqueue(voiceNote.id);
    await expect.poll(() => calls).toBe(1);

    const server = await endpoint(['text']);
    const survivor = startRunner(server.transcriber, { leaseMs: 60_000 });
    expect(await survivor.jobs.resumePending()).toBe(0);
    clock += 60_001;
    expect(await survivor.jobs.resumePending()).toBe(1);

    await expect.poll(async () => (await job())?.status).toBe('done');
    expect(survivor.delivered).toHaveLength(1);
    // The dead runner's late hand-back changes nothing.
    await died.jobs.close();
    expect(await job()).toMatchObject({ status: 'done', transcript: 'Meet me at the coffee stand.' });
    expect(died.delivered).toEqual([]);
  });

  it('hands on a text received before a restart without transcribing it again', async () => {
    const server = await endpoint(['text']);
    const failingDelivery = startRunner(server.transcriber, {
      onTranscript: () => Promise.reject(new Error('the database is away')),
      retryDelayMs: 600_000,
    });
    await failingDelivery.jobs.enqueue(voiceNote.id);
    await expect.poll(async () => (await job())?.attempts).toBe(1);
    expect(await job()).toMatchObject({ status: 'transcribed', transcript: 'Meet me at the coffee stand.' });
    await failingDelivery.jobs.close();

    const after = startRunner(server.transcriber);
    expect(await after.jobs.resumePending()).toBe(1);
    await expect.poll(async () => (await job())?.status).toBe('done');
    expect(after.delivered).toEqual([{ mediaId: voiceNote.id, text: 'Meet me at the coffee stand.' }]);
    expect(server.uploads).toHaveLength(1);
  });

  it('lets one of two instances resuming at once do a job', async () => {
    const server = await endpoint(['text']);
    await repository.addTranscriptJob(voiceNote.id, clock);
    const first = startRunner(server.transcriber);
    const second = startRunner(server.transcriber);

    await Promise.all([first.jobs.resumePending(), second.jobs.resumePending()]);

    await expect.poll(async () => (await job())?.status).toBe('done');
    await Promise.all([first.jobs.close(), second.jobs.close()]);
    expect(server.uploads).toHaveLength(1);
    expect([...first.delivered, ...second.delivered]).toHaveLength(1);
  });

  it('drops the job with its media', async () => {
    await repository.addTranscriptJob(voiceNote.id, clock);
    await createMediaService({ storage, media: repository, spool: createUploadSpool(join(mediaDir, 'uploads')), now: () => clock }).remove(
      voiceNote.id,
    );
    expect(await job()).toBeUndefined();
  });
});
