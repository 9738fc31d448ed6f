import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** At most `limit` takes per key in each window of `windowMs`. */
export interface RateLimiter {
  take(key: string): Promise<RateDecision>;
}

export interface RateLimit {
  limit: number;
  /** Whole seconds: the stores expire their counters in seconds. */
  windowMs: number;
}

/**
 * A fixed window per key on rate-limiter-flexible, which stores, counts and expires in memory or
 * in Redis. A key's window opens with its first take, on the app's clock: the library keeps time
 * by its own (Date.now, Redis key expiry) and cannot be handed another, while Tandem's clock is
 * the one tests move forward to end a window. So one record holds when the key's window opened,
 * on the app's clock, and the takes are counted in a record named by that moment.
 */
function fixedWindowLimiter(stores: { windowStarts: RateLimiterAbstract; counts: RateLimiterAbstract }, windowMs: number, now: () => number): RateLimiter {
  const { windowStarts, counts } = stores;
  return {
    async take(key) {
      const at = now();
      let windowStart = (await windowStarts.get(key))?.consumedPoints;
      if (windowStart === undefined || at - windowStart >= windowMs) {
        windowStart = at;
        await windowStarts.set(key, windowStart, windowMs / 1000);
      }
      try {
        await counts.consume(`${key}:${windowStart}`);
        return { allowed: true };
      } catch (rejection) {
        // The library rejects with its result when over the limit, and with an Error when the store fails.
        if (rejection instanceof Error) throw rejection;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000)) };
      }
    },
  };
}

/** In this process only: for limits on what lives in one process (a socket's events), or without Redis. */
export function createInMemoryRateLimiter({ limit, windowMs }: RateLimit, now: () => number = Date.now): RateLimiter {
  const duration = windowMs / 1000;
  const stores = {
    windowStarts: new RateLimiterMemory({ points: 1, duration }),
    counts: new RateLimiterMemory({ points: limit, duration }),
  };
  return fixedWindowLimiter(stores, windowMs, now);
}

/** The same windows and counts, shared by every instance through Redis. */
export function createRedisRateLimiter(redis: Redis, name: string, { limit, windowMs }: RateLimit, now: () => number = Date.now): RateLimiter {
  const duration = windowMs / 1000;
  const stores = {
    windowStarts: new RateLimiterRedis({ storeClient: redis, keyPrefix: `tandem:rate:${name}:window`, points: 1, duration }),
    counts: new RateLimiterRedis({ storeClient: redis, keyPrefix: `tandem:rate:${name}`, points: limit, duration }),
  };
  return fixedWindowLimiter(stores, windowMs, now);
}

export interface SlidingWindow {
  /** The most a key may add up to within any window. */
  budget: number;
  windowMs: number;
}

/**
 * Amounts per key over a sliding window, all or nothing: a batch counts only if every key stays
 * within the budget over the last window; otherwise none of it counts (the sender retries the
 * whole batch) and the keys that would go over are answered with the total they would reach.
 * Hand-written, in memory and as one Redis script: rate-limiter-flexible consumes key by key, so
 * it cannot admit a batch of several keys all or nothing.
 */
export interface BatchRateLimiter {
  admit(amountPerKey: ReadonlyMap<string, number>): Promise<Map<string, number>>;
}

export function createInMemoryBatchRateLimiter({ budget, windowMs }: SlidingWindow, now: () => number = Date.now): BatchRateLimiter & { readonly trackedKeys: number } {
  const admitted = new Map<string, { at: number; amount: number }[]>();
  let nextSweepAt = now() + windowMs;

  function totalInWindow(key: string, at: number): number {
    const entries = admitted.get(key);
    if (!entries) return 0;
    while (entries.length > 0 && entries[0]!.at <= at - windowMs) entries.shift();
    return entries.reduce((sum, entry) => sum + entry.amount, 0);
  }

  /** Once per window, forgets keys with nothing in it, so memory follows live keys only. */
  function sweep(at: number) {
    if (at < nextSweepAt) return;
    nextSweepAt = at + windowMs;
    for (const key of admitted.keys()) if (totalInWindow(key, at) === 0) admitted.delete(key);
  }

  return {
    async admit(amountPerKey) {
      const at = now();
      sweep(at);
      const over = new Map<string, number>();
      for (const [key, amount] of amountPerKey) {
        const total = totalInWindow(key, at) + amount;
        if (total > budget) over.set(key, total);
      }
      if (over.size > 0) return over;
      for (const [key, amount] of amountPerKey) {
        const entries = admitted.get(key);
        if (entries) entries.push({ at, amount });
        else admitted.set(key, [{ at, amount }]);
      }
      return over;
    },
    get trackedKeys() {
      return admitted.size;
    },
  };
}

/**
 * Per key, a sorted set of the batches admitted (score: when; member: an id and the amount).
 * One script checks every key and adds to all or none, so instances racing cannot both squeeze
 * in; the hash tag keeps a limiter's keys in one slot, as a multi-key script on Redis Cluster needs.
 */
const admitBatchScript = `
local at = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local budget = tonumber(ARGV[3])
local over = {}
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', at - windowMs)
  local total = tonumber(ARGV[4 + i])
  for _, member in ipairs(redis.call('ZRANGE', key, 0, -1)) do
    total = total + tonumber(string.match(member, '(%d+)$'))
  end
  if total > budget then
    over[#over + 1] = i
    over[#over + 1] = total
  end
end
if #over == 0 then
  for i, key in ipairs(KEYS) do
    redis.call('ZADD', key, at, ARGV[4] .. ':' .. ARGV[4 + i])
    redis.call('PEXPIRE', key, windowMs)
  end
end
return over
`;

/** The same sliding window shared by every instance. */
export function createRedisBatchRateLimiter(redis: Redis, name: string, { budget, windowMs }: SlidingWindow, now: () => number = Date.now): BatchRateLimiter {
  return {
    async admit(amountPerKey) {
      const keys = [...amountPerKey.keys()];
      if (keys.length === 0) return new Map();
      const redisKeys = keys.map((key) => `tandem:rate:{${name}}:${key}`);
      const amounts = keys.map((key) => amountPerKey.get(key)!);
      const reply = (await redis.eval(admitBatchScript, redisKeys.length, ...redisKeys, now(), windowMs, budget, randomUUID(), ...amounts)) as number[];
      const over = new Map<string, number>();
      for (let index = 0; index < reply.length; index += 2) over.set(keys[reply[index]! - 1]!, reply[index + 1]!);
      return over;
    },
  };
}
