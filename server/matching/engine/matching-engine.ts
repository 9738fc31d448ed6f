import { sharedAnalysisCache, type DossierAnalysisCache } from './dossier-analysis.ts';
import type { MatchingInput, MatchingOutput, RankedProspect } from './engine-types.ts';
import { buildEventModel, type EventModel } from './event-model.ts';
import { exactTopLists } from './exact-ranking.ts';
import { pairFacets } from './facets.ts';
import { applyFairExposure } from './fair-exposure.ts';
import { learnFromAnswers, type Feedback } from './feedback.ts';
import { pairScore, semanticVectors, viewerQuery, type SemanticVectors, type ViewerQuery } from './scoring.ts';
import type { TopList } from './top-prospects.ts';

export interface MatchingEngine {
  /** Every attendee's prospects, best first, fair exposure applied. */
  rank(): MatchingOutput;
  /** The score and facts of any two attendees, e.g. for a host's introduction outside the top list. */
  pair(viewerId: string, userId: string): RankedProspect;
}

export interface MatchingEngineOptions {
  /** Where dossier analyses are kept between runs; by default one shared, bounded cache per process. */
  analysisCache?: DossierAnalysisCache;
}

/**
 * Ranks are exact and fair exposure needs a few spare prospects per viewer to refill lists from:
 * each viewer's exact list is this many times the list size.
 */
export const rankingDepthFactor = 2;

/** The engine for one event's participants: pure and synchronous, every answer computed from `input`. */
export function createMatchingEngine(input: MatchingInput, options: MatchingEngineOptions = {}): MatchingEngine {
  const model = buildEventModel(input.attendees, options.analysisCache ?? sharedAnalysisCache);
  const semantic = semanticVectors(model, input.vectors);
  const feedback = learnFromAnswers(model, input.pastAnswers);
  const barred = barredPairs(model, input.excludedPairs);
  const queryOf = (viewer: number): ViewerQuery => viewerQuery(model, semantic, viewer, feedback.weightsOf(viewer));
  const indexOf = (userId: string): number => {
    const index = model.indexOf.get(userId);
    if (index === undefined) throw new Error(`${userId} is not among the attendees being matched.`);
    return index;
  };
  const ranked = (query: ViewerQuery, other: number): RankedProspect => {
    const score = pairScore(model, semantic, query, other);
    return { userId: model.attendees[other]!.userId, score: score.score, facets: pairFacets(model, query.viewer, other, score) };
  };

  return {
    rank() {
      const lists = exactTopLists(model, semantic, {
        queryOf,
        barredFor: (viewer) => [...(barred.get(viewer) ?? []), ...feedback.declinedBy(viewer)],
        depthOf: () => rankingDepthFactor * input.listSize,
      });
      return finalLists(model, semantic, lists, input.listSize, feedback, barred, queryOf, ranked);
    },
    pair(viewerId, userId) {
      const viewer = indexOf(viewerId);
      const other = indexOf(userId);
      if (viewer === other) throw new Error('A person is not their own prospect.');
      return ranked(queryOf(viewer), other);
    },
  };
}

function finalLists(
  model: EventModel,
  semantic: SemanticVectors | null,
  lists: readonly TopList[],
  listSize: number,
  feedback: Feedback,
  barred: ReadonlyMap<number, ReadonlySet<number>>,
  queryOf: (viewer: number) => ViewerQuery,
  ranked: (query: ViewerQuery, other: number) => RankedProspect,
): MatchingOutput {
  const kept = applyFairExposure(lists, {
    listSize,
    attendeeCount: model.attendees.length,
    exempt: (viewer, other) => feedback.wantedBy(viewer).has(other),
  });
  const output: MatchingOutput = new Map();
  lists.forEach((list, viewer) => {
    const query = queryOf(viewer);
    const prospects = Array.from(kept[viewer]!, (rank) => ranked(query, list.others[rank]!));
    // Declined people come last, best first, and only into room nobody else would take.
    const declined = feedback
      .declinedBy(viewer)
      .filter((other) => other !== viewer && !barred.get(viewer)?.has(other))
      .map((other) => ({ other, score: pairScore(model, semantic, query, other).score }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score || a.other - b.other);
    for (const { other } of declined.slice(0, Math.max(0, listSize - prospects.length))) prospects.push(ranked(query, other));
    output.set(model.attendees[viewer]!.userId, prospects);
  });
  return output;
}

/** Excluded pairs by attendee index, both ways; pairs naming someone not at the event are ignored. */
function barredPairs(model: EventModel, pairs: MatchingInput['excludedPairs']): Map<number, Set<number>> {
  const barred = new Map<number, Set<number>>();
  for (const [a, b] of pairs) {
    const first = model.indexOf.get(a);
    const second = model.indexOf.get(b);
    if (first === undefined || second === undefined) continue;
    barred.set(first, (barred.get(first) ?? new Set()).add(second));
    barred.set(second, (barred.get(second) ?? new Set()).add(first));
  }
  return barred;
}
