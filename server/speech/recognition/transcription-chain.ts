import type { Logger } from 'pino';
import { UnrecoverableJobError } from '../../jobs/durable-jobs.ts';
import type { Transcriber } from '../../media/transcription/transcriber.ts';
import { isPcmWav } from '../wav.ts';

/**
 * Speech to text for voice notes and call turns: the configured service (TRANSCRIPTION_BASE_URL)
 * first, the offline recognizer when the service fails or is not configured. The offline one reads
 * PCM WAV only (what the web records for calls); other audio with no service to read it is given
 * up at once (UnrecoverableJobError) instead of retried.
 */
export function createTranscriptionChain({
  service,
  offline,
  logger,
}: {
  service?: Transcriber;
  offline?: Transcriber;
  logger: Logger;
}): Transcriber | undefined {
  if (!service && !offline) return undefined;
  return {
    async transcribe(audio, contentType, fileName, signal) {
      const offlineCanRead = offline !== undefined && isPcmWav(audio);
      if (service) {
        try {
          return await service.transcribe(audio, contentType, fileName, signal);
        } catch (error) {
          // The service is retried later (the job's next attempt) unless the offline recognizer answers now.
          if (!offlineCanRead || signal?.aborted) throw error;
          logger.warn({ err: error }, 'The transcription service failed; the offline recognizer transcribes instead');
        }
      }
      if (!offlineCanRead) throw new UnrecoverableJobError(`No transcriber reads ${contentType} without a transcription service`);
      return offline!.transcribe(audio, contentType, fileName, signal);
    },
  };
}
