import type { EventModel } from './event-model.ts';
import { semanticWeight, topicWeight, type ViewerQuery } from './scoring.ts';
import type { SparseVector } from './sparse.ts';
import type { TieredIndex } from './tiered-index.ts';

/** A step's dim is looked up in the offers (it is one of the viewer's needs), the needs (an offer), or the topics (both). */
export const toViewer = 0;
export const toProspect = 1;
export const toBoth = 2;

/**
 * What the steps not walked could add: to x and y (the sum of their bounds, semantics
 * included), and the length of the viewer's weights left in each part (needs, offers, topics).
 */
export interface LeftOver {
  x: number;
  y: number;
  needLength: number;
  offerLength: number;
  topicLength: number;
}

/**
 * A viewer's query as steps through the inverted indexes, most telling first (largest possible
 * contribution: the query weight times the largest weight the index holds for the dim).
 * x is what the other is for the viewer (needs → offers, and topics), y the reverse. One walk is
 * filled again for each viewer: its buffers only grow.
 */
export class Walk {
  count = 0;
  direction = new Int8Array(0);
  dim = new Int32Array(0);
  weight = new Float64Array(0);
  bound = new Float64Array(0);
  /** The step's postings: a tier of its dim. */
  from = new Int32Array(0);
  to = new Int32Array(0);
  /** The step of the next (lighter) and previous tier of the same dim and direction, or -1. */
  nextTier = new Int32Array(0);
  previousTier = new Int32Array(0);
  /** 1 once the step's postings were walked. */
  walked = new Uint8Array(0);
  /** The steps adding to x, most telling first, and what those from each on could add (then the semantic bound). */
  xSteps = new Int32Array(0);
  xCount = 0;
  xRest = new Float64Array(0);
  ySteps = new Int32Array(0);
  yCount = 0;
  yRest = new Float64Array(0);
  totalX = 0;
  totalY = 0;
  /** The most semantic similarity could add to each direction. */
  semanticX = 0;
  semanticY = 0;
  private order = new Int32Array(0);
  private copy = {
    direction: new Int8Array(0),
    dim: new Int32Array(0),
    weight: new Float64Array(0),
    bound: new Float64Array(0),
    from: new Int32Array(0),
    to: new Int32Array(0),
  };

  plan(model: EventModel, query: ViewerQuery): void {
    const tiers = (vector: SparseVector, index: TieredIndex) => {
      let total = 0;
      for (const d of vector.dims) total += index.tierFirst[d + 1]! - index.tierFirst[d]!;
      return total;
    };
    const count = tiers(query.need, model.offerIndex) + tiers(query.offer, model.needIndex) + tiers(query.topic, model.topicIndex);
    this.reserve(count);
    const { direction, dim, weight, bound, from, to } = this;
    let at = 0;
    const add = (side: number, vector: SparseVector, scale: number, index: TieredIndex) => {
      for (let entry = 0; entry < vector.dims.length; entry++) {
        const d = vector.dims[entry]!;
        let start = index.postings.start[d]!;
        for (let tier = index.tierFirst[d]!; tier < index.tierFirst[d + 1]!; tier++) {
          direction[at] = side;
          dim[at] = d;
          weight[at] = scale * vector.weights[entry]!;
          bound[at] = weight[at]! * index.tierMax[tier]!;
          from[at] = start;
          to[at] = start = index.tierEnd[tier]!;
          at++;
        }
      }
    };
    add(toViewer, query.need, 1, model.offerIndex);
    add(toProspect, query.offer, 1, model.needIndex);
    add(toBoth, query.topic, topicWeight, model.topicIndex);
    this.count = count;
    this.sortByBound();
    this.linkTiers();
    this.walked.fill(0, 0, count);
    this.semanticX = query.lookingFor ? semanticWeight : 0;
    this.semanticY = query.canOffer ? semanticWeight : 0;
    this.xCount = 0;
    this.yCount = 0;
    for (let step = 0; step < count; step++) {
      if (direction[step] !== toProspect) this.xSteps[this.xCount++] = step;
      if (direction[step] !== toViewer) this.ySteps[this.yCount++] = step;
    }
    // An attendee's offers, needs and topics have lengths of at most these: Cauchy–Schwarz bounds what the rest can add.
    const { maxNeedNorm, maxOfferNorm, maxTopicNorm } = model;
    this.totalX = this.suffixSums(this.xSteps, this.xCount, this.semanticX, this.xRest, maxOfferNorm, maxTopicNorm);
    this.totalY = this.suffixSums(this.ySteps, this.yCount, this.semanticY, this.yRest, maxNeedNorm, maxTopicNorm);
  }

