import type { ConciergeBrain } from './concierge-turn.ts';
import { interviewerTurn } from './interview/interviewer.ts';
import { prepareClauseReader } from './interview/understanding/clause-operation.ts';
import { prepareReplyReaders } from './interview/understanding/reply-reader.ts';
import { prepareStatementReader } from './interview/understanding/statement-reader.ts';

/** The built-in concierge: a deterministic interviewer and extractor that need no network (English only). */
export function createOfflineBrain(): ConciergeBrain {
  return {
    async nextTurn(input) {
      return interviewerTurn(input);
    },
  };
}

/** Trains what the built-in concierge learns from examples, so that the first turn does not wait for it. */
export function prepareOfflineBrain(): void {
  prepareReplyReaders();
  prepareStatementReader();
  prepareClauseReader();
}
