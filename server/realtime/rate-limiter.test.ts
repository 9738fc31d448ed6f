import { describe, expect, it } from 'vitest';
import { batchRateLimiterBehaviour } from '../testing/batch-rate-limiter-behaviour.ts';
import { createInMemoryBatchRateLimiter, createInMemoryRateLimiter } from './rate-limiter.ts';

describe('the in-memory rate limiter', () => {
  it('allows the limit per window and says when to come back', async () => {
    let now = 0;
    const limiter = createInMemoryRateLimiter({ limit: 2, windowMs: 10_000 }, () => now);
    expect(await limiter.take('ana')).toEqual({ allowed: true });
    expect(await limiter.take('ana')).toEqual({ allowed: true });
    now = 2_500;
    expect(await limiter.take('ana')).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(await limiter.take('ben')).toEqual({ allowed: true });
    now = 10_000;
    expect(await limiter.take('ana')).toEqual({ allowed: true });
  });
});

describe('a rate limit counting amounts', () => {
  it('takes an amount at once, and a refused amount still counts until the window ends', async () => {
    let now = 0;
    const limiter = createInMemoryRateLimiter({ limit: 1000, windowMs: 60_000 }, () => now);
    expect(await limiter.take('bytes', 600)).toEqual({ allowed: true });
    expect(await limiter.take('bytes', 400)).toEqual({ allowed: true });
    now = 30_000;
    expect(await limiter.take('bytes', 1)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await limiter.take('other', 1000)).toEqual({ allowed: true });
    now = 60_000;
    expect(await limiter.take('bytes', 1000)).toEqual({ allowed: true });
  });
});

describe('a rate limit window', () => {
  it('opens with the first take, so a burst is never split between two windows', async () => {
    let now = 9_000;
    const limiter = createInMemoryRateLimiter({ limit: 2, windowMs: 10_000 }, () => now);
    expect(await limiter.take('ana')).toEqual({ allowed: true });
    now = 10_500;
    expect(await limiter.take('ana')).toEqual({ allowed: true });
    expect(await limiter.take('ana')).toEqual({ allowed: false, retryAfterSeconds: 9 });
    now = 19_000;
    expect(await limiter.take('ana')).toEqual({ allowed: true });
  });
});

describe('the in-memory batch rate limiter', () => {
  batchRateLimiterBehaviour((window, now) => createInMemoryBatchRateLimiter(window, now));

  it('forgets keys that went quiet', async () => {
    let now = 1_000_000;
    const limiter = createInMemoryBatchRateLimiter({ budget: 300, windowMs: 10_000 }, () => now);
    await limiter.admit(
      new Map([
        ['a', 1],
        ['b', 1],
        ['c', 1],
      ]),
    );
    expect(limiter.trackedKeys).toBe(3);
    now += 10_000;
    await limiter.admit(new Map([['d', 1]]));
    expect(limiter.trackedKeys).toBe(1);
  });
});
