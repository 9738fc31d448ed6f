import { createSentenceEncoder, type SentenceEncoder } from '../language/sentence-encoder.ts';
import type { ConciergeBrain, TranscriptMessage } from './concierge-turn.ts';
import { clauseTextsOf } from './interview/extract.ts';
import { interviewerTurn } from './interview/interviewer.ts';
import type { Meanings } from './interview/meanings.ts';
import { prepareClauseReader } from './interview/understanding/clause-operation.ts';
import { prepareReplyReaders } from './interview/understanding/reply-reader.ts';
import { prepareStatementReader } from './interview/understanding/statement-reader.ts';

/** One encoder for every built-in concierge of the process: its thread and the vectors it keeps are shared. */
const sharedEncoder = createSentenceEncoder();

/**
 * The guest's messages and their clauses encoded as sentence vectors before the interviewer reads
 * them: the reply reader reads the messages, the statement reader the clauses. The
 * interviewer reads words alone when the encoder fails (its thread could not start or stopped),
 * so a turn is answered either way.
 */
async function meaningsOf(transcript: readonly TranscriptMessage[], encoder: SentenceEncoder): Promise<Meanings> {
  const messages = transcript.filter((entry) => entry.from === 'guest').map((entry) => entry.text);
  const texts = [...new Set([...messages, ...messages.flatMap(clauseTextsOf)])];
  if (texts.length === 0) return new Map();
  try {
    const vectors = await encoder.encode(texts);
    return new Map(texts.map((text, index) => [text, vectors[index] as Float32Array]));
  } catch {
    return new Map();
  }
}

/**
 * The built-in concierge: a deterministic interviewer and extractor that need no network (English
 * only), reading the guest's replies and the clauses of their answers by their words and by their
 * sentence vectors (decision 020).
 */
export function createOfflineBrain(encoder: SentenceEncoder = sharedEncoder): ConciergeBrain {
  return {
    async nextTurn(input) {
      return interviewerTurn(input, await meaningsOf(input.transcript, encoder));
    },
  };
}

/** Trains what the built-in concierge learns from examples, so that the first turn does not wait for it. */
export function prepareOfflineBrain(): void {
  prepareReplyReaders();
  prepareStatementReader();
  prepareClauseReader();
}

/**
 * Loads the sentence encoder's weights (seconds of CPU on its own thread), so that the first turn
 * does not wait for them; a bench waits for it before it measures anything. A failure here is met
 * again, and answered, by the first turn.
 */
export async function loadOfflineEncoder(): Promise<void> {
  await sharedEncoder.encode(['hello']).catch(() => undefined);
}
