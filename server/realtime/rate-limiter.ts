import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A fixed-window counter per key: at most `limit` taken per `windowMs`, one at a time or an
 * amount at once (events, bytes). A refused take still counts, so a key that keeps asking stays
 * refused until its window ends. Hand-written (about thirty lines) rather than on a
 * rate-limiter package: every rule in Tandem reads the one clock the composition root hands in,
 * which tests move forward to end a window, and the packages keep time by their own clock. In Redis a take is one atomic round trip (INCRBY and PEXPIRE in one MULTI).
 */
export interface RateLimiter {
  take(key: string, amount?: number): Promise<RateDecision>;
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
    async take(key, amount = 1) {
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.startedAt >= windowMs) {
        // Forget ended windows as we go, so the map holds only keys active in the last window.
        if (windows.size > 10_000) for (const [k, w] of windows) if (at - w.startedAt >= windowMs) windows.delete(k);
        window = { startedAt: at, count: 0 };
        windows.set(key, window);
      }
      window.count += amount;
      return decide(window.count, limit, window.startedAt + windowMs, at);
    },
  };
}

/** The same counter shared by every instance: one INCRBY per take, the key expiring with its window. */
export function createRedisRateLimiter(
  redis: Redis,
  name: string,
  { limit, windowMs }: RateLimit,
  now: () => number = Date.now,
): RateLimiter {
  return {
    async take(key, amount = 1) {
      const at = now();
      const windowStart = at - (at % windowMs);
      const redisKey = `tandem:rate:${name}:${key}:${windowStart}`;
      const [[, count]] = (await redis.multi().incrby(redisKey, amount).pexpire(redisKey, windowMs).exec()) as [
        [null, number],
        [null, number],
      ];
      return decide(count, limit, windowStart + windowMs, at);
    },
  };
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

export function createInMemoryBatchRateLimiter(
  { budget, windowMs }: SlidingWindow,
  now: () => number = Date.now,
): BatchRateLimiter & { readonly trackedKeys: number } {
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
export function createRedisBatchRateLimiter(
  redis: Redis,
  name: string,
  { budget, windowMs }: SlidingWindow,
  now: () => number = Date.now,
): BatchRateLimiter {
  return {
    async admit(amountPerKey) {
      const keys = [...amountPerKey.keys()];
      if (keys.length === 0) return new Map();
      const redisKeys = keys.map((key) => `tandem:rate:{${name}}:${key}`);
      const amounts = keys.map((key) => amountPerKey.get(key)!);
      const reply = (await redis.eval(
        admitBatchScript,
        redisKeys.length,
        ...redisKeys,
        now(),
        windowMs,
        budget,
        randomUUID(),
        ...amounts,
      )) as number[];
      const over = new Map<string, number>();
      for (let index = 0; index < reply.length; index += 2) over.set(keys[reply[index]! - 1]!, reply[index + 1]!);
      return over;
    },
  };
}
