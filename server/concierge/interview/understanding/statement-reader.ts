import { ExampleVocabulary } from './example-vocabulary.ts';
import { remembered } from './remembered.ts';
import { statementExamples } from './statement-examples.ts';
import type { StatementExample, StatementKind } from './statement-kind.ts';
import { trainTextClassifier } from './text-classifier.ts';

export interface StatementReading {
  kind: StatementKind;
  /** 0–1: the interviewer files a clause by its reading only when the reader is this sure. */
  confidence: number;
}

/**
 * What one clause of an answer is about, whatever question it answered: who the guest is, what
 * they want from the event, whom they look for, what they offer, a topic, or nothing for the
 * dossier. Learned from examples (`statement-examples.ts`) that say it mostly without cue words
 * ("I write first cheques into B2B companies" is an offer; "our books are a mess and tax season is
 * coming" a need), so it reads needs and offers in words no cue table lists.
 */
export function trainStatementReader(examples: readonly StatementExample[]): (text: string) => StatementReading {
  const vocabulary = new ExampleVocabulary(examples.map((example) => example.text));
  const classifier = trainTextClassifier(
    examples.map((example) => ({ text: example.text, label: example.kind })),
    { features: (text) => vocabulary.featuresOf(text), epochs: 40, learningRate: 0.3, l2: 0 },
  );
  return (text) => {
    const prediction = classifier.predict(text);
    return { kind: prediction.label, confidence: prediction.confidence };
  };
}

let reader: ((text: string) => StatementReading) | null = null;

/** Trains the reader now (once per process), rather than on the first answer. */
export function prepareStatementReader(): void {
  reader ??= remembered(trainStatementReader(statementExamples));
}

export function readStatement(text: string): StatementReading {
  prepareStatementReader();
  return (reader as (text: string) => StatementReading)(text);
}
