import { clauseExamples } from './clause-examples.ts';
import { ExampleVocabulary } from './example-vocabulary.ts';
import { remembered } from './remembered.ts';
import type { ClauseExample, ClauseOperation } from './clause-kind.ts';
import { trainTextClassifier } from './text-classifier.ts';

export interface ClauseReading {
  operation: ClauseOperation;
  confidence: number;
}

/**
 * Learned from examples (`clause-examples.ts`), so it tells "I can connect people" said as the
 * reason for a move from "I can also connect people, put that in" by more than a cue word.
 */
export function trainClauseReader(examples: readonly ClauseExample[]): (text: string) => ClauseReading {
  const vocabulary = new ExampleVocabulary(examples.map((example) => example.text));
  const classifier = trainTextClassifier(
    examples.map((example) => ({ text: example.text, label: example.operation })),
    { features: (text) => vocabulary.featuresOf(text), epochs: 40, learningRate: 0.3, l2: 0 },
  );
  return (text) => {
    const prediction = classifier.predict(text);
    return { operation: prediction.label, confidence: prediction.confidence };
  };
}

let reader: ((text: string) => ClauseReading) | null = null;

/** Trains the reader now (once per process), rather than on the first change request. */
export function prepareClauseReader(): void {
  reader ??= remembered(trainClauseReader(clauseExamples));
}

export function readClause(text: string): ClauseReading {
  prepareClauseReader();
  return (reader as (text: string) => ClauseReading)(text);
}
