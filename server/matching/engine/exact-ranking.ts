import type { EventModel } from './event-model.ts';
import { harmonicMean, pairScore, semanticWeight, topicWeight, type SemanticVectors, type ViewerQuery } from './scoring.ts';
import { TopK, type TopList } from './top-prospects.ts';

/** What the ranking needs per viewer: their query, who they must never see, how many to keep. */
export interface RankingPlan {
  queryOf(viewer: number): ViewerQuery;
  barredFor(viewer: number): Iterable<number>;
  depthOf(viewer: number): number;
}

/**
 * Every viewer's exact top list by pair score, without scoring all pairs. Per viewer, the
 * dims of their query are walked in the inverted indexes, the most telling first (largest
 * possible contribution), adding each dim's part of both directions to every attendee listed.
 * Partial sums are lower bounds, so the k-th best partial score bounds the list from below; an
 * attendee not met yet can score at most the harmonic mean of what the dims left could add to
 * each direction, and once that is below the bound the walk stops. Each attendee met is then
 * bounded by its partial sums plus what is left, and only those that can still enter are scored
 * exactly, with the same function as the all-pairs loop, so the lists are identical to it.
 */
export function exactTopLists(model: EventModel, semantic: SemanticVectors | null, plan: RankingPlan): TopList[] {
  const scratch = new RankingScratch(model.attendees.length);
  return model.attendees.map((_, viewer) => rankViewer(model, semantic, plan, viewer, scratch));
}

/** Float sums in another order differ in the last bits: a bound must clear the threshold by more than that to prune. */
const margin = 1 - 1e-9;

class RankingScratch {
  readonly accX: Float64Array;
  readonly accY: Float64Array;
  readonly seen: Int32Array;
  readonly barred: Int32Array;
  readonly touched: Int32Array;
  readonly bounds: Float64Array;
  readonly partials: Float64Array;
  readonly order: Int32Array;

  constructor(size: number) {
    this.accX = new Float64Array(size);
    this.accY = new Float64Array(size);
    this.seen = new Int32Array(size).fill(-1);
    this.barred = new Int32Array(size).fill(-1);
    this.touched = new Int32Array(size);
    this.bounds = new Float64Array(size);
    this.partials = new Float64Array(size);
    this.order = new Int32Array(size);
  }
}

const toViewer = 0;
const toProspect = 1;
const toBoth = 2;

/** The viewer's query as postings to walk: each dim with the index it is looked up in and its largest possible part. */
interface Walk {
  direction: Int8Array;
  dim: Int32Array;
  weight: Float64Array;
  /** What the rest of the walk (this step on) can still add to each direction. */
  restX: Float64Array;
  restY: Float64Array;
}

function planWalk(model: EventModel, query: ViewerQuery): Walk {
  const steps: { direction: number; dim: number; weight: number; bound: number }[] = [];
  query.need.dims.forEach((dim, at) => {
    const weight = query.need.weights[at]!;
    steps.push({ direction: toViewer, dim, weight, bound: weight * model.offerMax[dim]! });
  });
  query.offer.dims.forEach((dim, at) => {
    const weight = query.offer.weights[at]!;
    steps.push({ direction: toProspect, dim, weight, bound: weight * model.needMax[dim]! });
  });
  query.topic.dims.forEach((dim, at) => {
    const weight = topicWeight * query.topic.weights[at]!;
    steps.push({ direction: toBoth, dim, weight, bound: weight * model.topicMax[dim]! });
  });
  steps.sort((a, b) => b.bound - a.bound);
  const count = steps.length;
  const walk: Walk = {
    direction: Int8Array.from(steps, (step) => step.direction),
    dim: Int32Array.from(steps, (step) => step.dim),
    weight: Float64Array.from(steps, (step) => step.weight),
    restX: new Float64Array(count + 1),
    restY: new Float64Array(count + 1),
  };
  walk.restX[count] = query.lookingFor ? semanticWeight : 0;
  walk.restY[count] = query.canOffer ? semanticWeight : 0;
  for (let at = count - 1; at >= 0; at--) {
    const step = steps[at]!;
    walk.restX[at] = walk.restX[at + 1]! + (step.direction === toProspect ? 0 : step.bound);
    walk.restY[at] = walk.restY[at + 1]! + (step.direction === toViewer ? 0 : step.bound);
  }
  return walk;
}

