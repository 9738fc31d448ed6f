import { describe, expect, it } from 'vitest';
import { withMeaning } from './with-meaning.ts';

describe('withMeaning', () => {
  it('lets a clear reading of the sentence outweigh an over-sure reading of the words', () => {
    const words = [
      { label: 'question', probability: 0.99 },
      { label: 'no', probability: 0.01 },
    ];
    const meaning = [
      { label: 'no', probability: 0.95 },
      { label: 'question', probability: 0.05 },
    ];
    const combined = withMeaning(words, meaning);
    expect(combined[0]?.label).toBe('no');
    expect(combined.reduce((sum, entry) => sum + entry.probability, 0)).toBeCloseTo(1, 10);
  });

  it('is less sure where the two readers disagree than where they agree', () => {
    const yes = [
      { label: 'yes', probability: 0.8 },
      { label: 'no', probability: 0.2 },
    ];
    const no = [
      { label: 'no', probability: 0.8 },
      { label: 'yes', probability: 0.2 },
    ];
    expect(withMeaning(yes, no)[0]!.probability).toBeLessThan(withMeaning(yes, yes)[0]!.probability);
  });

  it('counts a label one reader lacks as nearly impossible for it', () => {
    const combined = withMeaning([{ label: 'answer', probability: 1 }], [{ label: 'yes', probability: 1 }]);
    expect(combined.map((entry) => entry.label).sort()).toEqual(['answer', 'yes']);
  });
});
