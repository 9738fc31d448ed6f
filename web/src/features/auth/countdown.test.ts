import { describe, expect, it } from 'vitest';
import { deadlineIn, describeWait, formatCountdown, secondsUntil } from './countdown.ts';

describe('secondsUntil', () => {
  it('rounds up and stops at zero', () => {
    const now = 1_000_000;
    expect(secondsUntil(deadlineIn(30, now), now)).toBe(30);
    expect(secondsUntil(deadlineIn(30, now), now + 100)).toBe(30);
    expect(secondsUntil(deadlineIn(30, now), now + 1_000)).toBe(29);
    expect(secondsUntil(deadlineIn(30, now), now + 29_999)).toBe(1);
    expect(secondsUntil(deadlineIn(30, now), now + 30_000)).toBe(0);
    expect(secondsUntil(deadlineIn(30, now), now + 90_000)).toBe(0);
  });

  it('treats a negative wait as none', () => {
    expect(secondsUntil(deadlineIn(-5, 0), 0)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(30)).toBe('0:30');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
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
