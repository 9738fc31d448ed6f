import type { MatchingInput, MatchingOutput, RankedProspect } from './engine-types.ts';
import { exactTopLists } from './exact-ranking.ts';
import { pairFacets } from './facets.ts';
import { applyFairExposure } from './fair-exposure.ts';
import { prepareRanking, type MatchingEngineOptions, type RankingSetup } from './ranking-setup.ts';
import { pairScore, type ViewerQuery } from './scoring.ts';
import type { TopList } from './top-prospects.ts';

export interface MatchingEngine {
  /** Every attendee's prospects, best first, fair exposure applied. */
  rank(): MatchingOutput;
  /** The score and facts of any two attendees, e.g. for a host's introduction outside the top list. */
  pair(viewerId: string, userId: string): RankedProspect;
}

/**
 * The engine for one event's participants: pure and synchronous, every answer computed from
 * `input`. Dossier analyses are cached by revision id in `options.analysisCache`, or in one
 * bounded cache shared by the process, so a recompute re-reads only changed dossiers.
 */
export function createMatchingEngine(input: MatchingInput, options: MatchingEngineOptions = {}): MatchingEngine {
  const setup = prepareRanking(input, options);
  const { model, plan } = setup;
  const indexOf = (userId: string): number => {
    const index = model.indexOf.get(userId);
    if (index === undefined) throw new Error(`${userId} is not among the attendees being matched.`);
    return index;
  };
  return {
    rank: () => finalLists(setup, exactTopLists(model, setup.semantic, plan), input.listSize),
    pair(viewerId, userId) {
      const viewer = indexOf(viewerId);
      const other = indexOf(userId);
      if (viewer === other) throw new Error('A person is not their own prospect.');
      return ranked(setup, plan.queryOf(viewer), other);
    },
  };
}

function ranked(setup: RankingSetup, query: ViewerQuery, other: number): RankedProspect {
  const { model } = setup;
  const score = pairScore(model, setup.semantic, query, other);
  return {
    userId: model.attendees[other]!.userId,
    score: score.score,
    facets: pairFacets(model, query.viewer, other, score, setup.meaning),
  };
}

/** Fair exposure over the exact lists, then each viewer's declined people after the rest, facts attached. */
function finalLists(setup: RankingSetup, lists: readonly TopList[], listSize: number): MatchingOutput {
  const { model, feedback, barred, plan } = setup;
  const kept = applyFairExposure(lists, {
    listSize,
    attendeeCount: model.attendees.length,
    exempt: (viewer, other) => feedback.wantedBy(viewer).has(other),
  });
  const output: MatchingOutput = new Map();
  lists.forEach((list, viewer) => {
    const query = plan.queryOf(viewer);
    const prospects = Array.from(kept[viewer]!, (rank) => ranked(setup, query, list.others[rank]!));
    // Declined people come last, best first, and only into room nobody else would take.
    const declined = feedback
      .declinedBy(viewer)
      .filter((other) => other !== viewer && !barred.get(viewer)?.has(other))
      .map((other) => ({ other, score: pairScore(model, setup.semantic, query, other).score }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score || a.other - b.other);
    for (const { other } of declined.slice(0, Math.max(0, listSize - prospects.length))) prospects.push(ranked(setup, query, other));
    output.set(model.attendees[viewer]!.userId, prospects);
  });
  return output;
}
