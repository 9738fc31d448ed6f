import { describe, expect, it } from 'vitest';
import type { MatchingOutput, ProspectFacets, RankedProspect } from './engine/engine-types.ts';
import type { StoredProspect } from './prospects.repository.ts';
import { planRecompute, type RecomputeInput } from './recompute-plan.ts';

const facets = (viewerScore: number): ProspectFacets => ({
  forViewer: [],
  forProspect: [],
  sharedTopics: [],
  viewerScore,
  prospectScore: 1,
});
const ranked = (userId: string, score: number, facetScore = score): RankedProspect => ({ userId, score, facets: facets(facetScore) });
const revisions = new Map([
  ['ana', 'r-ana'],
  ['ben', 'r-ben'],
  ['cy', 'r-cy'],
]);

function stored(viewerId: string, userId: string, changes: Partial<StoredProspect> = {}): StoredProspect {
  return {
    id: `${viewerId}-${userId}`,
    viewer_id: viewerId,
    user_id: userId,
    score: 0.5,
    rank: 1,
    facets: JSON.stringify(facets(0.5)),
    reason: 'kept reason',
    reason_revisions: `${revisions.get(viewerId)} ${revisions.get(userId)}`,
    interest: null,
    introduced_by: null,
    ...changes,
  };
}

function plan(existing: StoredProspect[], lists: Record<string, RankedProspect[]>, pairOf: RecomputeInput['pairOf'] = () => undefined) {
  let ids = 0;
  const output: MatchingOutput = new Map(Object.entries(lists));
  return planRecompute({ existing, ranked: output, pairOf, revisionOf: revisions, newId: () => `new-${++ids}` });
}

describe('planRecompute', () => {
  it('writes a new pair with a reason to write, and tells its viewer', () => {
    const result = plan([], { ana: [ranked('ben', 0.5)] });
    expect(result.writes).toEqual([
      expect.objectContaining({ id: 'new-1', viewerId: 'ana', userId: 'ben', rank: 1, needsReason: true, reasonRevisions: 'r-ana r-ben' }),
    ]);
    expect([...result.changedViewers]).toEqual(['ana']);
  });

  it('leaves a pair alone when its rank, score, facets and revisions are the same', () => {
    const result = plan([stored('ana', 'ben')], { ana: [ranked('ben', 0.5)] });
    expect(result).toEqual({ writes: [], deleteIds: [], unrankIds: [], changedViewers: new Set() });
  });

  it('compares scores at the single precision PostgreSQL stores', () => {
    const result = plan([stored('ana', 'ben', { score: Math.fround(0.1) })], { ana: [ranked('ben', 0.1, 0.5)] });
    expect(result.writes).toEqual([]);
  });

  it('rewrites a moved rank or score keeping the reason, and asks for a new reason when facets or a revision changed', () => {
    const result = plan(
      [stored('ana', 'ben'), stored('ana', 'cy', { rank: 2, score: 0.4 }), stored('ben', 'ana', { reason_revisions: 'old r-ana' })],
      { ana: [ranked('cy', 0.6, 0.4), ranked('ben', 0.5, 0.9)], ben: [ranked('ana', 0.5)] },
    );
    expect(result.writes.map((write) => [write.id, write.rank, write.needsReason, write.reason])).toEqual([
      ['ana-cy', 1, true, 'kept reason'],
      ['ana-ben', 2, true, 'kept reason'],
      ['ben-ana', 1, true, 'kept reason'],
    ]);
    const rankOnly = plan([stored('ana', 'ben', { rank: 2 })], { ana: [ranked('ben', 0.5)] });
    expect(rankOnly.writes.map((write) => [write.rank, write.needsReason])).toEqual([[1, false]]);
    expect([...rankOnly.changedViewers]).toEqual(['ana']);
    const scoreOnly = plan([stored('ana', 'ben')], { ana: [ranked('ben', 0.7, 0.5)] });
    expect(scoreOnly.writes.map((write) => [write.score, write.needsReason])).toEqual([[0.7, false]]);
    expect(scoreOnly.changedViewers.size).toBe(0);
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
    const introduced = stored('ana', 'ben', { introduced_by: 'host', facets: null, reason_revisions: null, rank: null });
    const fresh = plan([introduced], {}, (viewerId, userId) => (viewerId === 'ana' && userId === 'ben' ? ranked('ben', 0.2) : undefined));
    expect(fresh.writes).toEqual([expect.objectContaining({ id: 'ana-ben', rank: null, score: 0.2, needsReason: true })]);
    const gone = plan([{ ...introduced, rank: 3 }], {});
    expect(gone.unrankIds).toEqual(['ana-ben']);
    expect(gone.deleteIds).toEqual([]);
  });
});
