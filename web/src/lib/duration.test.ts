import { describe, expect, it } from 'vitest';
import { describeWait, formatDuration } from './duration.ts';

describe('formatDuration', () => {
  it('reads as m:ss, and h:mm:ss past an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(192)).toBe('3:12');
    expect(formatDuration(3723)).toBe('1:02:03');
  });

  it('rounds down to whole seconds', () => {
    expect(formatDuration(7.9)).toBe('0:07');
  });

  it('shows nothing odd for negative or unknown lengths', () => {
    expect(formatDuration(-4)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});

describe('describeWait', () => {
  it('picks a readable unit', () => {
    expect(describeWait(1)).toBe('in 1 second');
    expect(describeWait(45)).toBe('in 45 seconds');
    expect(describeWait(60)).toBe('in 1 minute');
    expect(describeWait(61)).toBe('in 2 minutes');
    expect(describeWait(3_600)).toBe('in 1 hour');
    expect(describeWait(5_000)).toBe('in 2 hours');
    expect(describeWait(0)).toBe('in 1 second');
  });
});
