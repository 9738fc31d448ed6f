/**
 * The browser's own speech recognition (Chrome, Edge, Safari), used when the server has no
 * recognizer: it listens along with the recording and hands over what it understood. Typed here
 * because TypeScript's DOM library does not declare it.
 */

type RecognitionResultList = ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;

type SpeechRecognitionLike = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: RecognitionResultList }) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};

type RecognitionConstructor = new () => SpeechRecognitionLike;

function recognitionConstructor(): RecognitionConstructor | null {
  const scope = globalThis as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export function hasBrowserRecognition(): boolean {
  return recognitionConstructor() !== null;
}

/**
 * Why the browser's recognizer gave no words, as the guest is told: it is unavailable (its
 * service cannot be reached, is not allowed, does not know the language, or cannot use the
 * microphone), or it heard no speech it could make out.
 */
export type RecognitionProblem = 'unavailable' | 'not_understood';

/** The recognizer's error code (Web Speech API `SpeechRecognitionErrorEvent.error`) as a problem. */
export function recognitionProblem(error: string): RecognitionProblem {
  return ['network', 'not-allowed', 'service-not-allowed', 'language-not-supported', 'audio-capture', 'bad-grammar'].includes(error)
    ? 'unavailable'
    : 'not_understood';
}

/** What was understood of a turn ('' when nothing), and the recognizer's problem if it had one. */
export type RecognitionOutcome = { transcript: string; problem: RecognitionProblem | null };

export type TurnRecognition = {
  /** Stops listening and answers what was understood. */
  finish(): Promise<RecognitionOutcome>;
  abort(): void;
};

/** After `finish`, the last words may still be on their way; they are waited for this long at most. */
const finalResultWaitMs = 1500;

/** Starts recognising one turn; null when this browser cannot. */
export function recogniseTurn(language: string): TurnRecognition | null {
  const Recognition = recognitionConstructor();
  if (!Recognition) return null;
  const recognition = new Recognition();
  recognition.lang = language;
  recognition.continuous = true;
  recognition.interimResults = false;
  let transcript = '';
  let problem: RecognitionProblem | null = null;
  let ended = false;
  let onEnded: (() => void) | null = null;
  recognition.onresult = (event) => {
    transcript = Array.from(event.results, (result) => result[0].transcript.trim())
      .filter(Boolean)
      .join(' ');
  };
  recognition.onend = () => {
    ended = true;
    onEnded?.();
  };
  recognition.onerror = (event) => {
    problem = recognitionProblem(event.error);
  };
  try {
    recognition.start();
  } catch {
    return null;
  }
  return {
    finish: () =>
      new Promise<RecognitionOutcome>((resolve) => {
        const answer = () => resolve({ transcript, problem });
        if (ended) return answer();
        const deadline = setTimeout(answer, finalResultWaitMs);
        onEnded = () => {
          clearTimeout(deadline);
          answer();
        };
        recognition.stop();
      }),
    abort: () => recognition.abort(),
  };
}
