import type { ConversationKind } from '../db/schema.ts';
import { channels, type InstanceNotice, type RealtimeBus } from '../realtime/realtime-bus.ts';
import type { ConversationsRepository } from './conversations.repository.ts';

export interface CachedConversation {
  kind: ConversationKind;
  memberIds: string[];
}

export interface ConversationAccessCacheDependencies {
  conversations: Pick<ConversationsRepository, 'kindsAndMembers'>;
  isBlockedBetween: ((userId: string, otherUserId: string) => Promise<boolean>) | undefined;
  bus: RealtimeBus;
  now: () => number;
  /** How long an entry is trusted: the bound on staleness should a notice be lost (Redis pub/sub drops what it sends while reconnecting). */
  ttlMs?: number;
  maxEntries?: number;
}

interface Entry<Value> {
  value: Value;
  expiresAt: number;
}

/** A map that keeps at most `maxEntries`, forgetting the oldest first, each entry for `ttlMs`. */
class ExpiringMap<Value> {
  private readonly entries = new Map<string, Entry<Value>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, at: number): Value | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > at) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: Value, at: number) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expiresAt: at + this.ttlMs });
  }

  delete(key: string) {
    this.entries.delete(key);
  }
}

const sameMembers = (a: CachedConversation, b: CachedConversation) =>
  a.memberIds.length === b.memberIds.length && a.memberIds.every((id) => b.memberIds.includes(id));

const pairKey = (userId: string, otherUserId: string) => (userId < otherUserId ? `${userId} ${otherUserId}` : `${otherUserId} ${userId}`);

/**
 * What every send reads before it is stored — a conversation's kind and members, and whether the
 * two people of a direct conversation blocked each other — kept in memory, so a message costs no
 * query before its insert. Only what allows is trusted: a refusal is always read again from the
 * database (someone just added to a conversation, a block just taken back). What takes a right away
 * (a block, a conversation deleted) is forgotten on every instance at once through the bus
 * (`memberships` channel); an entry lives at most `ttlMs`, should a notice be lost.
 */
export function createConversationAccessCache({
  conversations,
  isBlockedBetween,
  bus,
  now,
  ttlMs = 10_000,
  maxEntries = 100_000,
}: ConversationAccessCacheDependencies) {
  const byConversation = new ExpiringMap<CachedConversation>(ttlMs, maxEntries);
  const blockedByPair = new ExpiringMap<boolean>(ttlMs, maxEntries);
  /**
   * Counts the notices heard: a read from the database that began before a notice may hold what
   * the notice takes away, so it answers its caller but is not kept.
   */
  let generation = 0;

  function forgetLocally({ conversationIds, userPairs }: Omit<InstanceNotice, 'type'>) {
    generation += 1;
    for (const id of conversationIds) byConversation.delete(id);
    for (const [userId, otherUserId] of userPairs) blockedByPair.delete(pairKey(userId, otherUserId));
  }

  // For as long as the bus runs: the app's lifetime.
  bus.subscribe(channels.memberships, (delivery) => {
    const notice = JSON.parse(delivery.eventJson) as InstanceNotice;
    if (notice.type === 'memberships.changed') forgetLocally(notice);
  });

  function announce(notice: Omit<InstanceNotice, 'type'>) {
    forgetLocally(notice);
    bus.publish([channels.memberships], { event: { type: 'memberships.changed', ...notice } });
  }

  async function readConversation(conversationId: string): Promise<CachedConversation | undefined> {
    const readAt = generation;
    const found = (await conversations.kindsAndMembers([conversationId])).get(conversationId);
    // A conversation that does not exist is not remembered: it may be made in a moment.
    if (found && readAt === generation) byConversation.set(conversationId, found, now());
    return found;
  }

  async function readBlocked(userId: string, otherUserId: string): Promise<boolean> {
    if (!isBlockedBetween) return false;
    const readAt = generation;
    const blocked = await isBlockedBetween(userId, otherUserId);
    if (!blocked && readAt === generation) blockedByPair.set(pairKey(userId, otherUserId), false, now());
    return blocked;
  }

  return {
    /**
     * The conversation's kind and members. `allows` says whether what is cached would let the
     * caller through; when it would not, the answer comes from the database instead.
     */
    async conversation(conversationId: string, allows: (conversation: CachedConversation) => boolean) {
      const cached = byConversation.get(conversationId, now());
      if (cached && allows(cached)) return cached;
      const found = await readConversation(conversationId);
      // Someone joined (an admin answering a help conversation): the other instances fan out to the old members until told.
      if (cached && found && !sameMembers(cached, found)) announce({ conversationIds: [conversationId], userPairs: [] });
      return found;
    },

    /** Whether either of the two blocked the other; only "not blocked" is remembered. */
    async blockedBetween(userId: string, otherUserId: string): Promise<boolean> {
      const cached = blockedByPair.get(pairKey(userId, otherUserId), now());
      if (cached === false) return false;
      return readBlocked(userId, otherUserId);
    },

    /** Rights were taken away: every instance forgets these conversations and pairs now. */
    changed: announce,
  };
}

export type ConversationAccessCache = ReturnType<typeof createConversationAccessCache>;
