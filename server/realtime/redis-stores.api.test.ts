import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisPresence, presenceLeaseMs } from './presence.ts';
import { batchRateLimiterBehaviour } from '../testing/batch-rate-limiter-behaviour.ts';
import { createRedisBatchRateLimiter, createRedisRateLimiter } from './rate-limiter.ts';
import { channels, type ReceivedDelivery } from './realtime-bus.ts';
import { createRedisBus } from './redis-bus.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** The Redis halves of real time against a real Redis (CI sets TEST_REDIS_URL). */
describe.runIf(redisUrl)('Redis real-time stores', () => {
  let publisher: Redis;
  let subscriber: Redis;
  // Ids unique per run: parallel runs on one Redis never meet.
  const user = (name: string) => `${name}-${randomUUID()}`;

  beforeAll(() => {
    publisher = new Redis(redisUrl!);
    subscriber = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await Promise.all([publisher.quit(), subscriber.quit()]);
  });

  it('carries a delivery between two buses, as between two instances', async () => {
    const logger = pino({ level: 'silent' });
    const instanceA = createRedisBus({ publisher, subscriber, logger });
    const otherSubscriber = new Redis(redisUrl!);
    const instanceB = createRedisBus({ publisher, subscriber: otherSubscriber, logger });
    try {
      const ana = user('ana');
      const received = new Promise<ReceivedDelivery>((resolve) => {
        const unsubscribe = instanceB.subscribe(channels.user(ana), (delivery) => {
          unsubscribe();
          resolve(delivery);
        });
      });
      // The subscription is asynchronous in Redis; publish once it is in place.
      await new Promise((resolve) => setTimeout(resolve, 100));
      instanceA.publish([channels.user(ana)], { event: { type: 'pong' }, onlyConnectionId: 'tab-1' });
      expect(await received).toEqual({ eventJson: '{"type":"pong"}', onlyConnectionId: 'tab-1' });
    } finally {
      await otherSubscriber.quit();
    }
  });

  it('keeps presence across instances and lets a dead instance’s connections lapse', async () => {
    let now = Date.now();
    const presence = createRedisPresence(publisher, () => now);
    const ana = user('ana');
    expect(await presence.connected(ana, 'a-1')).toBe(true);
    expect(await presence.connected(ana, 'b-1')).toBe(false);
    expect(await presence.onlineAmong([ana, user('ben')])).toEqual(new Set([ana]));
    expect(await presence.disconnected(ana, 'a-1')).toBe(false);
    now += presenceLeaseMs + 1;
    // b-1 was never refreshed: its instance died without a goodbye.
    expect(await presence.onlineAmong([ana])).toEqual(new Set());
    await presence.refresh([{ userId: ana, connectionId: 'b-2' }]);
    expect(await presence.onlineAmong([ana])).toEqual(new Set([ana]));
  });

  it('shares a rate limit between instances', async () => {
    const now = () => 1_000_000;
    const key = user('ana');
    const instanceA = createRedisRateLimiter(publisher, 'test', { limit: 2, windowMs: 10_000 }, now);
    const instanceB = createRedisRateLimiter(publisher, 'test', { limit: 2, windowMs: 10_000 }, now);
    expect(await instanceA.take(key)).toEqual({ allowed: true });
    expect(await instanceB.take(key)).toEqual({ allowed: true });
    expect(await instanceA.take(key)).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it('shares a rate limit counting amounts between instances', async () => {
    const now = () => 1_000_000;
    const key = user('ana');
    const instanceA = createRedisRateLimiter(publisher, 'test-amounts', { limit: 1000, windowMs: 10_000 }, now);
    const instanceB = createRedisRateLimiter(publisher, 'test-amounts', { limit: 1000, windowMs: 10_000 }, now);
    expect(await instanceA.take(key, 600)).toEqual({ allowed: true });
    expect(await instanceB.take(key, 400)).toEqual({ allowed: true });
    expect(await instanceA.take(key, 1)).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  describe('the batch rate limiter', () => {
    // A fresh name per limiter: each test starts from empty windows on the shared Redis.
    batchRateLimiterBehaviour((window, now) => createRedisBatchRateLimiter(publisher, `test-${randomUUID()}`, window, now));

    it('is shared between instances, which cannot both squeeze in', async () => {
      const name = `test-${randomUUID()}`;
      const window = { budget: 300, windowMs: 10_000 };
      const now = () => 1_000_000;
      const instances = [
        createRedisBatchRateLimiter(publisher, name, window, now),
        createRedisBatchRateLimiter(publisher, name, window, now),
      ];
      const answers = await Promise.all(instances.map((instance) => instance.admit(new Map([['device', 200]]))));
      expect(answers.map((over) => over.size).sort()).toEqual([0, 1]);
      expect(await instances[0]!.admit(new Map([['device', 100]]))).toEqual(new Map());
      expect(await instances[1]!.admit(new Map([['device', 1]]))).toEqual(new Map([['device', 301]]));
    });
  });
});
