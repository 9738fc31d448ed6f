import { clauseExamples } from './clause-examples.ts';
import type { ClauseExample, ClauseOperation } from './clause-kind.ts';
import { trainedOnce, trainExampleReader } from './example-reader.ts';

export interface ClauseReading {
  operation: ClauseOperation;
  confidence: number;
}

/**
 * What one clause of a change request asks (`clause-kind.ts`). Learned from examples
 * (`clause-examples.ts`), so it tells "I can connect people" said as the reason for a move from
 * "I can also connect people, put that in" by more than a cue word.
 */
export function trainClauseReader(examples: readonly ClauseExample[]): (text: string) => ClauseReading {
  const read = trainExampleReader(
    examples.map((example) => ({ text: example.text, label: example.operation })),
    { epochs: 20, calibrate: true },
  );
  return (text) => {
    const { label, confidence } = read(text);
    return { operation: label, confidence };
  };
}

const reader = trainedOnce(() => trainClauseReader(clauseExamples));

/** Trains the reader now (once per process), rather than on the first change request. */
export function prepareClauseReader(): void {
  reader.prepare();
}

export function readClause(text: string): ClauseReading {
  return reader.read(text);
}
