/**
 * A small text classifier learned from examples: multinomial logistic regression over sparse
 * features (words, word pairs, character n-grams, and a few shape features), trained in a fixed
 * order so the same examples always give the same model. Pure; trains in tens of milliseconds
 * on a few thousand short texts.
 *
 * Character n-grams let it read typos ("looks rihgt") and word forms it never saw; word pairs
 * let it tell "not right" from "right". It is one part of reading a reply: the reader decides what
 * to do when its best guess is not confident.
 */

export interface LabelledText<Label extends string> {
  text: string;
  label: Label;
}

export interface Prediction<Label extends string> {
  label: Label;
  /** The model's probability of `label`, 0–1. */
  confidence: number;
  /** Every label's probability, highest first. */
  ranking: { label: Label; probability: number }[];
}

export interface TextClassifier<Label extends string> {
  predict(text: string): Prediction<Label>;
}

export interface TrainingOptions {
  /** The features of a text; `featuresOf` by default. */
  features?: (text: string) => string[];
  epochs?: number;
  /** L2 penalty per example step: keeps rare features from deciding alone. */
  l2?: number;
  learningRate?: number;
}

/** Emoji people answer with, as the word they stand for; others are read as their own feature. */
const emojiWords: ReadonlyMap<string, string> = new Map([
  ['👍', 'yes'],
  ['👌', 'yes'],
  ['✅', 'yes'],
  ['✔', 'yes'],
  ['☑', 'yes'],
  ['💯', 'yes'],
  ['🙌', 'great'],
  ['👏', 'great'],
  ['🎉', 'great'],
  ['🔥', 'great'],
  ['😊', 'happy'],
  ['🙂', 'happy'],
  ['😀', 'happy'],
  ['😄', 'happy'],
  ['😁', 'happy'],
  ['❤', 'love'],
  ['😍', 'love'],
  ['👎', 'no'],
  ['❌', 'no'],
  ['✖', 'no'],
  ['🙅', 'no'],
  ['🚫', 'no'],
  ['🤔', 'hmm'],
  ['🤷', 'dunno'],
  ['😕', 'hmm'],
  ['😬', 'hmm'],
  ['❓', '?'],
  ['❔', '?'],
  ['⏭', 'skip'],
  ['🙏', 'thanks'],
]);

const emojiPattern = /\p{Extended_Pictographic}/gu;

/** Lower-case words and marks: apostrophes straightened, emoji read as words, letters repeated for emphasis shortened ("yesss"). */
export function wordsOf(text: string): string[] {
  const plain = text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(emojiPattern, (emoji) => ` ${emojiWords.get(emoji) ?? `emoji:${emoji}`} `)
    .replace(/(\p{L})\1{2,}/gu, '$1$1');
  return plain.match(/emoji:\S+|[\p{L}\p{N}]+(?:'[\p{L}]+)?|[?!]/gu) ?? [];
}

/** The 3- and 4-letter pieces of a word, marked at its ends: what a misspelling keeps of it. */
export function characterGrams(word: string): string[] {
  if (word.startsWith('emoji:') || word.startsWith('<') || word.length < 3) return [];
  const shaped = `<${word}>`;
  const grams: string[] = [];
  for (let size = 3; size <= 4; size += 1) {
    for (let start = 0; start + size <= shaped.length; start += 1) grams.push(`c:${shaped.slice(start, start + size)}`);
  }
  return grams;
}

const lengthBuckets = [1, 2, 4, 8, 16, 32];

/** The features of a text: each a name, counted once. */
export function featuresOf(text: string): string[] {
  return featuresOfWords(wordsOf(text));
}

/** The features of a text read as words: words, word pairs, character n-grams of each word, length, marks, how it starts. */
export function featuresOfWords(words: readonly string[]): string[] {
  const features = new Set<string>();
  const plain = words.filter((word) => word !== '?' && word !== '!');
  const count = plain.length;
  features.add(`len:${lengthBuckets.findIndex((bucket) => count <= bucket)}`);
  if (words.includes('?')) features.add('mark:?');
  if (words.includes('!')) features.add('mark:!');
  const padded = ['<s>', ...plain, '</s>'];
  for (let index = 0; index < padded.length; index += 1) {
    const word = padded[index] as string;
    if (index > 0 && index < padded.length - 1) features.add(`w:${word}`);
    if (index > 0) features.add(`b:${padded[index - 1]} ${word}`);
    for (const gram of characterGrams(word)) features.add(gram);
  }
  if (count > 0) features.add(`first:${plain[0]}`);
  if (count > 1) features.add(`first2:${plain[0]} ${plain[1]}`);
  return [...features];
}

/** A seeded shuffle (mulberry32), so training is repeatable. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const result = [...items];
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

function softmax(scores: Float64Array): Float64Array {
  let max = Number.NEGATIVE_INFINITY;
  for (const score of scores) max = Math.max(max, score);
  let sum = 0;
  const result = new Float64Array(scores.length);
  for (let index = 0; index < scores.length; index += 1) {
    result[index] = Math.exp((scores[index] as number) - max);
    sum += result[index] as number;
  }
  for (let index = 0; index < result.length; index += 1) result[index] = (result[index] as number) / sum;
  return result;
}

/** Trains a classifier on labelled texts (AdaGrad steps on the log loss, L2 penalty). */
export function trainTextClassifier<Label extends string>(
  examples: readonly LabelledText<Label>[],
  { features = featuresOf, epochs = 30, l2 = 1e-4, learningRate = 0.5 }: TrainingOptions = {},
): TextClassifier<Label> {
  const labels = [...new Set(examples.map((example) => example.label))].sort();
  const classes = labels.length;
  const featureIndex = new Map<string, number>();
  const encoded = examples.map((example) => {
    const ids = features(example.text).map((feature) => {
      let id = featureIndex.get(feature);
      if (id === undefined) {
        id = featureIndex.size;
        featureIndex.set(feature, id);
      }
      return id;
    });
    return { ids, label: labels.indexOf(example.label) };
  });
  const size = featureIndex.size + 1;
  const bias = size - 1;
  const weights = new Float64Array(size * classes);
  const squares = new Float64Array(size * classes).fill(1e-8);

  const scoresOf = (ids: readonly number[]): Float64Array => {
    const scores = new Float64Array(classes);
    for (let label = 0; label < classes; label += 1) {
      let score = weights[bias * classes + label] as number;
      for (const id of ids) score += weights[id * classes + label] as number;
      scores[label] = score;
    }
    return scores;
  };

  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (const { ids, label } of shuffled(encoded, epoch + 1)) {
      const probabilities = softmax(scoresOf(ids));
      for (let target = 0; target < classes; target += 1) {
        const error = (probabilities[target] as number) - (target === label ? 1 : 0);
        for (const id of [...ids, bias]) {
          const at = id * classes + target;
          const gradient = error + l2 * (weights[at] as number);
          squares[at] = (squares[at] as number) + gradient * gradient;
          weights[at] = (weights[at] as number) - (learningRate * gradient) / Math.sqrt(squares[at] as number);
        }
      }
    }
  }

  return {
    predict(text: string): Prediction<Label> {
      const ids = features(text)
        .map((feature) => featureIndex.get(feature))
        .filter((id): id is number => id !== undefined);
      const probabilities = softmax(scoresOf(ids));
      const ranking = labels
        .map((label, index) => ({ label, probability: probabilities[index] as number }))
        .sort((a, b) => b.probability - a.probability);
      const best = ranking[0] as { label: Label; probability: number };
      return { label: best.label, confidence: best.probability, ranking };
    },
  };
}
