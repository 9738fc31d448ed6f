import { describe, expect, it, vi } from 'vitest';
import { enqueue, markSent } from './outbox.ts';
import { OutboxStore } from './outbox-store.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('OutboxStore', () => {
  it('saves every change and restores it in a new store, resending what was out', () => {
    const storage = memoryStorage();
    const store = new OutboxStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.update((entries) => enqueue(entries, { clientId: 'first-client', conversationId: 'c1', text: 'Hi', now: 1 }));
    store.update((entries) => markSent(entries, 'first-client', 2));
    expect(listener).toHaveBeenCalledTimes(2);

    const reloaded = new OutboxStore(storage);
    expect(reloaded.entries).toMatchObject([{ clientId: 'first-client', state: 'queued', text: 'Hi' }]);
  });

  it('does not call listeners when nothing changed', () => {
    const store = new OutboxStore(null);
    const listener = vi.fn();
    store.subscribe(listener);
    store.update((entries) => entries.filter(() => true));
    expect(listener).not.toHaveBeenCalled();
  });

  it('starts empty from unreadable storage', () => {
    const storage = memoryStorage();
    storage.setItem('tandem.outbox', '{not json');
    expect(new OutboxStore(storage).entries).toEqual([]);
  });
});
