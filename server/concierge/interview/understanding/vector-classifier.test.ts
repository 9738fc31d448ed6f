import { describe, expect, it } from 'vitest';
import { rankedByVector, trainVectorModel } from './vector-classifier.ts';

const vector = (...values: number[]) => Float32Array.from(values);

describe('trainVectorModel', () => {
  const examples = [
    { vector: vector(1, 0.1), label: 'need' },
    { vector: vector(0.9, -0.2), label: 'need' },
    { vector: vector(-0.1, 1), label: 'offer' },
    { vector: vector(0.2, 0.9), label: 'offer' },
  ];

  it('ranks the label whose examples lie nearest first, with probabilities that sum to one', () => {
    const ranking = rankedByVector(trainVectorModel(examples), vector(0.8, 0));
    expect(ranking.map((entry) => entry.label)).toEqual(['need', 'offer']);
    expect(ranking.reduce((sum, entry) => sum + entry.probability, 0)).toBeCloseTo(1, 10);
    expect(rankedByVector(trainVectorModel(examples), vector(0, 0.8))[0]?.label).toBe('offer');
  });

  it('gives the same weights for the same examples, one row of dimensions + 1 per label', () => {
    const model = trainVectorModel(examples);
    expect(model).toEqual(trainVectorModel(examples));
    expect(model.labels).toEqual(['need', 'offer']);
    expect(model.weights.map((row) => row.length)).toEqual([3, 3]);
  });
});
