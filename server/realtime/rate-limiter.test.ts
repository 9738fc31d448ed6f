import { describe, expect, it } from 'vitest';
import { createInMemoryRateLimiter } from './rate-limiter.ts';

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
