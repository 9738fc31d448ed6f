import { speechParts } from '../../../../shared/speech-parts.ts';
import { ApiError } from '../../lib/api-client.ts';
import { fetchSpeechPart, type SpeechAudio } from './api/speech-audio.ts';

/** Why the guest hears another voice than the configured one, shown while the message plays. */
export type SpeechNotice =
  { kind: 'offline_voice'; reason: string } | { kind: 'browser_voice'; reason: string } | { kind: 'no_voice'; reason: string };

export type Playback = {
  /** Settles when the message has been spoken, or stopped. */
  finished: Promise<void>;
  pause(): void;
  resume(): void;
  stop(): void;
};

export type PlayMessageOptions = {
  conversationId: string;
  messageId: string;
  text: string;
  /** False when the server has no synthesizer: the browser's voice speaks straight away. */
  useServer: boolean;
  onNotice(notice: SpeechNotice): void;
};

/** A browser voice that never reports its end (some have no voices at all) is given up after this. */
function synthesisDeadlineMs(text: string): number {
  return 2000 + text.length * 90;
}

/**
 * Speaks a concierge message part by part: part i plays while part i + 1 is fetched. When the
 * server cannot speak (503 `speech_unavailable`, or any failure) the rest is read by the browser's
 * speechSynthesis, and the notice says why; without that either, the transcript carries the words.
 */
export function playMessage({ conversationId, messageId, text, useServer, onNotice }: PlayMessageOptions): Playback {
  const parts = speechParts(text);
  const abort = new AbortController();
  const fetches = new Map<number, Promise<SpeechAudio>>();
  let current: { pause(): void; resume(): void; stop(): void } | null = null;
  let paused = false;
  let serverWorks = useServer;
  let resumeWaiter: (() => void) | null = null;

  const fetchPart = (part: number) => {
    let pending = fetches.get(part);
    if (!pending) {
      pending = fetchSpeechPart(conversationId, messageId, part, abort.signal);
      // A prefetch that fails is reported when its turn comes, not as an unhandled rejection.
      pending.catch(() => undefined);
      fetches.set(part, pending);
    }
    return pending;
  };

  const playAudio = (audio: Blob) =>
    new Promise<void>((resolve, reject) => {
      const url = URL.createObjectURL(audio);
      const element = new Audio(url);
      const settle = (error?: unknown) => {
        URL.revokeObjectURL(url);
        current = null;
        if (error) reject(error instanceof Error ? error : new Error('The audio could not be played.'));
        else resolve();
      };
      element.addEventListener('ended', () => settle(), { once: true });
      element.addEventListener('error', () => settle(new Error('The audio could not be played.')), { once: true });
      current = {
        pause: () => element.pause(),
        resume: () => void element.play().catch(settle),
        stop: () => {
          element.pause();
          settle();
        },
      };
      if (!paused) element.play().catch(settle);
    });

  const speakWithBrowser = (words: string) =>
    new Promise<void>((resolve) => {
      const utterance = new SpeechSynthesisUtterance(words);
      const deadline = setTimeout(() => done(), synthesisDeadlineMs(words));
      function done() {
        clearTimeout(deadline);
        current = null;
        resolve();
      }
      utterance.addEventListener('end', done, { once: true });
      utterance.addEventListener('error', done, { once: true });
      current = {
        pause: () => speechSynthesis.pause(),
        resume: () => speechSynthesis.resume(),
        stop: () => {
          speechSynthesis.cancel();
          done();
        },
      };
      speechSynthesis.speak(utterance);
      if (paused) speechSynthesis.pause();
    });

  const speakPart = async (part: number, words: string) => {
    if (serverWorks) {
      try {
        const speech = await fetchPart(part);
        if (parts.length > part + 1) void fetchPart(part + 1);
        if (speech.fallbackReason) onNotice({ kind: 'offline_voice', reason: speech.fallbackReason });
        await playAudio(speech.audio);
        return;
      } catch (error) {
        if (abort.signal.aborted) return;
        serverWorks = false;
        const reason = error instanceof ApiError ? error.message : 'The voice could not be played here.';
        onNotice(typeof speechSynthesis === 'undefined' ? { kind: 'no_voice', reason } : { kind: 'browser_voice', reason });
      }
    }
    if (typeof speechSynthesis === 'undefined') {
      if (!useServer) onNotice({ kind: 'no_voice', reason: 'This browser cannot speak.' });
      return;
    }
    await speakWithBrowser(words);
  };

  const finished = (async () => {
    for (const [part, words] of parts.entries()) {
      if (paused) await new Promise<void>((resolve) => (resumeWaiter = resolve));
      if (abort.signal.aborted) return;
      await speakPart(part, words);
    }
  })();

  return {
    finished,
    pause() {
      paused = true;
      current?.pause();
    },
    resume() {
      paused = false;
      current?.resume();
      resumeWaiter?.();
      resumeWaiter = null;
    },
    stop() {
      abort.abort();
      current?.stop();
      resumeWaiter?.();
    },
  };
}
