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
  onerror: (() => void) | null;
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

export type TurnRecognition = {
  /** Stops listening and answers what was understood ('' when nothing). */
  finish(): Promise<string>;
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
  recognition.onerror = () => undefined;
  try {
    recognition.start();
  } catch {
    return null;
  }
  return {
    finish: () =>
      new Promise<string>((resolve) => {
        const answer = () => resolve(transcript);
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
