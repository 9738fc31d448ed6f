import type { RankingSetup } from '../ranking-setup.ts';
import { pairScore } from '../scoring.ts';
import type { TopList } from '../top-prospects.ts';

/**
 * The reference the fast ranking must equal: every viewer against every other attendee, scored
 * one by one, sorted by score then index (user id order), the best `depthOf(viewer)` kept.
 */
export function naiveTopList(setup: RankingSetup, viewer: number): TopList {
  const { model, plan } = setup;
  const query = plan.queryOf(viewer);
  const barred = new Set([...plan.excludedFor(viewer), ...plan.declinedBy(viewer)]);
  const scored: { other: number; score: number }[] = [];
  for (let other = 0; other < model.attendees.length; other++) {
    if (other === viewer || barred.has(other)) continue;
    const { score } = pairScore(model, setup.semantic, query, other);
    if (score > 0) scored.push({ other, score });
  }
  scored.sort((a, b) => b.score - a.score || a.other - b.other);
  const kept = scored.slice(0, plan.depthOf(viewer));
  return { others: Int32Array.from(kept, (entry) => entry.other), scores: Float64Array.from(kept, (entry) => entry.score) };
}
