import { describe, expect, it } from 'vitest';
import { deadlineIn, formatCountdown, secondsUntil } from './countdown.ts';

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
