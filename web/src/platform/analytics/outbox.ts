import type { EventType } from '../../../../shared/analytics/event-types.ts';
import type { SentProperties } from './event-properties.ts';

/**
 * The events of a signed-in user on their way to the analytics server, kept in storage from the
 * moment they are tracked until the SDK reports the server's answer. A page left before then
 * (reloaded, navigated away from, closed, killed) leaves them in storage, and the next page that
 * starts the SDK takes them over and sends them. Each page writes only its own entry, so tabs never
 * overwrite each other's; the entries a page takes over may include a tab that is still open, which
 * then sends the same events too: their `insertId` makes the server store each once. Pinned by
 * outbox.test.ts and tracker.test.ts.
 */

export interface PendingEvent {
  /** The event's `insert_id`, the same however often it is sent. */
  insertId: string;
  eventType: EventType;
  properties: SentProperties;
  /** When it happened, in epoch milliseconds. */
  time: number;
  /** Whose event it is: the user identified when it was tracked. */
  userId: string;
}

export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export const outboxKeyPrefix = 'tandem:analytics-outbox:';

/** The most events an outbox keeps (the SDK's own stored queue keeps as many). */
export const outboxMaxEvents = 1000;

export interface Outbox {
  /** Keeps `event` until `remove`; false when the outbox is full (then it is not kept). */
  add(event: PendingEvent): boolean;
  /** Forgets an event the server has answered for. */
  remove(insertId: string): void;
  /** Moves the events other pages left in storage into this one, ahead of its own. */
  takeOverLeftBehind(): void;
  /** What waits, oldest first. */
  events(): readonly PendingEvent[];
  /** Forgets this page's events. */
  clear(): void;
}

/**
 * The outbox of one page, stored under its own `pageId`. Storage may be missing or throw (blocked,
 * full): the events are then kept in memory only, as they would be without an outbox.
 */
export function createOutbox(storage: OutboxStorage | null, pageId: string, onError: (error: unknown) => void): Outbox {
  const ownKey = outboxKeyPrefix + pageId;
  let pending: PendingEvent[] = [];

  function attempt<T>(action: () => T): T | undefined {
    try {
      return action();
    } catch (error) {
      onError(error);
      return undefined;
    }
  }

  function save() {
    attempt(() => {
      if (pending.length === 0) storage?.removeItem(ownKey);
      else storage?.setItem(ownKey, JSON.stringify(pending));
    });
  }

  function otherEntries(): string[] {
    if (!storage) return [];
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(outboxKeyPrefix) && key !== ownKey) keys.push(key);
    }
    return keys;
  }

  return {
    add(event) {
      if (pending.length >= outboxMaxEvents) return false;
      pending.push(event);
      save();
      return true;
    },
    remove(insertId) {
      const before = pending.length;
      pending = pending.filter((event) => event.insertId !== insertId);
      if (pending.length !== before) save();
    },
    takeOverLeftBehind() {
      const keys = attempt(otherEntries) ?? [];
      if (keys.length === 0) return;
      const seen = new Set(pending.map((event) => event.insertId));
      const taken: PendingEvent[] = [];
      for (const key of keys) {
        for (const event of attempt(() => readEntry(storage?.getItem(key))) ?? []) {
          if (seen.has(event.insertId)) continue;
          seen.add(event.insertId);
          taken.push(event);
        }
      }
      taken.sort((a, b) => a.time - b.time);
      pending = [...taken, ...pending].slice(-outboxMaxEvents);
      // Kept here before they leave there: a page that dies in between sends some twice, never none.
      save();
      for (const key of keys) attempt(() => storage?.removeItem(key));
    },
    events: () => pending,
    clear() {
      pending = [];
      save();
    },
  };
}

/** The events of a stored entry; anything that is not a well-formed event is skipped. */
function readEntry(stored: string | null | undefined): PendingEvent[] {
  if (!stored) return [];
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter(isPendingEvent) : [];
}

function isPendingEvent(value: unknown): value is PendingEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.insertId === 'string' &&
    typeof event.eventType === 'string' &&
    typeof event.properties === 'object' &&
    event.properties !== null &&
    typeof event.time === 'number' &&
    typeof event.userId === 'string'
  );
}
