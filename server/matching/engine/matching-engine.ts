import type { MatchingInput, MatchingOutput, RankedProspect } from './engine-types.ts';
import { exactTopLists } from './exact-ranking.ts';
import { pairFacets } from './facets.ts';
import { applyFairExposure } from './fair-exposure.ts';
import { prepareRanking, type MatchingEngineOptions, type RankingSetup } from './ranking-setup.ts';
import { looseCloseness, pairScore, semanticAttendeeLimit, type ViewerQuery } from './scoring.ts';
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
    facets: pairFacets(model, query.viewer, other, score, setup.meaning, setup.semantic?.covers ?? null, setup.semantic?.items ?? null),
  };
}

/**
 * At an event of `topUpFrom` attendees or more, a list shorter than `shortList` is topped up with
 * the people closest to the viewer, however loosely they fit, so that nobody with a dossier sees
 * an empty list; their reasons say how little there is. At a smaller event, a list of nobody is
 * the honest answer.
 */
export const shortList = 3;
export const topUpFrom = 20;

/**
 * The `count` attendees nearest the viewer that are not `listed`: by both directions' scores and
 * how near their meaning is with no floor (`looseCloseness`). Every attendee is compared, so an
 * event beyond `semanticAttendeeLimit` is not topped up (its lists are rarely short).
 */
function closestAvailable(setup: RankingSetup, query: ViewerQuery, listed: ReadonlySet<number>, count: number): number[] {
  const { model, semantic } = setup;
  if (count <= 0 || model.attendees.length < topUpFrom || model.attendees.length > semanticAttendeeLimit) return [];
  const near: { other: number; closeness: number }[] = [];
  for (let other = 0; other < model.attendees.length; other++) {
    if (other === query.viewer || listed.has(other)) continue;
    near.push({ other, closeness: looseCloseness(model, semantic, query, other) });
  }
  return near
    .sort((a, b) => b.closeness - a.closeness || a.other - b.other)
    .slice(0, count)
    .map(({ other }) => other);
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
    if (prospects.length < shortList) {
      const listed = new Set([...list.others, ...feedback.declinedBy(viewer), ...(barred.get(viewer) ?? [])]);
      for (const other of closestAvailable(setup, query, listed, Math.min(shortList, listSize) - prospects.length))
        prospects.push(ranked(setup, query, other));
    }
    output.set(model.attendees[viewer]!.userId, prospects);
  });
  return output;
}
