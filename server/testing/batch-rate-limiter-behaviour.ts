import { expect, it } from 'vitest';
import type { BatchRateLimiter, SlidingWindow } from '../realtime/rate-limiter.ts';

/** Makes a limiter for one test; every call must give a fresh one (fresh keys, for a shared Redis). */
export type MakeBatchRateLimiter = (window: SlidingWindow, now: () => number) => BatchRateLimiter;

/**
 * What every batch rate limiter does, whichever store holds its counts: the in-memory one runs
 * these as unit tests, the Redis one against a real Redis.
 */
export function batchRateLimiterBehaviour(make: MakeBatchRateLimiter) {
  function limiterAt(start = 1_000_000) {
    let now = start;
    const limiter = make({ budget: 300, windowMs: 10_000 }, () => now);
    return { limiter, advance: (ms: number) => void (now += ms) };
  }
  const batch = (entries: Record<string, number>) => new Map(Object.entries(entries));

  it('admits up to the budget per key within the window, then answers the key with the total it would reach', async () => {
    const { limiter } = limiterAt();
    expect(await limiter.admit(batch({ a: 200 }))).toEqual(new Map());
    expect(await limiter.admit(batch({ a: 100 }))).toEqual(new Map());
    expect(await limiter.admit(batch({ a: 1 }))).toEqual(new Map([['a', 301]]));
    expect(await limiter.admit(batch({ b: 300 }))).toEqual(new Map());
  });

  it('counts nothing of a refused batch, for any of its keys', async () => {
    const { limiter } = limiterAt();
    expect(await limiter.admit(batch({ a: 290 }))).toEqual(new Map());
    expect(await limiter.admit(batch({ a: 20, b: 250 }))).toEqual(new Map([['a', 310]]));
    // b's 250 were not counted: it still has its whole budget.
    expect(await limiter.admit(batch({ b: 300 }))).toEqual(new Map());
    expect(await limiter.admit(batch({ a: 10 }))).toEqual(new Map());
  });

  it('refuses a single batch larger than the budget', async () => {
    const { limiter } = limiterAt();
    expect(await limiter.admit(batch({ a: 301 }))).toEqual(new Map([['a', 301]]));
  });

  it('slides: amounts older than the window stop counting', async () => {
    const { limiter, advance } = limiterAt();
    await limiter.admit(batch({ a: 200 }));
    advance(6_000);
    await limiter.admit(batch({ a: 100 }));
    advance(3_999);
    expect((await limiter.admit(batch({ a: 1 }))).get('a')).toBe(301);
    advance(1);
    // The first 200 are now 10 s old; the 100 of 4 s ago still count.
    expect(await limiter.admit(batch({ a: 200 }))).toEqual(new Map());
    expect((await limiter.admit(batch({ a: 1 }))).get('a')).toBe(301);
  });
}
