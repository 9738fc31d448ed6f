import { describe, expect, it } from 'vitest';
import type { MatchingOutput, MetNeed, ProspectFacets, RankedProspect } from './engine/engine-types.ts';
import type { StoredProspect } from './prospects.repository.ts';
import { matchedAnything, planRecompute, reasonKey, type RecomputeInput } from './recompute-plan.ts';

const metNeed = (need: string, offer: string, weight: number): MetNeed => ({
  need: { section: 'lookingFor', text: need, sourceMessageIds: [] },
  offer: { section: 'canOffer', text: offer, sourceMessageIds: [] },
  concept: null,
  sharedTerms: ['funding'],
  weight,
});
/** Facets that quote `offer` for the viewer's need; `weight` moves with word rarity across the event. */
const facets = (weight: number, offer = 'Seed funding'): ProspectFacets => ({
  forViewer: [metNeed('Funding', offer, weight)],
  forProspect: [],
  sharedTopics: [],
  viewerScore: weight,
  prospectScore: 1,
});
const ranked = (userId: string, score: number, prospectFacets = facets(score)): RankedProspect => ({
  userId,
  score,
  facets: prospectFacets,
});
const names = new Map([
  ['ana', 'Ana'],
  ['ben', 'Ben'],
  ['cy', 'Cy'],
]);
const keyOf = (viewerId: string, userId: string, prospectFacets = facets(0.5)) =>
  reasonKey(prospectFacets, names.get(viewerId)!, names.get(userId)!);

function stored(viewerId: string, userId: string, changes: Partial<StoredProspect> = {}): StoredProspect {
  return {
    id: `${viewerId}-${userId}`,
    viewer_id: viewerId,
    user_id: userId,
    score: 0.5,
    rank: 1,
    reason_key: keyOf(viewerId, userId),
    interest: null,
    introduced_by: null,
    ...changes,
  };
}

function plan(existing: StoredProspect[], lists: Record<string, RankedProspect[]>, pairOf: RecomputeInput['pairOf'] = () => undefined) {
  let ids = 0;
  const output: MatchingOutput = new Map(Object.entries(lists));
  return planRecompute({ existing, ranked: output, pairOf, nameOf: names, newId: () => `new-${++ids}` });
}

describe('reasonKey', () => {
  it('stays the same when only weights, scores or the order of items move, and changes with a quoted text, a concept or a name', () => {
    const key = reasonKey(facets(0.5), 'Ana', 'Ben');
    const reordered: ProspectFacets = {
      ...facets(0.9),
      forViewer: [metNeed('Advice', 'Mentoring', 2), metNeed('Funding', 'Seed funding', 3)],
    };
    const withAdvice: ProspectFacets = {
      ...facets(0.5),
      forViewer: [metNeed('Funding', 'Seed funding', 1), metNeed('Advice', 'Mentoring', 1)],
    };
    expect(reasonKey({ ...facets(0.9), prospectScore: 7 }, 'Ana', 'Ben')).toBe(key);
    expect(reasonKey(reordered, 'Ana', 'Ben')).toBe(reasonKey(withAdvice, 'Ana', 'Ben'));
    expect(reasonKey(facets(0.5, 'Angel investment'), 'Ana', 'Ben')).not.toBe(key);
    expect(
      reasonKey({ ...facets(0.5), forViewer: [{ ...metNeed('Funding', 'Seed funding', 1), concept: 'funding' }] }, 'Ana', 'Ben'),
    ).not.toBe(key);
    expect(reasonKey(facets(0.5), 'Ana', 'Benjamin')).not.toBe(key);
  });
});

describe('matchedAnything', () => {
  it('tells a pair with a matched item from one the engine ranks on nothing a model could phrase', () => {
    expect(matchedAnything(facets(0.5))).toBe(true);
    expect(matchedAnything({ ...facets(0.5), forViewer: [] })).toBe(false);
  });
});

describe('planRecompute', () => {
  it('writes a new pair with a reason to write, and tells its viewer', () => {
    const result = plan([], { ana: [ranked('ben', 0.5)] });
    expect(result.writes).toEqual([
      expect.objectContaining({ id: 'new-1', viewerId: 'ana', userId: 'ben', rank: 1, needsReason: true, reasonKey: keyOf('ana', 'ben') }),
    ]);
    expect([...result.changedViewers]).toEqual(['ana']);
  });

  it('leaves a pair alone when its rank, score and reason key are the same', () => {
    const result = plan([stored('ana', 'ben')], { ana: [ranked('ben', 0.5)] });
    expect(result).toEqual({ writes: [], deleteIds: [], unrankIds: [], changedViewers: new Set() });
  });

  it('compares scores at the single precision PostgreSQL stores', () => {
    const result = plan([stored('ana', 'ben', { score: Math.fround(0.1) })], { ana: [ranked('ben', 0.1, facets(0.5))] });
    expect(result.writes).toEqual([]);
  });

  it('rewrites a moved rank or score keeping the reason, and asks for a new reason only when the quoted items changed', () => {
    const result = plan(
      [stored('ana', 'ben'), stored('ana', 'cy', { rank: 2, score: 0.4 }), stored('ben', 'ana', { reason_key: 'an older key' })],
      { ana: [ranked('cy', 0.6, facets(0.4)), ranked('ben', 0.5, facets(0.5, 'Angel investment'))], ben: [ranked('ana', 0.5)] },
    );
    expect(result.writes.map((write) => [write.id, write.rank, write.needsReason])).toEqual([
      ['ana-cy', 1, false],
      ['ana-ben', 2, true],
      ['ben-ana', 1, true],
    ]);
    expect([...result.changedViewers].sort()).toEqual(['ana', 'ben']);
    // Another guest joined: every weight and score moved, no quoted item did: scores are written, no reason, nobody told.
    const rarityMoved = plan([stored('ana', 'ben')], { ana: [ranked('ben', 0.7, facets(0.9))] });
    expect(rarityMoved.writes.map((write) => [write.score, write.needsReason])).toEqual([[0.7, false]]);
    expect(rarityMoved.changedViewers.size).toBe(0);
  });

  it('deletes a pair no longer proposed, unranks one with an answer, and leaves an unranked answer alone', () => {
    const result = plan(
      [
        stored('ana', 'ben'),
        stored('ana', 'cy', { rank: 2, interest: 'NOT_INTERESTED' }),
        stored('ben', 'cy', { rank: null, interest: 'INTERESTED' }),
      ],
      {},
    );
    expect(result.deleteIds).toEqual(['ana-ben']);
    expect(result.unrankIds).toEqual(['ana-cy']);
    expect(result.writes).toEqual([]);
    expect([...result.changedViewers]).toEqual(['ana']);
  });

  it("keeps an introduced pair with the engine's current facts, unranked, and unranks it when either person left", () => {
    const introduced = stored('ana', 'ben', { introduced_by: 'host', reason_key: null, rank: null });
    const fresh = plan([introduced], {}, (viewerId, userId) => (viewerId === 'ana' && userId === 'ben' ? ranked('ben', 0.2) : undefined));
    expect(fresh.writes).toEqual([expect.objectContaining({ id: 'ana-ben', rank: null, score: 0.2, needsReason: true })]);
    const gone = plan([{ ...introduced, rank: 3 }], {});
    expect(gone.unrankIds).toEqual(['ana-ben']);
    expect(gone.deleteIds).toEqual([]);
  });
});
