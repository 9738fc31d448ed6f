import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnect-delay.ts';

describe('reconnectDelayMs', () => {
  it('doubles from half a second and stops at ten seconds', () => {
    const full = () => 1;
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => reconnectDelayMs(attempt, full))).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
  });

  it('jitters each delay down to half of it', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(250);
    expect(reconnectDelayMs(5, () => 0)).toBe(5000);
    expect(reconnectDelayMs(2, () => 0.5)).toBe(1500);
  });
});
