import { describe, expect, it } from 'vitest';
import { createRecentChanges } from './recent-changes.ts';

function countingSource(stored: Map<string, number>) {
  const asked: string[][] = [];
  return {
    asked,
    read: async (eventIds: readonly string[]) => {
      asked.push([...eventIds]);
      return new Map([...stored].filter(([eventId]) => eventIds.includes(eventId)));
    },
  };
}

describe('recent changes', () => {
  it('reads an event once a second, reads at the same time sharing the query', async () => {
    let clock = 0;
    const stored = new Map([['e1', 5]]);
    const source = countingSource(stored);
    const lastChanges = createRecentChanges(source.read, () => clock, 1_000);
    const [first, second] = await Promise.all([lastChanges(['e1', 'e2']), lastChanges(['e1'])]);
    expect(first).toEqual(new Map([['e1', 5]]));
    expect(second).toEqual(new Map([['e1', 5]]));
    stored.set('e1', 9);
    clock = 999;
    expect(await lastChanges(['e1'])).toEqual(new Map([['e1', 5]]));
    clock = 1_000;
    expect(await lastChanges(['e1', 'e2'])).toEqual(new Map([['e1', 9]]));
    expect(source.asked).toEqual([
      ['e1', 'e2'],
      ['e1', 'e2'],
    ]);
  });

  it('keeps no failed read: the next one asks again', async () => {
    let failing = true;
    const lastChanges = createRecentChanges(
      async () => {
        if (failing) throw new Error('database gone');
        return new Map([['e1', 3]]);
      },
      () => 0,
    );
    await expect(lastChanges(['e1', 'e2'])).rejects.toThrow('database gone');
    failing = false;
    expect(await lastChanges(['e1', 'e2'])).toEqual(new Map([['e1', 3]]));
  });
});
