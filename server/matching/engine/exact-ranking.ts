import type { EventModel } from './event-model.ts';
import {
  harmonicMean,
  mostMeaning,
  pairOfStandings,
  pairScore,
  topicWeight,
  viewerQuery,
  type SemanticVectors,
  type ViewerQuery,
} from './scoring.ts';
import type { SparseRows, SparseVector } from './sparse.ts';
import { TopLists, type TopList } from './top-prospects.ts';

/** What the ranking needs per viewer: their query, who they must never see, how many to keep. */
export interface RankingPlan {
  queryOf(viewer: number): ViewerQuery;
  /** Kept apart both ways (blocked, hidden): never in each other's lists. */
  excludedFor(viewer: number): Iterable<number>;
  /** Declined by the viewer: kept out of the viewer's own list only. */
  declinedBy(viewer: number): Iterable<number>;
  depthOf(viewer: number): number;
  /** The viewer ranks by their own vectors (nothing learned) and declined no one: their score of a pair is the other's. */
  symmetric(viewer: number): boolean;
}

/**
 * Every viewer's exact top list by pair score: the same lists, scores and ties (by attendee
 * index, that is user id) as the pair-by-pair reference (testing/naive-ranking.ts). Term at a time:
 *
 * - A viewer's needs, offers and topics are looked up in the inverted indexes, and each posting
 *   adds its product to the other attendee's two sums (what each is for the other). The products
 *   are added in the order `pairScore` adds them, so the sums are the pair's exact scores.
 * - A pair scores the same from both sides when both rank by their own vectors ("symmetric"):
 *   those viewers read only the postings of the attendees after them (postings are in attendee
 *   order) and offer each score to both lists, so every such pair is worked out once.
 * - A viewer with learned weights or declined people reads everyone for their own list, and
 *   reads again by their own vectors for the symmetric attendees after them.
 * - The sums are then read in attendee order, and a pair goes on only when it could enter one of
 *   the two lists (most stop there). Semantic similarity, which has no index, enters that test as
 *   the most it could add; the pairs that pass are then scored one by one.
 *
 * - Where each direction is read by its rank in the event (meaning read, `direction-ranks.ts`),
 *   every pair is scored one by one instead.
 *
 * The walk this replaced pruned postings by score bounds (a MaxScore kind: weight tiers, the dims
 * each side could not do without) and measured slower at every event size: thresholds in these
 * events sit low against what single dims add, so most postings stayed essential, and the
 * bookkeeping outweighed what was skipped (docs/benchmarks.md, bench:matching).
 */
export function exactTopLists(model: EventModel, semantic: SemanticVectors | null, plan: RankingPlan): TopList[] {
  const ranking = new Ranking(model, semantic, plan);
  for (let viewer = 0; viewer < model.attendees.length; viewer++) ranking.rank(viewer);
  return model.attendees.map((_, viewer) => ranking.lists.sorted(viewer));
}

/** Reads postings of every attendee: none is before this one. */
const everyone = -1;
/** Float sums in another order differ in the last bits: the entry test lets through what is this close. */
const margin = 1 - 1e-9;

class Ranking {
  readonly lists: TopLists;
  private readonly symmetric: Uint8Array;
  /** Marked with the viewer's index: kept out of that viewer's reading. */
  private readonly barred: Int32Array;
  /** By attendee: [2a] what a is for the viewer (x), [2a + 1] what the viewer is for a (y); zero between readings. */
  private readonly sums: Float64Array;
  /** The pairs of one reading that could enter a list, with their two sums. */
  private readonly candidates: Int32Array;
  private readonly candidateSums: Float64Array;

  constructor(
    private readonly model: EventModel,
    private readonly semantic: SemanticVectors | null,
    private readonly plan: RankingPlan,
  ) {
    const size = model.attendees.length;
    this.lists = new TopLists(Int32Array.from({ length: size }, (_, viewer) => plan.depthOf(viewer)));
    this.symmetric = Uint8Array.from({ length: size }, (_, viewer) => (plan.symmetric(viewer) ? 1 : 0));
    this.barred = new Int32Array(size).fill(-1);
    this.sums = new Float64Array(2 * size);
    this.candidates = new Int32Array(size);
    this.candidateSums = new Float64Array(2 * size);
  }

  rank(viewer: number): void {
    const { barred, plan } = this;
    for (const other of plan.excludedFor(viewer)) barred[other] = viewer;
    if (this.symmetric[viewer] === 1) {
      this.read(viewer, plan.queryOf(viewer), viewer, true, true);
      return;
    }
    this.read(viewer, viewerQuery(this.model, this.semantic, viewer, null), viewer, false, true);
    for (const other of plan.declinedBy(viewer)) barred[other] = viewer;
    this.read(viewer, plan.queryOf(viewer), everyone, true, false);
  }

  /**
   * Scores the viewer (by `query`) against every attendee after `after`, offering each score to
   * the viewer's list (`own`) and to the other's, when the other is symmetric (`share`).
   */
  private read(viewer: number, query: ViewerQuery, after: number, own: boolean, share: boolean): void {
    const { model, semantic, sums } = this;
    if (semantic?.ranks) {
      this.scoreEveryone(viewer, query, after, own, share);
      return;
    }
    let last = Math.max(
      addProducts(sums, query.need, model.offerIndex, after, toX),
      addProducts(sums, query.offer, model.needIndex, after, toY),
      addProducts(sums, query.topic, model.topicIndex, after, toBoth),
    );
    if (semantic) last = this.addMostMeaning(query, after);
    const count = this.collect(viewer, after, last, own, share);
    const { candidates, candidateSums, lists, barred, symmetric } = this;
    for (let at = 0; at < count; at++) {
      const other = candidates[at]!;
      if (other === viewer || barred[other] === viewer) continue;
      const score = semantic
        ? pairScore(model, semantic, query, other).score
        : harmonicMean(candidateSums[2 * at]!, candidateSums[2 * at + 1]!);
      if (own) lists.offer(viewer, other, score);
      if (share && symmetric[other] === 1) lists.offer(other, viewer, score);
    }
  }

