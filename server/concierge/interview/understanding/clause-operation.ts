import { clauseExamples } from './clause-examples.ts';
import { retractionExamples } from './clause-examples-retract.ts';
import type { ClauseExample, ClauseOperation } from './clause-kind.ts';
import discardVerbs from './discard-verbs.json' with { type: 'json' };
import { trainedOnce, trainExampleReader } from './example-reader.ts';

export interface ClauseReading {
  operation: ClauseOperation;
  confidence: number;
  /** How likely each operation is (calibrated), for weighing candidate edits against each other. */
  likelihood: Readonly<Record<ClauseOperation, number>>;
}

const discarding: ReadonlySet<string> = new Set(discardVerbs);

/** "trashed", "binning", "ditches": a verb of discarding, found by its crude dictionary forms, reads as "remove". */
function discardClass(word: string): string | null {
  const forms = [word, word.replace(/s$/, ''), word.replace(/e?d$/, ''), word.replace(/ing$/, ''), word.replace(/ing$/, 'e')];
  const undoubled = forms.map((form) => form.replace(/([b-df-hj-np-tv-z])\1$/, '$1'));
  return [...forms, ...undoubled].some((form) => discarding.has(form)) ? 'remove' : null;
}

const operations: readonly ClauseOperation[] = ['move', 'remove', 'add', 'reword', 'headline', 'comment', 'retract'];

/**
 * What one clause of a change request asks (`clause-kind.ts`). Learned from examples
 * (`clause-examples.ts`), so it tells "I can connect people" said as the reason for a move from
 * "I can also connect people, put that in" by more than a cue word.
 */
export function trainClauseReader(examples: readonly ClauseExample[]): (text: string) => ClauseReading {
  const read = trainExampleReader(
    examples.map((example) => ({ text: example.text, label: example.operation })),
    // A verb of discarding that no example uses ("trash", "chuck") reads as "remove" (WordNet, `discard-verbs.json`).
    { epochs: 20, calibrate: true, wordClasses: discardClass },
  );
  return (text) => {
    const { label, confidence, ranking } = read(text);
    const likelihood = Object.fromEntries(
      operations.map((operation) => [operation, ranking.find((entry) => entry.label === operation)?.probability ?? 0]),
    ) as Record<ClauseOperation, number>;
    return { operation: label, confidence, likelihood };
  };
}

const reader = trainedOnce(() => trainClauseReader([...clauseExamples, ...retractionExamples]));

/** Trains the reader now (once per process), rather than on the first change request. */
export function prepareClauseReader(): void {
  reader.prepare();
}

export function readClause(text: string): ClauseReading {
  return reader.read(text);
}
