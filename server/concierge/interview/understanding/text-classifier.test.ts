import { describe, expect, it } from 'vitest';
import { characterGrams, featuresOf, trainTextClassifier, wordsOf } from './text-classifier.ts';

describe('wordsOf', () => {
  it('reads emoji as the words they stand for, straightens apostrophes and shortens letters repeated for emphasis', () => {
    expect(wordsOf('Yesss 👍 that’s it!')).toEqual(['yess', 'yes', "that's", 'it', '!']);
    expect(wordsOf('🦄')).toEqual(['emoji:🦄']);
  });
});

describe('features', () => {
  it('has words, word pairs from the start to the end, character pieces, length and marks', () => {
    const features = featuresOf('not right?');
    expect(features).toEqual(
      expect.arrayContaining(['w:not', 'w:right', 'b:<s> not', 'b:not right', 'b:right </s>', 'mark:?', 'first:not']),
    );
    expect(features).toEqual(expect.arrayContaining(characterGrams('right')));
    expect(characterGrams('right')).toEqual(['c:<ri', 'c:rig', 'c:igh', 'c:ght', 'c:ht>', 'c:<rig', 'c:righ', 'c:ight', 'c:ght>']);
    expect(characterGrams('<NOUN>')).toEqual([]);
  });
});

describe('trainTextClassifier', () => {
  const examples = [
    ...['sunny', 'warm and sunny', 'bright sunshine', 'clear blue sky', 'hot day'].map((text) => ({ text, label: 'fine' as const })),
    ...['rainy', 'cold rain', 'grey and wet', 'storm coming', 'heavy showers'].map((text) => ({ text, label: 'wet' as const })),
  ];

  it('learns labels from examples and reads a misspelt word by its letters', () => {
    const classifier = trainTextClassifier(examples);
    expect(classifier.predict('sunny and warm').label).toBe('fine');
    expect(classifier.predict('rainy showers').label).toBe('wet');
    expect(classifier.predict('rainny').label).toBe('wet');
  });

  it('gives probabilities that add up to one, highest first', () => {
    const { ranking, confidence, label } = trainTextClassifier(examples).predict('storm');
    expect(ranking.map((entry) => entry.label).sort()).toEqual(['fine', 'wet']);
    expect(ranking[0]).toEqual({ label, probability: confidence });
    expect(ranking.reduce((sum, entry) => sum + entry.probability, 0)).toBeCloseTo(1);
  });

  it('trains the same model from the same examples', () => {
    const first = trainTextClassifier(examples).predict('grey sky');
    const second = trainTextClassifier(examples).predict('grey sky');
    expect(second).toEqual(first);
  });
});
