import type { Ranked } from './calibration.ts';
import { shuffled } from './text-classifier.ts';

/**
 * Multinomial logistic regression over sentence vectors (`server/language/sentence-encoder.ts`):
 * what the encoder's reading of a phrase as a whole says a text means. Pure and deterministic
 * (examples visited in a seeded order), so the same examples always give the same weights, which
 * can be written to a file and read back (`VectorModel`).
 */

export interface LabelledVector<Label extends string> {
  vector: Float32Array;
  label: Label;
}

/** The weights of a trained model: one row of `dimensions + 1` numbers (the last is the bias) per label. */
export interface VectorModel<Label extends string> {
  labels: Label[];
  weights: number[][];
}

export interface VectorTraining {
  /** Full passes over the examples. */
  epochs?: number;
  /** L2 penalty: keeps the model from trusting one direction of the space too far. */
  l2?: number;
  learningRate?: number;
}

function softmax(scores: readonly number[]): number[] {
  const max = Math.max(...scores);
  const powered = scores.map((score) => Math.exp(score - max));
  const sum = powered.reduce((total, value) => total + value, 0);
  return powered.map((value) => value / sum);
}

function scoresOf(weights: readonly (readonly number[] | Float64Array)[], vector: Float32Array): number[] {
  return weights.map((row) => {
    let score = row[vector.length] as number;
    for (let index = 0; index < vector.length; index += 1) score += (row[index] as number) * (vector[index] as number);
    return score;
  });
}

/** Trains on labelled vectors: AdaGrad steps on the log loss, one example at a time in a seeded order, with an L2 penalty. */
export function trainVectorModel<Label extends string>(
  examples: readonly LabelledVector<Label>[],
  { epochs = 20, l2 = 1e-4, learningRate = 0.5 }: VectorTraining = {},
): VectorModel<Label> {
  const labels = [...new Set(examples.map((example) => example.label))].sort();
  const dimensions = examples[0]?.vector.length ?? 0;
  const weights = labels.map(() => new Float64Array(dimensions + 1));
  const squares = labels.map(() => new Float64Array(dimensions + 1).fill(1e-8));
  const encoded = examples.map((example) => ({ vector: example.vector, truth: labels.indexOf(example.label) }));
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (const { vector, truth } of shuffled(encoded, epoch + 1)) {
      softmax(scoresOf(weights, vector)).forEach((probability, label) => {
        const error = probability - (label === truth ? 1 : 0);
        const row = weights[label] as Float64Array;
        const square = squares[label] as Float64Array;
        for (let index = 0; index <= dimensions; index += 1) {
          const gradient = error * (index < dimensions ? (vector[index] as number) : 1) + l2 * (row[index] as number);
          square[index] = (square[index] as number) + gradient * gradient;
          row[index] = (row[index] as number) - (learningRate * gradient) / Math.sqrt(square[index] as number);
        }
      });
    }
  }
  return { labels, weights: weights.map((row) => [...row]) };
}

/** Every label's probability for `vector`, highest first. */
export function rankedByVector<Label extends string>(model: VectorModel<Label>, vector: Float32Array): Ranked<Label>[] {
  const probabilities = softmax(scoresOf(model.weights, vector));
  return model.labels
    .map((label, index) => ({ label, probability: probabilities[index] as number }))
    .sort((a, b) => b.probability - a.probability);
}