  /**
   * Where directions are read by their ranks in the event, a pair's score is no function of its
   * raw sums that an entry test could bound: every pair after `after` is scored (such events are
   * small enough to, `semanticAttendeeLimit`), from the raw directions the ranks were made of
   * unless the query is re-weighted by what the viewer declined.
   */
  private scoreEveryone(viewer: number, query: ViewerQuery, after: number, own: boolean, share: boolean): void {
    const { model, semantic, lists, barred, symmetric } = this;
    const ranks = semantic!.ranks!;
    const reweighted = own && this.symmetric[viewer] === 0;
    for (let other = after + 1; other < model.attendees.length; other++) {
      if (other === viewer || barred[other] === viewer) continue;
      const score = reweighted
        ? pairScore(model, semantic, query, other).score
        : pairOfStandings(ranks.standing(viewer, other, ranks.raw(viewer, other)), ranks.standing(other, viewer, ranks.raw(other, viewer)));
      if (own) lists.offer(viewer, other, score);
      if (share && symmetric[other] === 1) lists.offer(other, viewer, score);
    }
  }

  /**
   * Semantic similarity has no index and can lift a pair that shares no dim: every sum after
   * `after` gets the most it could add, so the entry test lets through whoever it could lift
   * (their exact score is then worked out pair by pair); answers the last attendee.
   */
  private addMostMeaning(query: ViewerQuery, after: number): number {
    const { sums } = this;
    const semantic = this.semantic!;
    const most = mostMeaning(semantic);
    const last = this.model.attendees.length - 1;
    // Without an alignment, a pair gains from meaning only when both have vectors; with one, any pair may.
    const anyone = semantic.covers !== null;
    for (let other = after + 1; other <= last; other++) {
      if (anyone || (query.lookingFor && semantic.canOffer[other])) sums[2 * other] = sums[2 * other]! + most;
      if (anyone || (query.canOffer && semantic.lookingFor[other])) sums[2 * other + 1] = sums[2 * other + 1]! + most;
    }
    return last;
  }

  /**
   * Reads the sums of the attendees after..last in order, clearing them, and keeps as candidates
   * the pairs whose harmonic mean could enter the viewer's list or the other's, by the lists'
   * entry scores now; answers how many.
   */
  private collect(viewer: number, after: number, last: number, own: boolean, share: boolean): number {
    const { sums, candidates, candidateSums } = this;
    const entry = this.lists.entry;
    const viewerEntry = own ? entry[viewer]! : Infinity;
    let count = 0;
    for (let other = after + 1; other <= last; other++) {
      const x = sums[2 * other]!;
      const y = sums[2 * other + 1]!;
      // harmonicMean(x, y) ≥ e  ⇔  2xy ≥ e(x + y), without a division per pair.
      const product = 2 * x * y;
      const sum = (x + y) * margin;
      if (product > viewerEntry * sum || (share && product > entry[other]! * sum)) {
        candidates[count] = other;
        candidateSums[2 * count] = x;
        candidateSums[2 * count + 1] = y;
        count++;
      }
    }
    sums.fill(0, 2 * (after + 1), 2 * (last + 1));
    return count;
  }
}

/** Which of an attendee's sums a part of the query adds to: x, y, or both (shared topics). */
const toX = 0;
const toY = 1;
const toBoth = 2;

/**
 * Adds the products of the vector's weights with the postings of the attendees after `after`
 * listed under its dims, dim by dim in order, to x or y (weight × posting weight) or to both
 * (topics: topicWeight × that product, as scoring.ts adds them); answers the last attendee met.
 */
function addProducts(sums: Float64Array, vector: SparseVector, index: SparseRows, after: number, to: number): number {
  const { dims: postings, weights, start } = index;
  let last = after;
  for (let entry = 0; entry < vector.dims.length; entry++) {
    const dim = vector.dims[entry]!;
    const weight = vector.weights[entry]!;
    const end = start[dim + 1]!;
    let at = firstAfter(postings, start[dim]!, end, after);
    if (to === toBoth) {
      for (; at < end; at++) {
        const term = topicWeight * (weight * weights[at]!);
        const x = 2 * postings[at]!;
        sums[x] = sums[x]! + term;
        sums[x + 1] = sums[x + 1]! + term;
      }
    } else {
      // Two postings a turn: this loop is most of the ranking's time, and V8 does not unroll (a tenth faster).
      for (; at + 1 < end; at += 2) {
        const first = 2 * postings[at]! + to;
        const second = 2 * postings[at + 1]! + to;
        sums[first] = sums[first]! + weight * weights[at]!;
        sums[second] = sums[second]! + weight * weights[at + 1]!;
      }
      if (at < end) {
        const only = 2 * postings[at]! + to;
        sums[only] = sums[only]! + weight * weights[at]!;
      }
    }
    if (end > start[dim]! && postings[end - 1]! > last) last = postings[end - 1]!;
  }
  return last;
}

/** The first position in sorted[from..to) holding a value above `after` (binary search). */
function firstAfter(sorted: Int32Array, from: number, to: number, after: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! <= after) low = middle + 1;
    else high = middle;
  }
  return low;
}
