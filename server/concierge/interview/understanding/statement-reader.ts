import { trainedOnce, trainExampleReader } from './example-reader.ts';
import { statementExamples } from './statement-examples.ts';
import type { StatementExample, StatementKind } from './statement-kind.ts';

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
  const read = trainExampleReader(
    examples.map((example) => ({ text: example.text, label: example.kind })),
    { epochs: 20, calibrate: true },
  );
  return (text) => {
    const { label, confidence } = read(text);
    return { kind: label, confidence };
  };
}

const reader = trainedOnce(() => trainStatementReader(statementExamples));

/** Trains the reader now (once per process), rather than on the first answer. */
export function prepareStatementReader(): void {
  reader.prepare();
}

export function readStatement(text: string): StatementReading {
  return reader.read(text);
}
