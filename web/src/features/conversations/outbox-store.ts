import { restoreEntries, type OutboxEntry } from './outbox.ts';

const storageKey = 'tandem.outbox';

/**
 * The tab's outbox: shared by every chat page (a message keeps waiting when the person leaves
 * the chat) and saved in sessionStorage, so a reload of the tab does not lose it.
 */
export class OutboxStore {
  #entries: readonly OutboxEntry[];
  readonly #listeners = new Set<() => void>();
  readonly #storage: Pick<Storage, 'getItem' | 'setItem'> | null;

  constructor(storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
    this.#storage = storage;
    this.#entries = restoreEntries(readJson(storage?.getItem(storageKey) ?? null));
  }

  get entries(): readonly OutboxEntry[] {
    return this.#entries;
  }

  update(change: (entries: readonly OutboxEntry[]) => readonly OutboxEntry[]): void {
    const next = change(this.#entries);
    if (sameEntries(next, this.#entries)) return;
    this.#entries = next;
    try {
      this.#storage?.setItem(storageKey, JSON.stringify(next));
    } catch {
      // A full or blocked storage only costs the copy that would survive a reload.
    }
    for (const listener of [...this.#listeners]) listener();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

function readJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function sameEntries(a: readonly OutboxEntry[], b: readonly OutboxEntry[]): boolean {
  return a.length === b.length && a.every((entry, index) => entry === b[index]);
}

function sessionStorageIfAvailable(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export const outbox = new OutboxStore(sessionStorageIfAvailable());
