import { createGroupCommit } from '../db/group-commit.ts';

/**
 * Analytics batches written by group commit (`server/db/group-commit.ts`): the batches that arrive
 * while one transaction is being written go together into the next, and each caller's promise
 * settles only when the transaction holding its rows has committed, so an answer that says
 * "ingested" still means "stored". If a shared transaction fails, its batches are written again
 * one by one, so one bad batch fails alone. No SQL here: `store` is the repository's.
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

type Outcome = { stored: true } | { stored: false; error: unknown };

export function createEventWriter<Row>({ store, maxRowsPerTransaction }: EventWriterOptions<Row>): EventWriter<Row> {
  const storeAlone = (rows: Row[]): Promise<Outcome> =>
    store(rows).then(
      () => ({ stored: true }),
      (error: unknown) => ({ stored: false, error }),
    );
  const commit = createGroupCommit<Row[], Outcome>(
    async (batches) => {
      if (batches.length === 1) return [await storeAlone(batches[0]!)];
      const together = await storeAlone(batches.flat());
      if (together.stored) return batches.map(() => together);
      const outcomes: Outcome[] = [];
      for (const rows of batches) outcomes.push(await storeAlone(rows));
      return outcomes;
    },
    { maxSize: maxRowsPerTransaction, sizeOf: (rows) => rows.length },
  );
  return {
    async write(rows) {
      const outcome = await commit(rows);
      if (!outcome.stored) throw outcome.error;
    },
  };
}
