import { describe, expect, it } from 'vitest';
import { DirectionRanks, keptRanks, rankShift } from './direction-ranks.ts';
import { harmonicMean, pairOfStandings } from './scoring.ts';

/** Ranks over a matrix of raw directions: `scores[needer][offerer]` is what offerer is for needer. */
function ranksOf(scores: readonly (readonly number[])[]): DirectionRanks {
  return DirectionRanks.of(scores.length, (visit) => {
    scores.forEach((row, needer) =>
      row.forEach((score, offerer) => {
        if (needer !== offerer) visit(needer, offerer, score);
      }),
    );
  });
}

describe('DirectionRanks', () => {
  it('reads a direction by its rank on both sides, and keeps a direction with nothing at 0', () => {
    const ranks = ranksOf([
      [0, 0.9, 0.5, 0],
      [0.2, 0, 0.1, 0.3],
      [0.4, 0.6, 0, 0.7],
      [0.1, 0.8, 0.05, 0],
    ]);
    // Offerer 1 is first for needer 0 (0.9 > 0.5) and first among those offerer 1 serves (0.9 > 0.8 > 0.6).
    expect(ranks.standing(0, 1, 0.9)).toBeCloseTo(2 / (rankShift + 1));
    // Offerer 2 is second for needer 0 and, of those offerer 2 serves (0.5, 0.1, 0.05), first.
    expect(ranks.standing(0, 2, 0.5)).toBeCloseTo(1 / (rankShift + 2) + 1 / (rankShift + 1));
    expect(ranks.standing(0, 3, 0)).toBe(0);
    expect(ranks.raw(2, 3)).toBe(0.7);
  });

  it('lets a pair good for each other beat a hub who meets everyone a little and some better than them', () => {
    // Attendee 1 is a hub: fair for 2 and 3 (0.5 each way), better for 0, 4 and 5. Attendees 2 and 3 fit each other (0.45).
    const hub = [0.9, 0, 0.5, 0.5, 0.6, 0.7];
    const scores = hub.map((withHub, needer) =>
      hub.map((_, offerer) => {
        if (needer === offerer) return 0;
        if (offerer === 1) return withHub;
        if (needer === 1) return hub[offerer]!;
        return (needer === 2 && offerer === 3) || (needer === 3 && offerer === 2) ? 0.45 : 0.1;
      }),
    );
    const ranks = ranksOf(scores);
    const pair = (a: number, b: number) => pairOfStandings(ranks.standing(a, b, scores[a]![b]!), ranks.standing(b, a, scores[b]![a]!));
    // By raw scores the hub comes first for 2 (0.5 against 0.45); read by ranks, 3 does: 2 is only the hub's fourth.
    expect(harmonicMean(scores[2]![1]!, scores[1]![2]!)).toBeGreaterThan(harmonicMean(scores[2]![3]!, scores[3]![2]!));
    expect(pair(2, 3)).toBeGreaterThan(pair(2, 1));
  });

  it('pairs two standings by their mean, and a pair with nothing one way not at all', () => {
    // A partner first one way and third the other beats someone second both ways; the harmonic mean put them level.
    const [first, second, third] = [1, 2, 3].map((rank) => 2 / (rankShift + rank)) as [number, number, number];
    expect(pairOfStandings(first, third)).toBeGreaterThan(pairOfStandings(second, second));
    expect(harmonicMean(first, third)).toBeCloseTo(harmonicMean(second, second));
    expect(pairOfStandings(first, 0)).toBe(0);
  });

  it('reads a direction past the kept ranks as one place further down', () => {
    const count = keptRanks + 5;
    const ranks = DirectionRanks.of(count, (visit) => {
      for (let offerer = 1; offerer < count; offerer++) visit(0, offerer, 1 + offerer);
    });
    // Offerer 1 is the last of 204 for needer 0, and the first (the only one) of those it serves.
    expect(ranks.standing(0, 1, ranks.raw(0, 1))).toBeCloseTo(1 / (rankShift + keptRanks + 1) + 1 / (rankShift + 1));
  });
});
