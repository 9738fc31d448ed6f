import type { ServerEvent } from '../../shared/realtime/protocol.ts';

/**
 * Who hears what: events are published to channels and every server instance delivers them to
 * its own sockets that listen on the channel. Channels:
 * - `user:{id}`: every tab of a user (messages of their conversations, read marks, typing, calls);
 * - `conversation:{id}`: admins watching a conversation they are not a member of;
 * - `presence:{id}`: tabs that show whether this user is online;
 * - `revocations:{id}`: the gateways holding this user's sockets, told which sessions just ended;
 * - `memberships`: every instance, told which conversations' members (or which pairs' blocks)
 *   changed, so each forgets what it cached of them;
 * - `matching`: every instance, told which event's prospects were just computed, so each tells the
 *   viewers it answered "computing".
 */
export type Channel =
  `user:${string}` | `conversation:${string}` | `presence:${string}` | `revocations:${string}` | 'memberships' | 'matching';

export const channels = {
  user: (userId: string): Channel => `user:${userId}`,
  conversation: (conversationId: string): Channel => `conversation:${conversationId}`,
  presence: (userId: string): Channel => `presence:${userId}`,
  revocations: (userId: string): Channel => `revocations:${userId}`,
  memberships: 'memberships' as Channel,
  matching: 'matching' as Channel,
};

/** What instances tell each other, never a socket (no socket listens on the channels they go to). */
export type InstanceNotice = { type: 'memberships.changed'; conversationIds: string[]; userPairs: [string, string][] };
export type MatchingNotice = { type: 'prospects.computed'; eventId: string };

export interface Delivery {
  event: ServerEvent | InstanceNotice | MatchingNotice;
  /** The connection that caused it and already has its answer (the sender's tab gets an ack). */
  exceptConnectionId?: string;
  /** Only this connection (call signals go to the one tab in the call). */
  onlyConnectionId?: string;
}

/** A delivery as local sockets receive it: the event is serialized once per instance, not per socket. */
export interface ReceivedDelivery extends Omit<Delivery, 'event'> {
  eventJson: string;
}

export interface RealtimeBus {
  /** To every listener of each of these channels; the event is serialized once. */
  publish(to: readonly Channel[], delivery: Delivery): void;
  /** Returns the unsubscribe function. */
  subscribe(channel: Channel, listener: (delivery: ReceivedDelivery) => void): () => void;
  close(): Promise<void>;
}

/** A set of listeners per channel, shared by both buses. */
export class ListenerRegistry {
  private readonly listeners = new Map<string, Set<(delivery: ReceivedDelivery) => void>>();

  /** Returns true when this is the channel's first listener. */
  add(channel: string, listener: (delivery: ReceivedDelivery) => void): boolean {
    let set = this.listeners.get(channel);
    const first = set === undefined;
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(listener);
    return first;
  }

  /** Returns true when the channel has no listener left. */
  remove(channel: string, listener: (delivery: ReceivedDelivery) => void): boolean {
    const set = this.listeners.get(channel);
    if (!set) return false;
    set.delete(listener);
    if (set.size > 0) return false;
    this.listeners.delete(channel);
    return true;
  }

  deliver(channel: string, delivery: ReceivedDelivery): void {
    const set = this.listeners.get(channel);
    if (!set) return;
    for (const listener of set) listener(delivery);
  }

  clear(): void {
    this.listeners.clear();
  }
}

/** The embedded default: one process, no network. */
export function createInProcessBus(): RealtimeBus {
  const registry = new ListenerRegistry();
  return {
    publish(to, { event, ...routing }) {
      const delivery: ReceivedDelivery = { ...routing, eventJson: JSON.stringify(event) };
      for (const channel of to) registry.deliver(channel, delivery);
    },
    subscribe(channel, listener) {
      registry.add(channel, listener);
      return () => void registry.remove(channel, listener);
    },
    async close() {
      registry.clear();
    },
  };
}