  /**
   * What the steps left unwalked could still add to x and to y: an attendee is in one tier of a
   * dim, so each dim counts with its heaviest tier not walked (tiers are walked heaviest first).
   */
  leftOver(): LeftOver {
    const left: LeftOver = { x: this.semanticX, y: this.semanticY, needLength: 0, offerLength: 0, topicLength: 0 };
    for (let step = 0; step < this.count; step++) {
      const previous = this.previousTier[step]!;
      if (this.walked[step] === 1 || (previous >= 0 && this.walked[previous] !== 1)) continue;
      const direction = this.direction[step]!;
      const squared = this.weight[step]! ** 2;
      if (direction !== toProspect) left.x += this.bound[step]!;
      if (direction !== toViewer) left.y += this.bound[step]!;
      if (direction === toViewer) left.needLength += squared;
      else if (direction === toProspect) left.offerLength += squared;
      else left.topicLength += squared;
    }
    left.needLength = Math.sqrt(left.needLength);
    left.offerLength = Math.sqrt(left.offerLength);
    left.topicLength = Math.sqrt(left.topicLength);
    return left;
  }

  /**
   * rest[i]: what steps[i..count) could add (plus `last`, the semantic bound): the sum of their
   * bounds, each dim by its heaviest tier among them, or the length of their weights times the
   * longest vector they meet (`ownNorm` for the direction's own dims, `topicNorm` for topics),
   * whichever is less; answers rest[0].
   */
  private suffixSums(steps: Int32Array, count: number, last: number, rest: Float64Array, ownNorm: number, topicNorm: number): number {
    let sum = 0;
    let ownSquares = 0;
    let topicSquares = 0;
    rest[count] = last;
    for (let at = count - 1; at >= 0; at--) {
      const step = steps[at]!;
      const lighter = this.nextTier[step]!;
      sum += this.bound[step]! - (lighter >= 0 ? this.bound[lighter]! : 0);
      if (lighter < 0) {
        if (this.direction[step] === toBoth) topicSquares += this.weight[step]! ** 2;
        else ownSquares += this.weight[step]! ** 2;
      }
      rest[at] = last + Math.min(sum, Math.sqrt(ownSquares) * ownNorm + Math.sqrt(topicSquares) * topicNorm);
    }
    return rest[0]!;
  }

  private linkTiers(): void {
    const last = new Map<number, number>();
    for (let step = 0; step < this.count; step++) {
      const key = this.direction[step]! * 0x10000000 + this.dim[step]!;
      const previous = last.get(key) ?? -1;
      this.previousTier[step] = previous;
      this.nextTier[step] = -1;
      if (previous >= 0) this.nextTier[previous] = step;
      last.set(key, step);
    }
  }

  /** Steps by bound, largest first (ties by direction, then dim): insertion sort of a few dozen. */
  private sortByBound(): void {
    const { order, direction, dim, weight, bound, from, to, count } = this;
    for (let step = 0; step < count; step++) order[step] = step;
    const before = (a: number, b: number) =>
      bound[a]! > bound[b]! || (bound[a] === bound[b] && (direction[a]! - direction[b]! || dim[a]! - dim[b]! || from[a]! - from[b]!) < 0);
    for (let i = 1; i < count; i++) {
      const step = order[i]!;
      let j = i - 1;
      while (j >= 0 && before(step, order[j]!)) {
        order[j + 1] = order[j]!;
        j--;
      }
      order[j + 1] = step;
    }
    const copy = this.copy;
    copy.direction.set(direction.subarray(0, count));
    copy.dim.set(dim.subarray(0, count));
    copy.weight.set(weight.subarray(0, count));
    copy.bound.set(bound.subarray(0, count));
    copy.from.set(from.subarray(0, count));
    copy.to.set(to.subarray(0, count));
    for (let at = 0; at < count; at++) {
      const source = order[at]!;
      direction[at] = copy.direction[source]!;
      dim[at] = copy.dim[source]!;
      weight[at] = copy.weight[source]!;
      bound[at] = copy.bound[source]!;
      from[at] = copy.from[source]!;
      to[at] = copy.to[source]!;
    }
  }

  private reserve(count: number): void {
    if (count <= this.dim.length) return;
    const size = Math.max(count, 2 * this.dim.length, 64);
    this.direction = new Int8Array(size);
    this.dim = new Int32Array(size);
    this.weight = new Float64Array(size);
    this.bound = new Float64Array(size);
    this.from = new Int32Array(size);
    this.to = new Int32Array(size);
    this.nextTier = new Int32Array(size);
    this.previousTier = new Int32Array(size);
    this.walked = new Uint8Array(size);
    this.xSteps = new Int32Array(size);
    this.ySteps = new Int32Array(size);
    this.xRest = new Float64Array(size + 1);
    this.yRest = new Float64Array(size + 1);
    this.order = new Int32Array(size);
    this.copy = {
      direction: new Int8Array(size),
      dim: new Int32Array(size),
      weight: new Float64Array(size),
      bound: new Float64Array(size),
      from: new Int32Array(size),
      to: new Int32Array(size),
    };
  }
}
