import type { EventModel } from './event-model.ts';
import { Walk, toProspect, toViewer } from './ranking-walk.ts';
import { DenseQuery, densePairScore, harmonicMean, type SemanticVectors, type ViewerQuery } from './scoring.ts';
import type { SparseRows } from './sparse.ts';
import { TopK, type TopList } from './top-prospects.ts';

/** What the ranking needs per viewer: their query, who they must never see, how many to keep. */
export interface RankingPlan {
  queryOf(viewer: number): ViewerQuery;
  barredFor(viewer: number): Iterable<number>;
  depthOf(viewer: number): number;
  /** The viewer's query is their own vectors and only pairs excluded both ways are barred: their score of a pair is the other's. */
  symmetric(viewer: number): boolean;
}

/**
 * Every viewer's exact top list by pair score, without scoring all pairs (the same lists as the
 * all-pairs loop, ties by attendee index, that is user id).
 *
 * 1. Seed: the viewer's most telling dims (largest possible contribution) are walked in the
 *    inverted indexes for a few thousand postings; the attendees with the best partial sums are
 *    scored exactly, which gives a threshold θ the final list must reach. Scores are symmetric
 *    when neither viewer has learned weights: each one worked out is also offered to the other's
 *    list, so most viewers start with a full list, a threshold, and no seeding to do.
 * 2. Essential dims: a harmonic mean stays under θ when one direction is small enough, so an
 *    attendee that can enter must be listed under one of the viewer's "essential" dims of each
 *    direction (those without which the rest could not reach that amount). One direction's
 *    essential postings are walked to mark attendees, the other's only add to marked ones: the
 *    candidates are those listed on both sides.
 * 3. Candidates are bounded by their partial sums plus what the dims not walked could add, and
 *    scored exactly, best bound first, until no bound reaches the list's k-th score.
 * Semantic similarity has no index: it only enters the bounds, and when it alone could lift an
 * attendee no essential dim led to, every attendee is scored.
 */
export function exactTopLists(model: EventModel, semantic: SemanticVectors | null, plan: RankingPlan): TopList[] {
  const scratch = new RankingScratch(model.attendees.length, model.dimNames.length);
  const lists: (TopK | undefined)[] = new Array(model.attendees.length);
  return model.attendees.map((_, viewer) => rankViewer(model, semantic, plan, viewer, scratch, lists));
}

/** Float sums in another order differ in the last bits: a bound must clear the threshold by more than that to prune. */
const margin = 1 - 1e-9;
/** Scored exactly first, to set the threshold: this many times the list's length. */
const seedFactor = 4;
/** The seeding walk goes on, most telling steps first, until it has read this many postings. */
const seedPostings = 2048;
// Local bindings: the hot loops read these millions of times, and a module binding can cost a call each time.
const mean = harmonicMean;
const exactScore = densePairScore;
const viewerSide = toViewer;
const prospectSide = toProspect;

/** Buffers reused from viewer to viewer: nothing is allocated per posting. */
class RankingScratch {
  readonly accX: Float64Array;
  readonly accY: Float64Array;
  /** Which pass (seeding, or the first side's walk) last met an attendee: a number unique to each pass, so nothing is cleared between them. */
  readonly met: Int32Array;
  readonly barred: Int32Array;
  readonly scored: Int32Array;
  readonly touched: Int32Array;
  readonly keys: Float64Array;
  readonly candidates: Int32Array;
  /** Bitset over attendees: listed on both sides (a candidate). */
  readonly chosen: Int32Array;
  readonly walk = new Walk();
  readonly dense: DenseQuery;
  pass = 0;

  constructor(size: number, dimCount: number) {
    this.dense = new DenseQuery(dimCount);
    this.accX = new Float64Array(size);
    this.accY = new Float64Array(size);
    this.met = new Int32Array(size);
    this.barred = new Int32Array(size).fill(-1);
    this.scored = new Int32Array(size).fill(-1);
    this.touched = new Int32Array(size);
    this.keys = new Float64Array(size);
    this.candidates = new Int32Array(size);
    this.chosen = new Int32Array((size >>> 5) + 1);
  }
}

