export interface GroupCommitOptions<Item> {
  /** The most one write takes, in `sizeOf` units; an item is never split, so one item alone may be larger. */
  maxSize?: number;
  /** An item's share of `maxSize`: 1 by default (a message), a batch's row count for batches of rows. */
  sizeOf?: (item: Item) => number;
}

/**
 * Group commit: items handed in while a write is running wait, and go together in the next one,
 * so under load many messages or analytics batches share one transaction (one commit, one round
 * trip) and a quiet moment still writes each at once. `write` answers one result per item, in
 * order; when it fails, every item of that write fails with its error, and nothing of it was written.
 */
export function createGroupCommit<Item, Result>(
  write: (items: Item[]) => Promise<Result[]>,
  { maxSize = 500, sizeOf = () => 1 }: GroupCommitOptions<Item> = {},
) {
  interface Waiting {
    item: Item;
    resolve(result: Result): void;
    reject(error: unknown): void;
  }
  let waiting: Waiting[] = [];
  let writing = false;

  async function flush() {
    writing = true;
    while (waiting.length > 0) {
      let size = 0;
      let count = 0;
      while (count < waiting.length && (count === 0 || size + sizeOf(waiting[count]!.item) <= maxSize)) {
        size += sizeOf(waiting[count]!.item);
        count += 1;
      }
      const batch = waiting.slice(0, count);
      waiting = waiting.slice(batch.length);
      try {
        const results = await write(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => entry.resolve(results[index]!));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    writing = false;
  }

  return (item: Item): Promise<Result> =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      // Sends that arrive in the same turn of the event loop (frames of many sockets read together) share the first write.
      if (!writing) {
        writing = true;
        setImmediate(() => void flush());
      }
    });
}
