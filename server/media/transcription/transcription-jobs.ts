import { basename } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Logger } from 'pino';
import type { MediaTranscriptRow } from '../../db/schema.ts';
import { createDurableJobs, UnrecoverableJobError, type DurableJobsOptions, type DurableJobStore } from '../../jobs/durable-jobs.ts';
import type { MediaStorage } from '../media-storage.ts';
import type { MediaRepository } from '../media.repository.ts';
import type { Transcriber } from './transcriber.ts';

export interface TranscriptionJobsDependencies extends DurableJobsOptions {
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
  /** Told once when a media will have no text: nothing was said in it, or its transcription was given up. */
  onNothingHeard?(mediaId: string): Promise<void>;
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

/** The transcription jobs' rows (`media_transcripts`) as the job runner sees them. */
function transcriptJobStore(media: MediaRepository, onGivenUp: (mediaId: string) => Promise<void>): DurableJobStore<MediaTranscriptRow> {
  return {
    claimableIds: (now) => media.claimableTranscriptJobIds(now),
    claim: (mediaId, owner, now, leaseUntil) => media.claimTranscriptJob(mediaId, owner, now, leaseUntil),
    failedAttempt: (mediaId, owner, { attempts, lastError, now, leaseUntil }) =>
      media.updateTranscriptJob(mediaId, owner, { attempts, last_error: lastError, lease_until: leaseUntil, updated_at: now }),
    async giveUp(job, owner, { attempts, lastError, now }) {
      await media.updateTranscriptJob(job.media_id, owner, {
        status: 'failed',
        attempts,
        last_error: lastError,
        lease_owner: null,
        lease_until: null,
        updated_at: now,
      });
      await onGivenUp(job.media_id);
    },
    async release(mediaId, owner, now) {
      await media.updateTranscriptJob(mediaId, owner, { lease_owner: null, lease_until: null, updated_at: now });
    },
  };
}

/**
 * Transcription as a durable job (`server/jobs/durable-jobs.ts`): the audio of a media goes to the
 * injected transcriber, and the text to `onTranscript`. Each step is recorded on the job's row
 * (`media_transcripts`), so nothing is lost to a restart: a text already received is handed on
 * without asking the transcriber again.
 */
export function createTranscriptionJobs({
  transcriber,
  media,
  storage,
  logger,
  now,
  onTranscript,
  onNothingHeard,
  ...options
}: TranscriptionJobsDependencies): TranscriptionJobs {
  /** Whoever waits for the text hears that none is coming; that they could not be told is no reason to fail the job. */
  async function nothingHeard(mediaId: string) {
    await onNothingHeard?.(mediaId).catch((error: unknown) =>
      logger.error({ err: error, mediaId }, 'telling that nothing was heard failed'),
    );
  }

  async function transcribe(mediaId: string, signal: AbortSignal): Promise<string> {
    const record = await media.findById(mediaId);
    const stored = record && (await storage.get(record.storage_key));
    if (!record || !stored) throw new UnrecoverableJobError(`The audio of media ${mediaId} is missing`);
    const audio = await buffer(stored.stream);
    return transcriber.transcribe(audio, record.content_type, basename(record.storage_key), signal);
  }

  const jobs = createDurableJobs<MediaTranscriptRow>({
    name: 'transcription',
    store: transcriptJobStore(media, nothingHeard),
    logger,
    now,
    ...options,
    async handle(job, { owner, signal }) {
      const update = (changes: Parameters<MediaRepository['updateTranscriptJob']>[2]) =>
        media.updateTranscriptJob(job.media_id, owner, { ...changes, updated_at: now() });
      let text = job.transcript;
      if (job.status === 'pending') {
        text = await transcribe(job.media_id, signal);
        if (!(await update({ status: 'transcribed', transcript: text }))) return;
      }
      // Told before the job is done, so a restart in between tells again rather than never (both are answered once).
      if (text) await onTranscript(job.media_id, text);
      else await nothingHeard(job.media_id);
      await update({ status: 'done', lease_owner: null, lease_until: null });
    },
  });

  return {
    async enqueue(mediaId) {
      await media.addTranscriptJob(mediaId, now());
      jobs.schedule(mediaId);
    },
    resumePending: () => jobs.resumePending(),
    start: () => jobs.start(),
    close: () => jobs.close(),
  };
}
