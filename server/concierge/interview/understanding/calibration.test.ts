import { describe, expect, it } from 'vitest';
import { fittedTemperature, withTemperature } from './calibration.ts';

describe('withTemperature', () => {
  it('softens probabilities above 1 and keeps their order and their sum', () => {
    const ranking = [
      { label: 'yes', probability: 0.98 },
      { label: 'no', probability: 0.02 },
    ];
    const softened = withTemperature(ranking, 3);
    expect(softened.map((entry) => entry.label)).toEqual(['yes', 'no']);
    expect(softened[0]?.probability).toBeLessThan(0.98);
    expect(softened[0]?.probability).toBeGreaterThan(0.5);
    expect(softened.reduce((sum, entry) => sum + entry.probability, 0)).toBeCloseTo(1);
    expect(withTemperature(ranking, 1)[0]?.probability).toBeCloseTo(0.98);
  });
});

describe('fittedTemperature', () => {
  const sure = (label: 'a' | 'b') => [
    { label, probability: 0.9999 },
    { label: label === 'a' ? ('b' as const) : ('a' as const), probability: 0.0001 },
  ];

  it('softens a reader that is wrong one time in four while sure of itself', () => {
    const readings = [
      { ranking: sure('a'), truth: 'a' as const },
      { ranking: sure('a'), truth: 'a' as const },
      { ranking: sure('b'), truth: 'b' as const },
      { ranking: sure('a'), truth: 'b' as const },
    ];
    const temperature = fittedTemperature(readings);
    expect(temperature).toBeGreaterThan(1);
    // Calibrated, it is about as sure as it is right: three in four.
    expect(withTemperature(sure('a'), temperature)[0]?.probability).toBeCloseTo(0.75, 1);
  });

  it('leaves a reader that is always right as it is', () => {
    expect(fittedTemperature([{ ranking: sure('a'), truth: 'a' as const }])).toBe(1);
  });
});
