import { describe, expect, it } from 'vitest';
import { Random } from './testing/random.ts';
import { TopLists } from './top-prospects.ts';

describe('TopLists', () => {
  it('keeps each list’s best pairs, ties by lower index, whatever order they come in', () => {
    const random = new Random(3);
    const depths = [0, 1, 5, 20];
    const lists = new TopLists(depths);
    const offered: { list: number; other: number; score: number }[] = [];
    for (let other = 0; other < 400; other++) {
      for (let list = 0; list < depths.length; list++) {
        // Few distinct scores, so that many ties meet at the entry; some pairs score nothing.
        const score = Math.floor(random.next() * 12) / 10;
        offered.push({ list, other, score });
      }
    }
    for (const { list, other, score } of random.shuffle(offered)) lists.offer(list, other, score);
    depths.forEach((depth, list) => {
      const expected = offered
        .filter((pair) => pair.list === list && pair.score > 0)
        .sort((a, b) => b.score - a.score || a.other - b.other)
        .slice(0, depth);
      const kept = lists.sorted(list);
      expect(Array.from(kept.others)).toEqual(expected.map((pair) => pair.other));
      expect(Array.from(kept.scores)).toEqual(expected.map((pair) => pair.score));
    });
  });

  it('tells the score a pair must reach: 0 until a list is full, never for a list of no room', () => {
    const lists = new TopLists([0, 2]);
    expect(lists.entry[0]).toBe(Infinity);
    lists.offer(1, 7, 0.5);
    expect(lists.entry[1]).toBe(0);
    lists.offer(1, 3, 0.25);
    expect(lists.entry[1]).toBe(0.25);
    lists.offer(1, 9, 0.75);
    expect(lists.entry[1]).toBe(0.5);
  });
});
