import { ExampleVocabulary } from './example-vocabulary.ts';
import { remembered } from './remembered.ts';
import { trainTextClassifier, type LabelledText } from './text-classifier.ts';

/** A label and how sure the reader is of it, 0–1. */
export interface ExampleReading<Label extends string> {
  label: Label;
  confidence: number;
}

/**
 * The method of every reader of meaning here (replies, statements, clauses of a correction): a
 * classifier learned from labelled examples, over features in which a word the examples rarely use
 * reads as its part of speech and a misspelling as the word it misspells (`example-vocabulary.ts`).
 * `vocabularyTexts` are the texts whose words count as known (by default, the examples').
 */
export function trainExampleReader<Label extends string>(
  examples: readonly LabelledText<Label>[],
  { epochs, vocabularyTexts = examples.map((example) => example.text) }: { epochs: number; vocabularyTexts?: readonly string[] },
): (text: string) => ExampleReading<Label> {
  const vocabulary = new ExampleVocabulary(vocabularyTexts);
  const classifier = trainTextClassifier(examples, { features: (text) => vocabulary.featuresOf(text), epochs, learningRate: 0.3, l2: 0 });
  return (text) => {
    const { label, confidence } = classifier.predict(text);
    return { label, confidence };
  };
}

/** A reader trained once per process, when first prepared or used, whose readings are remembered by text. */
export function trainedOnce<Reading>(train: () => (text: string) => Reading): { prepare(): void; read(text: string): Reading } {
  let reader: ((text: string) => Reading) | null = null;
  const prepare = () => (reader ??= remembered(train()));
  return {
    prepare: () => void prepare(),
    read: (text) => prepare()(text),
  };
}