function rankViewer(
  model: EventModel,
  semantic: SemanticVectors | null,
  plan: RankingPlan,
  viewer: number,
  scratch: RankingScratch,
): TopList {
  const { accX, accY, seen, barred, touched } = scratch;
  const k = plan.depthOf(viewer);
  if (k === 0) return new TopK(0).sorted();
  const query = plan.queryOf(viewer);
  barred[viewer] = viewer;
  for (const other of plan.barredFor(viewer)) barred[other] = viewer;
  const walk = planWalk(model, query);
  let touchedCount = 0;
  let lowerBound = 0;
  let postingsSinceBound = 0;
  let step = 0;
  for (; step < walk.dim.length; step++) {
    if (harmonicMean(walk.restX[step]!, walk.restY[step]!) < lowerBound * margin) break;
    const direction = walk.direction[step]!;
    const index = direction === toViewer ? model.offerIndex : direction === toProspect ? model.needIndex : model.topicIndex;
    const dim = walk.dim[step]!;
    const weight = walk.weight[step]!;
    const from = index.start[dim]!;
    const to = index.start[dim + 1]!;
    for (let at = from; at < to; at++) {
      const other = index.dims[at]!;
      if (seen[other] !== viewer) {
        seen[other] = viewer;
        accX[other] = 0;
        accY[other] = 0;
        touched[touchedCount++] = other;
      }
      const part = weight * index.weights[at]!;
      if (direction !== toProspect) accX[other] = accX[other]! + part;
      if (direction !== toViewer) accY[other] = accY[other]! + part;
    }
    postingsSinceBound += to - from;
    // Re-reading the k-th partial score costs a pass over the attendees met: done once per as many postings, it stays linear.
    if (postingsSinceBound >= touchedCount && touchedCount >= k) {
      lowerBound = kthPartialScore(scratch, viewer, touchedCount, k);
      postingsSinceBound = 0;
    }
  }
  const restX = walk.restX[step]!;
  const restY = walk.restY[step]!;
  if (touchedCount >= k) lowerBound = Math.max(lowerBound, kthPartialScore(scratch, viewer, touchedCount, k));

  const top = new TopK(k);
  const { bounds, order } = scratch;
  let candidates = 0;
  for (let at = 0; at < touchedCount; at++) {
    const other = touched[at]!;
    if (barred[other] === viewer) continue;
    const bound = harmonicMean(accX[other]! + restX, accY[other]! + restY);
    if (bound <= 0 || bound < lowerBound * margin) continue;
    bounds[other] = bound;
    order[candidates++] = other;
  }
  const byBound = Array.from(order.subarray(0, candidates)).sort((a, b) => bounds[b]! - bounds[a]!);
  for (const other of byBound) {
    if (top.size === k && bounds[other]! < top.threshold * margin) break;
    top.offer(other, pairScore(model, semantic, query, other).score);
  }
  // Only a semantic match can be left to an attendee no dim led to: then they are scored one by one.
  if (restX > 0 && restY > 0 && !(top.size === k && harmonicMean(restX, restY) < top.threshold * margin)) {
    for (let other = 0; other < model.attendees.length; other++) {
      if (seen[other] !== viewer && barred[other] !== viewer) top.offer(other, pairScore(model, semantic, query, other).score);
    }
  }
  return top.sorted();
}

/** The k-th largest harmonic mean of the partial sums: a lower bound of the k-th best exact score. */
function kthPartialScore(scratch: RankingScratch, viewer: number, touchedCount: number, k: number): number {
  const { accX, accY, barred, touched, partials } = scratch;
  let count = 0;
  for (let at = 0; at < touchedCount; at++) {
    const other = touched[at]!;
    if (barred[other] !== viewer) partials[count++] = harmonicMean(accX[other]!, accY[other]!);
  }
  if (count < k) return 0;
  return selectKthLargest(partials, count, k);
}

/** Quickselect over values[0..count): the k-th largest (1-based). Reorders the prefix. */
function selectKthLargest(values: Float64Array, count: number, k: number): number {
  let low = 0;
  let high = count - 1;
  const target = k - 1;
  while (low < high) {
    const pivot = values[(low + high) >> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! > pivot) i++;
      while (values[j]! < pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swap;
      }
    }
    if (target <= j) high = j;
    else if (target >= i) low = i;
    else return values[target]!;
  }
  return values[target]!;
}
