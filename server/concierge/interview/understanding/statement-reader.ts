import type { Ranked } from './calibration.ts';
import { trainedOnce, trainExampleReader } from './example-reader.ts';
import statementMeaningModel from './statement-meaning-model.json' with { type: 'json' };
import { statementExamples } from './statement-examples.ts';
import type { StatementExample, StatementKind } from './statement-kind.ts';
import { rankedByVector, trainVectorModel, type VectorModel } from './vector-classifier.ts';
import { withMeaning } from './with-meaning.ts';

export interface StatementReading {
  kind: StatementKind;
  /** 0–1: the interviewer files a clause by its reading only when the reader is this sure. */
  confidence: number;
}

/** A reader of statements: a clause's text and, when it was encoded before the turn, its sentence vector. */
export type StatementReader = (text: string, meaning?: Float32Array) => StatementReading;

/**
 * The model of what a clause is about from its sentence vector (`vectorOf` gives each example's);
 * trained by `scripts/build-meaning-models.ts` into `statement-meaning-model.json` (decision 020).
 */
export function trainStatementMeaningModel(
  examples: readonly StatementExample[],
  vectorOf: (example: StatementExample) => Float32Array,
): VectorModel<StatementKind> {
  return trainVectorModel(
    examples.map((example) => ({ vector: vectorOf(example), label: example.kind })),
    { epochs: 40 },
  );
}

function trainWordReader(examples: readonly StatementExample[]): (text: string) => Ranked<StatementKind>[] {
  const read = trainExampleReader(
    examples.map((example) => ({ text: example.text, label: example.kind })),
    { epochs: 20, calibrate: true },
  );
  return (text) => read(text).ranking;
}

/** A reader from its two parts: the words' reader, and the model of sentence vectors when there is one. */
function readerOf(words: (text: string) => Ranked<StatementKind>[], meaningModel: VectorModel<StatementKind> | null): StatementReader {
  return (text, meaning) => {
    const ranking = words(text);
    const best = (meaning && meaningModel ? withMeaning(ranking, rankedByVector(meaningModel, meaning)) : ranking)[0];
    return { kind: best?.label ?? 'none', confidence: best?.probability ?? 0 };
  };
}

/**
 * What one clause of an answer is about, whatever question it answered: who the guest is, what
 * they want from the event, whom they look for, what they offer, a topic, or nothing for the
 * dossier. Learned from examples (`statement-examples.ts`) that say it mostly without cue words
 * ("I write first cheques into B2B companies" is an offer; "our books are a mess and tax season is
 * coming" a need): a reader of words, and, with `meaningModel` and a clause's sentence vector, a
 * reader of what the clause means as a whole, the two combined.
 */
export function trainStatementReader(
  examples: readonly StatementExample[],
  meaningModel: VectorModel<StatementKind> | null = null,
): StatementReader {
  return readerOf(trainWordReader(examples), meaningModel);
}

const wordReader = trainedOnce(() => trainWordReader(statementExamples));
const reader = readerOf(wordReader.read, statementMeaningModel as VectorModel<StatementKind>);

/** Trains the reader now (once per process), rather than on the first answer. */
export function prepareStatementReader(): void {
  wordReader.prepare();
}

/** What a clause is about, by its words, and by its sentence vector (`meaning`, `server/language/sentence-encoder.ts`) too when given. */
export function readStatement(text: string, meaning?: Float32Array): StatementReading {
  return reader(text, meaning);
}
