import type { ConciergeBrain } from './concierge-turn.ts';
import { interviewerTurn } from './interview/interviewer.ts';

/** The built-in concierge: a deterministic interviewer and extractor that need no network (English only). */
export function createOfflineBrain(): ConciergeBrain {
  return {
    async nextTurn(input) {
      return interviewerTurn(input);
    },
  };
}