function postingsFor(model: EventModel, direction: number): SparseRows {
  return direction === viewerSide
    ? model.offerIndex.postings
    : direction === prospectSide
      ? model.needIndex.postings
      : model.topicIndex.postings;
}

/** Adds one step's postings to the partial sums, meeting new attendees on the way; answers how many were met. */
function walkStep(model: EventModel, scratch: RankingScratch, step: number, touchedCount: number): number {
  const { accX, accY, met, touched, pass, walk } = scratch;
  const direction = walk.direction[step]!;
  const index = postingsFor(model, direction);
  const weight = walk.weight[step]!;
  const addsX = direction !== prospectSide;
  const addsY = direction !== viewerSide;
  let count = touchedCount;
  for (let entry = walk.from[step]!, end = walk.to[step]!; entry < end; entry++) {
    const other = index.dims[entry]!;
    if (met[other] !== pass) {
      met[other] = pass;
      accX[other] = 0;
      accY[other] = 0;
      touched[count++] = other;
    }
    const part = weight * index.weights[entry]!;
    if (addsX) accX[other] = accX[other]! + part;
    if (addsY) accY[other] = accY[other]! + part;
  }
  return count;
}

/**
 * `lists` holds every viewer's list: a score worked out for a pair of two symmetric viewers is
 * offered to the list of the one whose turn is still to come, which then starts with a threshold.
 */
function rankViewer(
  model: EventModel,
  semantic: SemanticVectors | null,
  plan: RankingPlan,
  viewer: number,
  scratch: RankingScratch,
  lists: (TopK | undefined)[],
): TopList {
  const k = plan.depthOf(viewer);
  const top = (lists[viewer] ??= new TopK(k));
  lists[viewer] = undefined;
  if (k === 0) return top.sorted();
  const query = plan.queryOf(viewer);
  const { barred, scored, walk } = scratch;
  barred[viewer] = viewer;
  for (const other of plan.barredFor(viewer)) barred[other] = viewer;
  for (const other of top.members()) scored[other] = viewer;
  walk.plan(model, query);
  const { dense } = scratch;
  dense.load(query);
  const shares = plan.symmetric(viewer);
  const score = (other: number) => {
    scored[other] = viewer;
    const pairScore = exactScore(model, semantic, dense, query, other);
    top.offer(other, pairScore);
    if (shares && other > viewer && pairScore > 0 && plan.symmetric(other))
      (lists[other] ??= new TopK(plan.depthOf(other))).offer(viewer, pairScore);
  };
  // A list others filled already has a threshold; an empty one gets its first scores from the most telling dims.
  if (top.size < k) seed(model, scratch, viewer, seedFactor * k, score);

  // Essential steps of each direction, for the threshold the seeds set (0 while the list is not full: every step).
  const threshold = top.size === k ? top.threshold * margin : 0;
  const { count, essentialX, essentialY } = candidatesOnBothSides(model, scratch, viewer, threshold);

  const left = walk.leftOver();
  const { accX, accY, keys, candidates } = scratch;
  const { needNorm, offerNorm, topicNorm } = model;
  let kept = 0;
  for (let at = 0; at < count; at++) {
    const other = candidates[at]!;
    // What the steps left could add to each direction: the sum of their bounds, or (Cauchy–Schwarz) the length of
    // the query left times the length of the attendee's vector, whichever is less.
    const topicLeft = left.topicLength * topicNorm[other]!;
    const leftX = Math.min(left.x, left.needLength * offerNorm[other]! + topicLeft + walk.semanticX);
    const leftY = Math.min(left.y, left.offerLength * needNorm[other]! + topicLeft + walk.semanticY);
    const bound = mean(accX[other]! + leftX, accY[other]! + leftY);
    if (bound <= 0 || bound < threshold) continue;
    keys[other] = bound;
    candidates[kept++] = other;
  }
  // Best bound first, from a heap: usually only the first few dozen are scored before the bounds fall under the list.
  heapify(candidates, kept, keys);
  for (let left = kept; left > 0; left--) {
    const other = candidates[0]!;
    if (top.size === k && keys[other]! < top.threshold * margin) break;
    score(other);
    candidates[0] = candidates[left - 1]!;
    siftDown(candidates, left - 1, keys, 0);
  }
  // Only a semantic match can lift an attendee listed under no essential dim of a side (every dim of it was
  // essential): when it could lift them into the list, everyone is scored.
  const finalThreshold = top.size === k ? top.threshold * margin : 0;
  const lifts = (essential: number, sideCount: number, left: number, otherTotal: number) =>
    essential === sideCount && left > 0 && mean(left, otherTotal) >= finalThreshold;
  if (lifts(essentialX, walk.xCount, walk.semanticX, walk.totalY) || lifts(essentialY, walk.yCount, walk.semanticY, walk.totalX)) {
    for (let other = 0; other < model.attendees.length; other++) if (barred[other] !== viewer && scored[other] !== viewer) score(other);
  }
  dense.clear(query);
  return top.sorted();
}

