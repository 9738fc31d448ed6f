import { fittedTemperature, withTemperature, type Ranked } from './calibration.ts';
import { ExampleVocabulary } from './example-vocabulary.ts';
import { remembered } from './remembered.ts';
import { trainTextClassifier, type LabelledText } from './text-classifier.ts';

/** A label and how sure the reader is of it, 0–1, with every label's probability, highest first. */
export interface ExampleReading<Label extends string> {
  label: Label;
  confidence: number;
  ranking: Ranked<Label>[];
}

export interface ExampleReaderOptions {
  epochs: number;
  /** The texts whose words count as known (by default, the examples'). */
  vocabularyTexts?: readonly string[];
  /**
   * Calibrate how sure the reader is: one example in `heldBack` is left out of a first training,
   * the temperature that fits those held-back readings best is found (`calibration.ts`), and the
   * reader trained on every example reads with it. Training takes twice as long.
   */
  calibrate?: boolean;
  /** The class a word belongs to, if any (`ExampleVocabulary`). */
  wordClasses?: (word: string) => string | null;
}

/** Every fifth example is held back to calibrate on. */
const heldBack = 5;

function trained<Label extends string>(
  examples: readonly LabelledText<Label>[],
  { epochs, vocabularyTexts, wordClasses }: Required<Omit<ExampleReaderOptions, 'calibrate' | 'wordClasses'>> & ExampleReaderOptions,
): (text: string) => Ranked<Label>[] {
  const vocabulary = new ExampleVocabulary(vocabularyTexts, wordClasses);
  const classifier = trainTextClassifier(examples, { features: (text) => vocabulary.featuresOf(text), epochs, learningRate: 0.3, l2: 0 });
  return (text) => classifier.predict(text).ranking;
}

/**
 * The method of every reader of meaning here (replies, statements, clauses of a correction): a
 * classifier learned from labelled examples, over features in which a word the examples rarely use
 * reads as its part of speech and a misspelling as the word it misspells (`example-vocabulary.ts`).
 */
export function trainExampleReader<Label extends string>(
  examples: readonly LabelledText<Label>[],
  { epochs, vocabularyTexts = examples.map((example) => example.text), calibrate = false, wordClasses }: ExampleReaderOptions,
): (text: string) => ExampleReading<Label> {
  const options = { epochs, vocabularyTexts, wordClasses };
  let temperature = 1;
  if (calibrate) {
    const kept = examples.filter((_, index) => index % heldBack !== heldBack - 1);
    const held = examples.filter((_, index) => index % heldBack === heldBack - 1);
    const first = trained(kept, options);
    temperature = fittedTemperature(held.map((example) => ({ ranking: first(example.text), truth: example.label })));
  }
  const read = trained(examples, options);
  return (text) => {
    const ranking = temperature === 1 ? read(text) : withTemperature(read(text), temperature);
    const best = ranking[0] as Ranked<Label>;
    return { label: best.label, confidence: best.probability, ranking };
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
