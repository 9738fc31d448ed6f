import { describe, expect, it } from 'vitest';
import { limits } from '../../../shared/limits.ts';
import type { MatchingInput, MatchingOutput, PastAnswer } from './engine-types.ts';
import { exactTopLists } from './exact-ranking.ts';
import { exposureCap } from './fair-exposure.ts';
import { createMatchingEngine } from './matching-engine.ts';
import { prepareRanking } from './ranking-setup.ts';
import { syntheticEvent } from './testing/synthetic-event.ts';

/**
 * Quality on a synthetic event the method was never tuned on: the method was improved on seeds
 * 1–6 (see testing/synthetic-event.ts); this seed was run only once the method was settled.
 */
const event = syntheticEvent({ seed: 9173, size: 400, plantedPairs: 50, ambushers: 8, popular: 3 });
const listSize = limits.prospectsPerEvent;
const input: MatchingInput = { attendees: event.attendees, pastAnswers: [], excludedPairs: [], listSize };
const output = createMatchingEngine(input).rank();

const idsOf = (lists: MatchingOutput, viewer: string) => (lists.get(viewer) ?? []).map((prospect) => prospect.userId);

describe('matching quality on a synthetic event', () => {
  it('finds the planted partner in the top 20 of at least 90% of planted guests', () => {
    const directions = event.plantedPairs.flatMap(([a, b]) => [
      [a, b],
      [b, a],
    ]);
    const found = directions.filter(([viewer, partner]) => idsOf(output, viewer!).includes(partner!));
    expect(found.length / directions.length).toBeGreaterThanOrEqual(0.9);
  });

  it('never puts a one-sided "ambush" profile first in anyone else’s list', () => {
    const ambushers = new Set(event.ambushers);
    const firsts = [...output].filter(([viewer]) => !ambushers.has(viewer)).map(([, prospects]) => prospects[0]?.userId);
    expect(firsts.filter((first) => first !== undefined && ambushers.has(first))).toEqual([]);
  });

  // The generator's "popular" investors are not the most shown: their long dossiers spread their weight (one
  // length per person); short, in-demand profiles are. The cap must bind on whoever is most shown.
  it('caps how many lists anyone appears in, although some appear in far more lists before the cap', () => {
    const setup = prepareRanking(input);
    const exact = exactTopLists(setup.model, setup.semantic, setup.plan);
    const cap = exposureCap(exact, { listSize, attendeeCount: event.attendees.length, exempt: () => false });
    const exactAppearances = new Int32Array(event.attendees.length);
    for (const list of exact) for (const other of list.others.subarray(0, listSize)) exactAppearances[other]!++;
    expect(exactAppearances.filter((count) => count > cap).length).toBeGreaterThan(3);
    const appearances = new Map<string, number>();
    for (const prospects of output.values())
      for (const { userId } of prospects) appearances.set(userId, (appearances.get(userId) ?? 0) + 1);
    expect(Math.max(...appearances.values())).toBeLessThanOrEqual(cap);
  });

  it('never shows an excluded pair, and fills the room with others', () => {
    const excludedPairs = event.plantedPairs.slice(0, 20);
    const excluded = createMatchingEngine({ ...input, excludedPairs }).rank();
    for (const [a, b] of excludedPairs) {
      expect(idsOf(excluded, a)).not.toContain(b);
      expect(idsOf(excluded, b)).not.toContain(a);
      expect(idsOf(excluded, a).length).toBe(idsOf(output, a).length);
    }
  });

  it('lowers, after a NOT_INTERESTED "not relevant", the prospects that ranked for the same reasons', () => {
    const counts = { similar: 0, lowered: 0, raised: 0 };
    for (const [viewer] of event.plantedPairs) {
      const [declined, ...others] = output.get(viewer)!;
      const answer: PastAnswer = {
        viewerId: viewer,
        userId: declined!.userId,
        interest: 'NOT_INTERESTED',
        reason: 'not_relevant',
        facets: declined!.facets,
      };
      const engine = createMatchingEngine({ ...input, pastAnswers: [answer] });
      const sharedConcepts = new Set(declined!.facets.forViewer.map((met) => met.concept));
      for (const prospect of others) {
        const after = engine.pair(viewer, prospect.userId).score;
        if (after > prospect.score) counts.raised++;
        if (!prospect.facets.forViewer.some((met) => met.concept !== null && sharedConcepts.has(met.concept))) continue;
        counts.similar++;
        if (after < prospect.score) counts.lowered++;
      }
    }
    expect(counts.raised).toBe(0);
    expect(counts.similar).toBeGreaterThan(event.plantedPairs.length);
    expect(counts.lowered / counts.similar).toBeGreaterThanOrEqual(0.9);
  });

  it('learns nothing from "already know them": the match was good', () => {
    const [viewer] = event.plantedPairs[0]!;
    const [declined, next] = output.get(viewer)!;
    const answer: PastAnswer = {
      viewerId: viewer,
      userId: declined!.userId,
      interest: 'NOT_INTERESTED',
      reason: 'already_know',
      facets: declined!.facets,
    };
    expect(createMatchingEngine({ ...input, pastAnswers: [answer] }).pair(viewer, next!.userId).score).toBe(next!.score);
  });
});