/** Walks the most telling steps first and scores the `count` attendees with the best partial sums. */
function seed(model: EventModel, scratch: RankingScratch, viewer: number, count: number, score: (other: number) => void): void {
  const { accX, accY, barred, scored, touched, keys, walk } = scratch;
  scratch.pass++;
  let touchedCount = 0;
  let postings = 0;
  for (let step = 0; step < walk.count && (touchedCount < count || postings < seedPostings); step++) {
    touchedCount = walkStep(model, scratch, step, touchedCount);
    postings += walk.to[step]! - walk.from[step]!;
  }
  // Early on most attendees are met in one direction only: the sum of both picks the promising ones.
  let eligible = 0;
  for (let at = 0; at < touchedCount; at++) {
    const other = touched[at]!;
    if (barred[other] !== viewer) keys[eligible++] = accX[other]! + accY[other]!;
  }
  if (eligible === 0) return;
  const cut = kthLargest(keys, eligible, Math.min(count, eligible));
  // Seeds only set a threshold: among many equal sums, any will do, so no more than `count` are scored.
  let seeds = 0;
  for (let pick = 0; pick < 2 && seeds < count; pick++) {
    for (let at = 0; at < touchedCount && seeds < count; at++) {
      const other = touched[at]!;
      const sum = accX[other]! + accY[other]!;
      if (barred[other] === viewer || scored[other] === viewer || (pick === 0 ? sum <= cut : sum !== cut)) continue;
      score(other);
      seeds++;
    }
  }
}

/**
 * How many of a direction's steps (most telling first) are essential: past them, what the rest
 * could add to that direction (`rest`), even with all the other direction could get
 * (`otherTotal`), gives a harmonic mean under the threshold.
 */
function essentialSteps(rest: Float64Array, sideCount: number, otherTotal: number, threshold: number): number {
  let essential = 0;
  while (essential < sideCount && mean(rest[essential]!, otherTotal) >= threshold) essential++;
  return essential;
}

/**
 * The attendees listed under an essential step of each side (in `candidates`, not barred, not
 * scored yet), with their partial sums over the steps walked. The side with fewer essential
 * postings is walked first, adding to everyone it lists; the most that side can then give anyone
 * (the best partial sum plus what its steps left could add) is far less than the sum of its
 * bounds, so fewer steps of the other side are essential. Those are walked next, adding only to
 * attendees already met: whoever they list is a candidate.
 */
