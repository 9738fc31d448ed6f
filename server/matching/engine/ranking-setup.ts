import { sharedAnalysisCache, type DossierAnalysisCache } from './dossier-analysis.ts';
import type { MatchingInput, Meaning } from './engine-types.ts';
import { buildEventModel, type EventModel } from './event-model.ts';
import type { RankingPlan } from './exact-ranking.ts';
import { learnFromAnswers, type Feedback } from './feedback.ts';
import { DirectionRanks } from './direction-ranks.ts';
import { pairScore, semanticVectors, viewerQuery, type SemanticVectors } from './scoring.ts';

export interface MatchingEngineOptions {
  /** Where dossier analyses are kept between runs; by default one shared, bounded cache per process. */
  analysisCache?: DossierAnalysisCache;
}

/**
 * Ranks are exact and fair exposure needs a few spare prospects per viewer to refill lists from:
 * each viewer's exact list is this many times the list size.
 */
export const rankingDepthFactor = 1.5;

/** Everything ranking reads, built once per engine: the model, the learned weights, who is barred from whom. */
export interface RankingSetup {
  model: EventModel;
  semantic: SemanticVectors | null;
  feedback: Feedback;
  /** Excluded pairs, both ways, by attendee index. */
  barred: ReadonlyMap<number, ReadonlySet<number>>;
  /** Each item text's meaning; null without `input.meaningOf`. */
  meaning: Meaning | null;
  plan: RankingPlan;
}

export function prepareRanking(input: MatchingInput, options: MatchingEngineOptions = {}): RankingSetup {
  const model = buildEventModel(input.attendees, options.analysisCache ?? sharedAnalysisCache);
  const semantic = withDirectionRanks(model, semanticVectors(model, input.vectors, input.alignment, input.meaningOf));
  const feedback = learnFromAnswers(model, input.pastAnswers);
  const barred = barredPairs(model, input.excludedPairs);
  const plan: RankingPlan = {
    queryOf: (viewer) => viewerQuery(model, semantic, viewer, feedback.weightsOf(viewer)),
    excludedFor: (viewer) => barred.get(viewer) ?? [],
    declinedBy: (viewer) => feedback.declinedBy(viewer),
    depthOf: () => Math.ceil(rankingDepthFactor * input.listSize),
    symmetric: (viewer) => feedback.weightsOf(viewer) === null && feedback.declinedBy(viewer).length === 0,
  };
  return { model, semantic, feedback, barred, plan, meaning: input.meaningOf ?? null };
}

/** The event's meaning with where each direction stands in it: every pair's raw directions, scored once without learned weights. */
function withDirectionRanks(model: EventModel, semantic: SemanticVectors | null): SemanticVectors | null {
  if (!semantic) return null;
  const queries = model.attendees.map((_, viewer) => viewerQuery(model, semantic, viewer, null));
  const ranks = DirectionRanks.of(model.attendees.length, (visit) => {
    for (let viewer = 0; viewer < queries.length; viewer++) {
      for (let other = viewer + 1; other < queries.length; other++) {
        const { viewerScore, prospectScore } = pairScore(model, semantic, queries[viewer]!, other);
        visit(viewer, other, viewerScore);
        visit(other, viewer, prospectScore);
      }
    }
  });
  return { ...semantic, ranks };
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
