import type { Logger } from 'pino';
import type { SpokenAudio, Synthesizer } from './synthesizer.ts';

/** Spoken audio with who spoke it: the service, or the built-in voice (and why, when the service failed). */
export interface SpokenPart extends SpokenAudio {
  source: 'service' | 'offline';
  /** Set when the service failed and the built-in voice answered instead. */
  fallbackReason?: string;
}

export class SpeechUnavailableError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'SpeechUnavailableError';
  }
}

export interface SpeechChain {
  speak(text: string, signal?: AbortSignal): Promise<SpokenPart>;
}

/** A reason short enough for a header: the first line, without the endpoint's address. */
export function shortReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? '')
    .replace(/https?:\/\/\S+?(?=:?(\s|$))/g, 'the endpoint')
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, 120);
}

/**
 * The service (when configured) first, the built-in voice when it fails, per request: a service
 * that is down for one part may answer the next. Throws SpeechUnavailableError when neither speaks.
 */
export function createSpeechChain({
  service,
  offline,
  logger,
}: {
  service?: Synthesizer;
  offline?: Synthesizer;
  logger: Logger;
}): SpeechChain {
  return {
    async speak(text, signal) {
      let fallbackReason: string | undefined;
      if (service) {
        try {
          return { ...(await service.synthesize(text, signal)), source: 'service' };
        } catch (error) {
          if (signal?.aborted) throw error;
          fallbackReason = shortReason(error);
          logger.warn({ err: error }, 'The speech service failed; the built-in voice speaks instead');
        }
      }
      if (!offline) throw new SpeechUnavailableError(`No synthesizer could speak (${fallbackReason ?? 'none configured'})`);
      try {
        const spoken = await offline.synthesize(text, signal);
        return fallbackReason ? { ...spoken, source: 'offline', fallbackReason } : { ...spoken, source: 'offline' };
      } catch (error) {
        logger.error({ err: error }, 'The built-in voice failed');
        throw new SpeechUnavailableError(`No synthesizer could speak: ${shortReason(error)}`, error);
      }
    },
  };
}
