import { setImmediate as nextTurnOfTheEventLoop } from 'node:timers/promises';

/**
 * Group commit for analytics batches: the batches that arrive while one transaction is being
 * written go together into the next, so many requests share one commit (SQLite writes each
 * touched page to its log once per commit; PostgreSQL flushes its log once per commit). Each
 * caller's promise settles only when the transaction holding its rows has committed, so an
 * answer that says "ingested" still means "stored". If a shared transaction fails, its batches
 * are written again one by one, so one bad batch fails alone. No SQL here: `store` is the
 * repository's.
 */
export interface EventWriter<Row> {
  write(rows: Row[]): Promise<void>;
}

export interface EventWriterOptions<Row> {
  /** Stores rows in one transaction. */
  store(rows: Row[]): Promise<void>;
  /** The most rows one transaction takes; a batch is never split. */
  maxRowsPerTransaction: number;
}

interface Pending<Row> {
  rows: Row[];
  resolve(): void;
  reject(error: unknown): void;
}

export function createEventWriter<Row>({ store, maxRowsPerTransaction }: EventWriterOptions<Row>): EventWriter<Row> {
  let queue: Pending<Row>[] = [];
  let writing = false;

  function takeGroup(): Pending<Row>[] {
    let rows = 0;
    let count = 0;
    while (count < queue.length && (count === 0 || rows + queue[count]!.rows.length <= maxRowsPerTransaction)) {
      rows += queue[count]!.rows.length;
      count += 1;
    }
    const group = queue.slice(0, count);
    queue = queue.slice(count);
    return group;
  }

  async function writeAlone(pending: Pending<Row>): Promise<void> {
    try {
      await store(pending.rows);
      pending.resolve();
    } catch (error) {
      pending.reject(error);
    }
  }

  async function drain(): Promise<void> {
    writing = true;
    while (queue.length > 0) {
      // The requests already read in this turn of the event loop join the transaction: on
      // SQLite a write never waits for I/O, so without this turn no two batches would meet.
      await nextTurnOfTheEventLoop();
      const group = takeGroup();
      try {
        await store(group.length === 1 ? group[0]!.rows : group.flatMap((pending) => pending.rows));
        for (const pending of group) pending.resolve();
      } catch (error) {
        if (group.length === 1) group[0]!.reject(error);
        else for (const pending of group) await writeAlone(pending);
      }
    }
    writing = false;
  }

  return {
    write(rows) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ rows, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}
