import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Logger } from 'pino';
import type { MediaStorage } from '../media-storage.ts';
import type { MediaRepository } from '../media.repository.ts';
import type { Transcriber } from './transcriber.ts';

export interface TranscriptionJobsDependencies {
  transcriber: Transcriber;
  media: MediaRepository;
  storage: MediaStorage;
  logger: Logger;
  now: () => number;
  /**
   * Receives the text of a media once (a voice note's message is updated and fanned out). Not
   * called when nothing was said. A failure counts as a failed attempt and is retried.
   */
  onTranscript(mediaId: string, text: string): Promise<void>;
  /** Jobs running at once in this process. */
  concurrency?: number;
  /** Attempts before a job is given up, across restarts. */
  maxAttempts?: number;
  /** The wait after the first failure; it doubles after each further one. */
  retryDelayMs?: number;
  /** How long a job stays with the runner that took it; longer than one transcriber call may take. */
  leaseMs?: number;
  /** How often `start` looks for jobs whose runner died (its lease ran out). */
  sweepIntervalMs?: number;
}

export interface TranscriptionJobs {
  /** Records the job in the database, then runs it soon. Resolves once recorded, not when done. */
  enqueue(mediaId: string): Promise<void>;
  /** Takes every open job nobody holds (left by a restart or a dead instance); answers how many. */
  resumePending(): Promise<number>;
  /** `resumePending` now and every `sweepIntervalMs` until `close`. */
  start(): Promise<void>;
  /** Stops taking work, stops the running calls and hands their jobs back for the next start. */
  close(): Promise<void>;
}

/** A failure that another attempt cannot fix. */
class UnrecoverableJobError extends Error {}

/**
 * Transcription as a job: the audio of a media goes to the injected transcriber, and the text to
 * `onTranscript`. Each step is recorded on the job's row (`media_transcripts`), so nothing is lost
 * to a restart: a text already received is handed on without asking the transcriber again. A
 * runner holds a job under a lease, so among several instances one works on it; when that
 * runner dies, another takes the job over once the lease has run out.
 *
 * Hand-written rather than a queue library: the durable state has to live in Tandem's own
 * database (SQLite or PostgreSQL), and what remains in memory is a two-slot queue and a timer.
 */
export function createTranscriptionJobs({
  transcriber,
  media,
  storage,
  logger,
  now,
  onTranscript,
  concurrency = 2,
  maxAttempts = 3,
  retryDelayMs = 5_000,
  leaseMs = 5 * 60_000,
  sweepIntervalMs = 60_000,
}: TranscriptionJobsDependencies): TranscriptionJobs {
  const runnerId = randomUUID();
  const stopping = new AbortController();
  const waiting: string[] = [];
  /** Jobs queued, running or waiting to retry here: asked for again, they are not doubled. */
  const known = new Set<string>();
  const running = new Set<Promise<void>>();
  const retryTimers = new Map<string, NodeJS.Timeout>();
  let sweepTimer: NodeJS.Timeout | undefined;

  function schedule(mediaId: string) {
    if (stopping.signal.aborted || known.has(mediaId)) return;
    known.add(mediaId);
    waiting.push(mediaId);
    pump();
  }

  function pump() {
    while (running.size < concurrency && waiting.length > 0 && !stopping.signal.aborted) {
      const mediaId = waiting.shift()!;
      const job: Promise<void> = run(mediaId)
        .catch((error: unknown) => logger.error({ err: error, mediaId }, 'transcription job failed unexpectedly'))
        .finally(() => {
          running.delete(job);
          if (!retryTimers.has(mediaId)) known.delete(mediaId);
          pump();
        });
      running.add(job);
    }
  }

  async function run(mediaId: string): Promise<void> {
    const job = await media.claimTranscriptJob(mediaId, runnerId, now(), now() + leaseMs);
    if (!job) return;
    const update = (changes: Parameters<MediaRepository['updateTranscriptJob']>[2]) =>
      media.updateTranscriptJob(mediaId, runnerId, { ...changes, updated_at: now() });

    try {
      let text = job.transcript;
      if (job.status === 'pending') {
        text = await transcribe(mediaId);
        if (!(await update({ status: 'transcribed', transcript: text }))) return;
      }
      if (text) await onTranscript(mediaId, text);
      await update({ status: 'done', lease_owner: null, lease_until: null });
    } catch (error) {
      if (stopping.signal.aborted) {
        await update({ lease_owner: null, lease_until: null });
        return;
      }
      const attempts = job.attempts + 1;
      const lastError = String(error instanceof Error ? error.message : error).slice(0, 500);
      if (error instanceof UnrecoverableJobError || attempts >= maxAttempts) {
        logger.error({ err: error, mediaId, attempts }, 'transcription given up');
        await update({ status: 'failed', attempts, last_error: lastError, lease_owner: null, lease_until: null });
        return;
      }
      const delayMs = retryDelayMs * 2 ** (attempts - 1);
      logger.warn({ err: error, mediaId, attempts, delayMs }, 'transcription failed; trying again');
      // The lease covers the wait, so no other runner takes the job meanwhile.
      if (!(await update({ attempts, last_error: lastError, lease_until: now() + delayMs + leaseMs }))) return;
      retryLater(mediaId, delayMs);
    }
  }

  async function transcribe(mediaId: string): Promise<string> {
    const record = await media.findById(mediaId);
    const stored = record && (await storage.get(record.storage_key));
    if (!record || !stored) throw new UnrecoverableJobError(`The audio of media ${mediaId} is missing`);
    const audio = await buffer(stored.stream);
    return transcriber.transcribe(audio, record.content_type, basename(record.storage_key), stopping.signal);
  }

  function retryLater(mediaId: string, delayMs: number) {
    const timer = setTimeout(() => {
      retryTimers.delete(mediaId);
      known.delete(mediaId);
      schedule(mediaId);
    }, delayMs);
    retryTimers.set(mediaId, timer);
  }

  async function resumePending(): Promise<number> {
    if (stopping.signal.aborted) return 0;
    const mediaIds = await media.claimableTranscriptJobIds(now());
    for (const mediaId of mediaIds) schedule(mediaId);
    return mediaIds.length;
  }

  return {
    async enqueue(mediaId) {
      await media.addTranscriptJob(mediaId, now());
      schedule(mediaId);
    },

    resumePending,

    async start() {
      await resumePending();
      sweepTimer ??= setInterval(() => {
        resumePending().catch((error: unknown) => logger.error({ err: error }, 'looking for transcription jobs failed'));
      }, sweepIntervalMs);
      sweepTimer.unref();
    },

    async close() {
      stopping.abort();
      clearInterval(sweepTimer);
      await Promise.all(running);
      // Jobs waiting for a retry go back too, so the next start takes them at once.
      for (const [mediaId, timer] of retryTimers) {
        clearTimeout(timer);
        await media.updateTranscriptJob(mediaId, runnerId, { lease_owner: null, lease_until: null, updated_at: now() });
      }
      retryTimers.clear();
    },
  };
}
