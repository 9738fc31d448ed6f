import type { Redis } from 'ioredis';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A fixed-window counter per key: at most `limit` takes per `windowMs`. */
export interface RateLimiter {
  take(key: string): Promise<RateDecision>;
}

export interface RateLimit {
  limit: number;
  windowMs: number;
}

function decide(count: number, limit: number, windowEndsAt: number, at: number): RateDecision {
  return count <= limit ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt - at) / 1000)) };
}

export function createInMemoryRateLimiter({ limit, windowMs }: RateLimit, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    async take(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.startedAt >= windowMs) {
        // Forget ended windows as we go, so the map holds only keys active in the last window.
        if (windows.size > 10_000) for (const [k, w] of windows) if (at - w.startedAt >= windowMs) windows.delete(k);
        window = { startedAt: at, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return decide(window.count, limit, window.startedAt + windowMs, at);
    },
  };
}

/** The same counter shared by every instance: one INCR per take, the key expiring with its window. */
export function createRedisRateLimiter(redis: Redis, name: string, { limit, windowMs }: RateLimit, now: () => number = Date.now): RateLimiter {
  return {
    async take(key) {
      const at = now();
      const windowStart = at - (at % windowMs);
      const redisKey = `tandem:rate:${name}:${key}:${windowStart}`;
      const [[, count]] = (await redis.multi().incr(redisKey).pexpire(redisKey, windowMs).exec()) as [[null, number], [null, number]];
      return decide(count, limit, windowStart + windowMs, at);
    },
  };
}
