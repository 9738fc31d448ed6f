import { describe, expect, it } from 'vitest';
import { levelFromSamples, pushLevel } from './audio-level.ts';

const sine = (amplitude: number, length = 1024) =>
  Float32Array.from({ length }, (_, index) => amplitude * Math.sin((2 * Math.PI * index) / 64));

describe('levelFromSamples', () => {
  it('is 0 for silence and for no samples', () => {
    expect(levelFromSamples(new Float32Array(512))).toBe(0);
    expect(levelFromSamples([])).toBe(0);
  });

  it('is 1 at full scale', () => {
    expect(levelFromSamples(Float32Array.from({ length: 64 }, (_, index) => (index % 2 ? 1 : -1)))).toBe(1);
  });

  it('follows decibels: a sine at half scale is about -9 dBFS', () => {
    // RMS of a 0.5 sine is 0.354, which is -9.0 dBFS: (60 - 9) / 60.
    expect(levelFromSamples(sine(0.5))).toBeCloseTo(0.85, 2);
    expect(levelFromSamples(sine(0.05))).toBeCloseTo(0.516, 2);
  });

  it('treats anything below -60 dBFS as silence', () => {
    expect(levelFromSamples(sine(0.0005))).toBe(0);
  });
});

describe('pushLevel', () => {
  it('keeps the newest levels last, padding with silence at the start', () => {
    expect(pushLevel([], 0.5, 4)).toEqual([0, 0, 0, 0.5]);
    expect(pushLevel([0, 0, 0, 0.5], 0.7, 4)).toEqual([0, 0, 0.5, 0.7]);
    expect(pushLevel([0.1, 0.2, 0.3, 0.4], 0.9, 4)).toEqual([0.2, 0.3, 0.4, 0.9]);
  });
});
