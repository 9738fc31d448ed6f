import { describe, expect, it, vi } from 'vitest';
import { eventTypes } from '../../../../shared/analytics/event-types.ts';
import { createOutbox, outboxKeyPrefix, outboxMaxEvents, type OutboxStorage, type PendingEvent } from './outbox.ts';

function memoryStorage(): OutboxStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

const event = (insertId: string, time: number): PendingEvent => ({
  insertId,
  eventType: eventTypes.screenViewed,
  properties: { source: 'web', screen: 'Home' },
  time,
  userId: 'user-1',
});

const stored = (storage: { items: Map<string, string> }, pageId: string) =>
  (JSON.parse(storage.items.get(outboxKeyPrefix + pageId) ?? '[]') as PendingEvent[]).map((kept) => kept.insertId);

describe('an outbox', () => {
  it('writes its events under its own page id as they come and go, and nothing once empty', () => {
    const storage = memoryStorage();
    const outbox = createOutbox(storage, 'page-a', vi.fn());
    outbox.add(event('e1', 1));
    outbox.add(event('e2', 2));
    expect(stored(storage, 'page-a')).toEqual(['e1', 'e2']);
    outbox.remove('e1');
    expect(stored(storage, 'page-a')).toEqual(['e2']);
    outbox.remove('e2');
    expect(storage.items.size).toBe(0);
  });

  it('takes over the entries other pages left, oldest first and each event once, ahead of its own', () => {
    const storage = memoryStorage();
    const outbox = createOutbox(storage, 'page-c', vi.fn());
    outbox.add(event('c1', 50));
    storage.setItem(`${outboxKeyPrefix}page-a`, JSON.stringify([event('a1', 10), event('a2', 30)]));
    storage.setItem(`${outboxKeyPrefix}page-b`, JSON.stringify([event('b1', 20), event('a2', 30)]));
    storage.setItem('tandem:analytics-identity', 'kept');

    outbox.takeOverLeftBehind();
    expect(outbox.events().map((kept) => kept.insertId)).toEqual(['a1', 'b1', 'a2', 'c1']);
    expect(stored(storage, 'page-c')).toEqual(['a1', 'b1', 'a2', 'c1']);
    expect([...storage.items.keys()].sort()).toEqual(['tandem:analytics-identity', `${outboxKeyPrefix}page-c`]);
  });

  it('skips what is not an event in an entry it takes over, and drops the entry', () => {
    const storage = memoryStorage();
    const onError = vi.fn();
    const outbox = createOutbox(storage, 'page-b', onError);
    storage.setItem(`${outboxKeyPrefix}page-a`, JSON.stringify([{ insertId: 'x' }, event('a1', 1), 'nonsense']));
    storage.setItem(`${outboxKeyPrefix}page-old`, '{not json');
    outbox.takeOverLeftBehind();
    expect(outbox.events().map((kept) => kept.insertId)).toEqual(['a1']);
    expect(onError).toHaveBeenCalledTimes(1);
    expect([...storage.items.keys()]).toEqual([`${outboxKeyPrefix}page-b`]);
  });

  it(`keeps at most ${outboxMaxEvents} events, the newest when it takes others over`, () => {
    const storage = memoryStorage();
    const outbox = createOutbox(storage, 'page-b', vi.fn());
    for (let index = 0; index < outboxMaxEvents; index++) expect(outbox.add(event(`b${index}`, 100 + index))).toBe(true);
    expect(outbox.add(event('one-too-many', 5000))).toBe(false);
    storage.setItem(`${outboxKeyPrefix}page-a`, JSON.stringify([event('a-old', 1)]));
    outbox.takeOverLeftBehind();
    expect(outbox.events()).toHaveLength(outboxMaxEvents);
    expect(outbox.events()[0]?.insertId).toBe('b0');
  });

  it('works in memory when storage is missing or throws', () => {
    const onError = vi.fn();
    const throwing: OutboxStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
      key: () => null,
      get length(): number {
        throw new Error('blocked');
      },
    };
    for (const storage of [null, throwing]) {
      const outbox = createOutbox(storage, 'page-a', onError);
      outbox.add(event('e1', 1));
      outbox.takeOverLeftBehind();
      expect(outbox.events().map((kept) => kept.insertId)).toEqual(['e1']);
      outbox.clear();
      expect(outbox.events()).toEqual([]);
    }
    expect(onError).toHaveBeenCalled();
  });
});
