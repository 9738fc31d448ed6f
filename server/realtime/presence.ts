import type { Redis } from 'ioredis';

/**
 * Who is online: a user is online while at least one of their sockets is open on any instance.
 * `connected`/`disconnected` say whether this changed the user's state, so presence events are
 * published on the transitions only.
 */
export interface PresenceStore {
  connected(userId: string, connectionId: string): Promise<boolean>;
  disconnected(userId: string, connectionId: string): Promise<boolean>;
  onlineAmong(userIds: string[]): Promise<Set<string>>;
  /** Which of these connections are still open somewhere (calls ask whether their tabs are). */
  openAmong(connections: { userId: string; connectionId: string }[]): Promise<Set<string>>;
  /** Keeps this instance's connections alive in a shared store (see the Redis store). */
  refresh(connections: { userId: string; connectionId: string }[]): Promise<void>;
}

export function createInProcessPresence(): PresenceStore {
  const connectionsByUser = new Map<string, Set<string>>();
  return {
    async connected(userId, connectionId) {
      let set = connectionsByUser.get(userId);
      if (!set) connectionsByUser.set(userId, (set = new Set()));
      set.add(connectionId);
      return set.size === 1;
    },
    async disconnected(userId, connectionId) {
      const set = connectionsByUser.get(userId);
      if (!set?.delete(connectionId)) return false;
      if (set.size > 0) return false;
      connectionsByUser.delete(userId);
      return true;
    },
    async onlineAmong(userIds) {
      return new Set(userIds.filter((userId) => connectionsByUser.has(userId)));
    },
    async openAmong(connections) {
      return new Set(
        connections
          .filter(({ userId, connectionId }) => connectionsByUser.get(userId)?.has(connectionId))
          .map(({ connectionId }) => connectionId),
      );
    },
    async refresh() {},
  };
}

/** How long a connection counts as online without a refresh: an instance killed with -9 leaves no goodbye. */
export const presenceLeaseMs = 60_000;

/**
 * Presence in Redis: one sorted set per user whose members are connection ids scored by the
 * time their lease ends. Each instance refreshes its own connections' leases well before they end.
 */
export function createRedisPresence(redis: Redis, now: () => number = Date.now): PresenceStore {
  const key = (userId: string) => `tandem:presence:${userId}`;

  async function liveCount(userId: string): Promise<number> {
    const [, count] = (await redis.multi().zremrangebyscore(key(userId), '-inf', now()).zcard(key(userId)).exec()) as [
      [null, number],
      [null, number],
    ];
    return count[1];
  }

  return {
    async connected(userId, connectionId) {
      await redis
        .multi()
        .zadd(key(userId), now() + presenceLeaseMs, connectionId)
        .pexpire(key(userId), presenceLeaseMs)
        .exec();
      return (await liveCount(userId)) === 1;
    },
    async disconnected(userId, connectionId) {
      const removed = await redis.zrem(key(userId), connectionId);
      return removed === 1 && (await liveCount(userId)) === 0;
    },
    async onlineAmong(userIds) {
      const online = new Set<string>();
      if (userIds.length === 0) return online;
      const pipeline = redis.pipeline();
      for (const userId of userIds) pipeline.zcount(key(userId), now(), '+inf');
      const results = (await pipeline.exec()) ?? [];
      results.forEach(([, count], index) => {
        if (Number(count) > 0) online.add(userIds[index]!);
      });
      return online;
    },
    async openAmong(connections) {
      const open = new Set<string>();
      if (connections.length === 0) return open;
      const pipeline = redis.pipeline();
      for (const { userId, connectionId } of connections) pipeline.zscore(key(userId), connectionId);
      const results = (await pipeline.exec()) ?? [];
      results.forEach(([, leaseEndsAt], index) => {
        if (leaseEndsAt !== null && Number(leaseEndsAt) > now()) open.add(connections[index]!.connectionId);
      });
      return open;
    },
    async refresh(connections) {
      if (connections.length === 0) return;
      const pipeline = redis.pipeline();
      for (const { userId, connectionId } of connections) {
        pipeline.zadd(key(userId), now() + presenceLeaseMs, connectionId).pexpire(key(userId), presenceLeaseMs);
      }
      await pipeline.exec();
    },
  };
}
