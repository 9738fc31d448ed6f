import type { TopList } from './top-prospects.ts';

/**
 * Fair exposure, after exact ranking: nobody appears in more than `exposureCapFactor` times the
 * average number of lists a person appears in (at least one), so the most attractive profiles
 * do not fill every list and the others get seen. Each list keeps its exact top, except that a
 * person over the cap stays only in the lists where they score highest (ties: the lower viewer
 * index, that is user id) and leaves the others; those lists take their next best instead, best
 * scores first across the event, from people still under the cap. A person the viewer already
 * said INTERESTED to stays in that list whatever the cap (and counts towards it).
 */
export const exposureCapFactor = 2;

export interface ExposurePlan {
  listSize: number;
  attendeeCount: number;
  /** True when the cap does not apply to this pair. */
  exempt(viewer: number, other: number): boolean;
}

export function exposureCap(lists: readonly TopList[], plan: ExposurePlan): number {
  let shown = 0;
  for (const list of lists) shown += Math.min(plan.listSize, list.others.length);
  return Math.max(1, Math.ceil((exposureCapFactor * shown) / Math.max(1, plan.attendeeCount)));
}

interface Entry {
  viewer: number;
  rank: number;
  score: number;
}

const bestFirst = (a: Entry, b: Entry) => b.score - a.score || a.viewer - b.viewer || a.rank - b.rank;

/** Each viewer's final list: ranks into their exact list, at most `listSize`, in score order. */
export function applyFairExposure(lists: readonly TopList[], plan: ExposurePlan): Int32Array[] {
  const cap = exposureCap(lists, plan);
  const top = (list: TopList) => Math.min(plan.listSize, list.others.length);
  const shownIn = new Int32Array(plan.attendeeCount);
  const listedBy: Entry[][] = Array.from({ length: plan.attendeeCount }, () => []);
  lists.forEach((list, viewer) => {
    for (let rank = 0; rank < top(list); rank++) {
      const other = list.others[rank]!;
      shownIn[other]!++;
      listedBy[other]!.push({ viewer, rank, score: list.scores[rank]! });
    }
  });
  /** Dropped (viewer, rank) pairs, as viewer × 2^16 + rank. */
  const dropped = new Set<number>();
  const key = (viewer: number, rank: number) => viewer * 65_536 + rank;
  const losers = new Set<number>();
  shownIn.forEach((count, other) => {
    if (count <= cap) return;
    // Those who said INTERESTED keep them; the other lists where they score highest share what is left of the cap.
    const entries = listedBy[other]!;
    const exempt = entries.filter((entry) => plan.exempt(entry.viewer, other));
    const capped = entries.filter((entry) => !plan.exempt(entry.viewer, other)).sort(bestFirst);
    for (const entry of capped.slice(Math.max(0, cap - exempt.length))) {
      dropped.add(key(entry.viewer, entry.rank));
      losers.add(entry.viewer);
    }
    shownIn[other] = Math.max(cap, exempt.length);
  });
  const kept = lists.map((list, viewer) => {
    const ranks: number[] = [];
    for (let rank = 0; rank < top(list); rank++) ranks.push(rank);
    return losers.has(viewer) ? ranks.filter((rank) => !dropped.has(key(viewer, rank))) : ranks;
  });
  // Refills: the next best of the lists that lost someone, best scores first across the event.
  const refills: Entry[] = [];
  for (const viewer of losers) {
    const list = lists[viewer]!;
    for (let rank = top(list); rank < list.others.length; rank++) refills.push({ viewer, rank, score: list.scores[rank]! });
  }
  for (const { viewer, rank } of refills.sort(bestFirst)) {
    const other = lists[viewer]!.others[rank]!;
    if (kept[viewer]!.length >= plan.listSize) continue;
    if (shownIn[other]! >= cap && !plan.exempt(viewer, other)) continue;
    kept[viewer]!.push(rank);
    shownIn[other]!++;
  }
  return kept.map((ranks) => Int32Array.from(ranks.sort((a, b) => a - b)));
}
