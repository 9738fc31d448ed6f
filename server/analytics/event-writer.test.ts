import { describe, expect, it } from 'vitest';
import { createEventWriter } from './event-writer.ts';

/** A store that records each transaction's rows and can be told to fail on a row. */
function recordingStore(failOn?: string) {
  const transactions: string[][] = [];
  return {
    transactions,
    async store(rows: string[]) {
      if (failOn !== undefined && rows.includes(failOn)) throw new Error(`cannot store ${failOn}`);
      transactions.push(rows);
    },
  };
}

describe('the event writer (group commit)', () => {
  it('writes the batches that arrive together in one transaction, and answers each once it is committed', async () => {
    const { transactions, store } = recordingStore();
    const writer = createEventWriter({ store, maxRowsPerTransaction: 100 });
    const settled: string[] = [];
    const writes = ['a', 'b', 'c'].map((name) => writer.write([`${name}1`, `${name}2`]).then(() => settled.push(name)));
    expect(settled).toEqual([]);
    await Promise.all(writes);
    expect(transactions).toEqual([['a1', 'a2', 'b1', 'b2', 'c1', 'c2']]);
    expect(settled).toEqual(['a', 'b', 'c']);
  });

  it('keeps a transaction to its size, never splitting a batch', async () => {
    const { transactions, store } = recordingStore();
    const writer = createEventWriter({ store, maxRowsPerTransaction: 3 });
    await Promise.all([writer.write(['a1', 'a2']), writer.write(['b1', 'b2']), writer.write(['c1', 'c2', 'c3', 'c4'])]);
    expect(transactions).toEqual([
      ['a1', 'a2'],
      ['b1', 'b2'],
      ['c1', 'c2', 'c3', 'c4'],
    ]);
  });

  it('writes the batches of a failed transaction one by one, so only the bad one fails', async () => {
    const { transactions, store } = recordingStore('bad');
    const writer = createEventWriter({ store, maxRowsPerTransaction: 100 });
    const results = await Promise.allSettled([writer.write(['a1']), writer.write(['bad']), writer.write(['c1'])]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(transactions).toEqual([['a1'], ['c1']]);
  });

  it('goes on writing after a failure', async () => {
    const { transactions, store } = recordingStore('bad');
    const writer = createEventWriter({ store, maxRowsPerTransaction: 100 });
    await expect(writer.write(['bad'])).rejects.toThrow('cannot store bad');
    await writer.write(['after']);
    expect(transactions).toEqual([['after']]);
  });
});