function candidatesOnBothSides(model: EventModel, scratch: RankingScratch, viewer: number, threshold: number): Candidates {
  const { accX, accY, met, touched, walk, chosen } = scratch;
  const looseX = essentialSteps(walk.xRest, walk.xCount, walk.totalY, threshold);
  const looseY = essentialSteps(walk.yRest, walk.yCount, walk.totalX, threshold);
  let xPostings = 0;
  let yPostings = 0;
  for (let at = 0; at < looseX; at++) xPostings += walk.to[walk.xSteps[at]!]! - walk.from[walk.xSteps[at]!]!;
  for (let at = 0; at < looseY; at++) yPostings += walk.to[walk.ySteps[at]!]! - walk.from[walk.ySteps[at]!]!;
  const xFirst = xPostings <= yPostings;
  const firstSteps = xFirst ? walk.xSteps : walk.ySteps;
  const firstCount = xFirst ? looseX : looseY;
  const pass = ++scratch.pass;
  let touchedCount = 0;
  for (let at = 0; at < firstCount; at++) touchedCount = walkStep(model, scratch, firstSteps[at]!, touchedCount);
  for (let at = 0; at < firstCount; at++) walk.walked[firstSteps[at]!] = 1;
  let most = 0;
  const firstAcc = xFirst ? accX : accY;
  for (let at = 0; at < touchedCount; at++) most = Math.max(most, firstAcc[touched[at]!]!);
  const firstMost = most + (xFirst ? walk.xRest[looseX]! : walk.yRest[looseY]!);
  const secondSteps = xFirst ? walk.ySteps : walk.xSteps;
  const secondCount = xFirst
    ? essentialSteps(walk.yRest, walk.yCount, Math.min(walk.totalX, firstMost), threshold)
    : essentialSteps(walk.xRest, walk.xCount, Math.min(walk.totalY, firstMost), threshold);
  chosen.fill(0);
  let count = 0;
  for (let at = 0; at < secondCount; at++) {
    const step = secondSteps[at]!;
    // A topic step of both sides was walked already: its postings only mark.
    const add = walk.walked[step] !== 1;
    walk.walked[step] = 1;
    const direction = walk.direction[step]!;
    const index = postingsFor(model, direction);
    const weight = walk.weight[step]!;
    for (let entry = walk.from[step]!, end = walk.to[step]!; entry < end; entry++) {
      const other = index.dims[entry]!;
      if (met[other] !== pass) continue;
      if (add) {
        const part = weight * index.weights[entry]!;
        if (direction !== prospectSide) accX[other] = accX[other]! + part;
        if (direction !== viewerSide) accY[other] = accY[other]! + part;
      }
      const word = other >>> 5;
      const bit = 1 << (other & 31);
      if (!(chosen[word]! & bit)) count = choose(scratch, viewer, other, word, bit, count);
    }
  }
  return { count, essentialX: xFirst ? looseX : secondCount, essentialY: xFirst ? secondCount : looseY };
}

interface Candidates {
  count: number;
  /** How many steps of each side were essential (walked). */
  essentialX: number;
  essentialY: number;
}

/** Listed on both sides for the first time: a candidate, unless barred or scored already; answers the candidate count. */
function choose(scratch: RankingScratch, viewer: number, other: number, word: number, bit: number, count: number): number {
  const { barred, scored, candidates, chosen } = scratch;
  chosen[word]! |= bit;
  if (barred[other] === viewer || scored[other] === viewer) return count;
  candidates[count] = other;
  return count + 1;
}

/** Max-heap of the first `count` attendees in `heap`, by key, lower index first at equal keys. */
function heapify(heap: Int32Array, count: number, keys: Float64Array): void {
  for (let at = (count >> 1) - 1; at >= 0; at--) siftDown(heap, count, keys, at);
}

function siftDown(heap: Int32Array, count: number, keys: Float64Array, from: number): void {
  let at = from;
  for (;;) {
    const left = 2 * at + 1;
    let best = at;
    if (left < count && keyBefore(keys, heap[left]!, heap[best]!)) best = left;
    if (left + 1 < count && keyBefore(keys, heap[left + 1]!, heap[best]!)) best = left + 1;
    if (best === at) return;
    const swap = heap[at]!;
    heap[at] = heap[best]!;
    heap[best] = swap;
    at = best;
  }
}

function keyBefore(keys: Float64Array, a: number, b: number): boolean {
  return keys[a]! > keys[b]! || (keys[a] === keys[b] && a < b);
}

/** Quickselect over values[0..count): the k-th largest (1-based). Reorders the prefix. */
function kthLargest(values: Float64Array, count: number, k: number): number {
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
