import { createHmac } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { createInProcessPresence, createRedisPresence, type PresenceStore } from './presence.ts';
import {
  createInMemoryBatchRateLimiter,
  createInMemoryRateLimiter,
  createRedisBatchRateLimiter,
  createRedisRateLimiter,
  type BatchRateLimiter,
  type RateLimit,
  type RateLimiter,
  type SlidingWindow,
} from './rate-limiter.ts';
import { createInProcessBus, type RealtimeBus } from './realtime-bus.ts';
import { createRedisBus } from './redis-bus.ts';

/**
 * What real time, and every limit that must hold across instances, runs on: in-process by
 * default, Redis when `REDIS_URL` is set.
 */
export interface RealtimeInfrastructure {
  kind: 'in-process' | 'redis';
  bus: RealtimeBus;
  presence: PresenceStore;
  rateLimiter(name: string, limit: RateLimit): RateLimiter;
  batchRateLimiter(name: string, window: SlidingWindow): BatchRateLimiter;
  /** Answers when the shared store is reachable (always, in process). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The counters of one deployment, apart from any other's on the same Redis: a name its instances
 * share because they share the signing key (one database), and that says nothing of the key.
 */
export function deploymentNamespace(secret: string): string {
  return createHmac('sha256', secret).update('redis counters').digest('hex').slice(0, 16);
}

export async function createRealtimeInfrastructure(
  config: Config,
  logger: Logger,
  now: () => number,
  secret: string,
): Promise<RealtimeInfrastructure> {
  if (!config.redisUrl) {
    return {
      kind: 'in-process',
      bus: createInProcessBus(),
      presence: createInProcessPresence(),
      rateLimiter: (_name, limit) => createInMemoryRateLimiter(limit, now),
      batchRateLimiter: (_name, window) => createInMemoryBatchRateLimiter(window, now),
      ping: async () => {},
      close: async () => {},
    };
  }

  // A subscribed Redis connection can do nothing else, so commands and subscriptions use two.
  const options = { enableAutoPipelining: true, maxRetriesPerRequest: 3, connectionName: 'tandem' };
  const publisher = new Redis(config.redisUrl, options);
  const subscriber = new Redis(config.redisUrl, options);
  for (const client of [publisher, subscriber]) client.on('error', (error) => logger.warn({ err: error }, 'Redis connection problem'));
  try {
    await Promise.all([publisher.ping(), subscriber.ping()]);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(`Could not reach Redis at REDIS_URL: ${(error as Error).message}`, { cause: error });
  }
  const bus = createRedisBus({ publisher, subscriber, logger });
  const namespace = deploymentNamespace(secret);
  return {
    kind: 'redis',
    bus,
    presence: createRedisPresence(publisher, now),
    rateLimiter: (name, limit) => createRedisRateLimiter(publisher, `${namespace}:${name}`, limit, now),
    batchRateLimiter: (name, window) => createRedisBatchRateLimiter(publisher, `${namespace}:${name}`, window, now),
    ping: async () => void (await publisher.ping()),
    async close() {
      await bus.close();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
