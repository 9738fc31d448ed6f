import { describe, expect, it } from 'vitest';
import { DeviceRateLimiter } from './device-rate-limiter.ts';

function limiterAt(start = 1_000_000) {
  let now = start;
  const limiter = new DeviceRateLimiter({ eventsPerSecond: 30, windowMs: 10_000, now: () => now });
  return { limiter, advance: (ms: number) => void (now += ms) };
}

const batch = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('DeviceRateLimiter', () => {
  it('admits up to eventsPerSecond × window per device, then answers the device with its rate', () => {
    const { limiter } = limiterAt();
    expect(limiter.budget).toBe(300);
    expect(limiter.admit(batch({ a: 200 }))).toEqual(new Map());
    expect(limiter.admit(batch({ a: 100 }))).toEqual(new Map());
    expect(limiter.admit(batch({ a: 1 }))).toEqual(new Map([['a', 31]]));
    expect(limiter.admit(batch({ b: 300 }))).toEqual(new Map());
  });

  it('counts nothing of a refused batch, for any of its devices', () => {
    const { limiter } = limiterAt();
    expect(limiter.admit(batch({ a: 290 }))).toEqual(new Map());
    expect(limiter.admit(batch({ a: 20, b: 250 })).size).toBe(1);
    // b's 250 were not counted: it still has its whole budget.
    expect(limiter.admit(batch({ b: 300 }))).toEqual(new Map());
    expect(limiter.admit(batch({ a: 10 }))).toEqual(new Map());
  });

  it('refuses a single batch larger than the budget', () => {
    const { limiter } = limiterAt();
    expect(limiter.admit(batch({ a: 301 }))).toEqual(new Map([['a', 31]]));
  });

  it('slides: events older than the window stop counting', () => {
    const { limiter, advance } = limiterAt();
    limiter.admit(batch({ a: 200 }));
    advance(6_000);
    limiter.admit(batch({ a: 100 }));
    advance(3_999);
    expect(limiter.admit(batch({ a: 1 })).get('a')).toBe(31);
    advance(1);
    // The first 200 are now 10 s old; the 100 of 4 s ago still count.
    expect(limiter.admit(batch({ a: 200 }))).toEqual(new Map());
    expect(limiter.admit(batch({ a: 1 })).get('a')).toBe(31);
  });

  it('forgets devices that went quiet', () => {
    const { limiter, advance } = limiterAt();
    limiter.admit(batch({ a: 1, b: 1, c: 1 }));
    expect(limiter.trackedDevices).toBe(3);
    advance(10_000);
    limiter.admit(batch({ d: 1 }));
    expect(limiter.trackedDevices).toBe(1);
  });
});
