import type { TopList } from './top-prospects.ts';

/**
 * Fair exposure, after exact ranking: nobody appears in more than `exposureCapFactor` times the
 * average number of lists a person appears in (at least one), so the most attractive profiles
 * do not fill every list and the others get seen. Pairs are taken best score first across the
 * whole event (ties by viewer, then prospect): a capped person keeps the lists where they score
 * highest, and the viewers who lose them get their next best instead. A person the viewer
 * already said INTERESTED to stays in that list whatever the cap (and counts towards it).
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

/** Each viewer's final list: indexes into their exact list, at most `listSize`, in score order. */
export function applyFairExposure(lists: readonly TopList[], plan: ExposurePlan): Int32Array[] {
  const cap = exposureCap(lists, plan);
  const shownIn = new Int32Array(plan.attendeeCount);
  for (const list of lists) for (let at = 0; at < Math.min(plan.listSize, list.others.length); at++) shownIn[list.others[at]!]!++;
  // Nobody over the cap: every list is its exact top.
  if (shownIn.every((count) => count <= cap)) return lists.map((list) => rangeUpTo(Math.min(plan.listSize, list.others.length)));

  const viewerOf: number[] = [];
  const rankOf: number[] = [];
  lists.forEach((list, viewer) => {
    for (let at = 0; at < list.others.length; at++) {
      viewerOf.push(viewer);
      rankOf.push(at);
    }
  });
  const score = (entry: number) => lists[viewerOf[entry]!]!.scores[rankOf[entry]!]!;
  const other = (entry: number) => lists[viewerOf[entry]!]!.others[rankOf[entry]!]!;
  const order = Array.from({ length: viewerOf.length }, (_, entry) => entry).sort(
    (a, b) => score(b) - score(a) || viewerOf[a]! - viewerOf[b]! || rankOf[a]! - rankOf[b]!,
  );
  shownIn.fill(0);
  const kept: number[][] = lists.map(() => []);
  for (const entry of order) {
    const viewer = viewerOf[entry]!;
    const prospect = other(entry);
    if (kept[viewer]!.length >= plan.listSize) continue;
    if (shownIn[prospect]! >= cap && !plan.exempt(viewer, prospect)) continue;
    kept[viewer]!.push(rankOf[entry]!);
    shownIn[prospect]!++;
  }
  return kept.map((ranks) => Int32Array.from(ranks.sort((a, b) => a - b)));
}

function rangeUpTo(count: number): Int32Array {
  return Int32Array.from({ length: count }, (_, at) => at);
}
