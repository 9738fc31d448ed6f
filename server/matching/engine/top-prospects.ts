/** A viewer's best prospects, best first: attendee indexes and their scores. */
export interface TopList {
  others: Int32Array;
  scores: Float64Array;
}

/**
 * Every viewer's k best (score, index) pairs seen so far, higher score first and, at equal
 * scores, lower index (attendees are sorted by user id, so ties go to the lower id). One binary
 * heap per viewer, its worst pair at the root, all heaps in two flat arrays: the ranking offers
 * millions of pairs, and objects per list would cost a pointer chase each.
 */
export class TopLists {
  /** The score a pair must reach to enter each list (a tie enters only with a lower index): 0 until full, never for an empty list. */
  readonly entry: Float64Array;
  private readonly first: Int32Array;
  private readonly size: Int32Array;
  private readonly others: Int32Array;
  private readonly scores: Float64Array;

  constructor(depths: ArrayLike<number>) {
    const count = depths.length;
    this.first = new Int32Array(count + 1);
    for (let list = 0; list < count; list++) this.first[list + 1] = this.first[list]! + depths[list]!;
    this.size = new Int32Array(count);
    this.entry = Float64Array.from({ length: count }, (_, list) => (depths[list] === 0 ? Infinity : 0));
    this.others = new Int32Array(this.first[count]!);
    this.scores = new Float64Array(this.first[count]!);
  }

  offer(list: number, other: number, score: number): void {
    if (!(score > 0) || score < this.entry[list]!) return;
    const first = this.first[list]!;
    const depth = this.first[list + 1]! - first;
    const size = this.size[list]!;
    if (size < depth) {
      this.siftUp(first, size, other, score);
      this.size[list] = size + 1;
      if (size + 1 === depth) this.entry[list] = this.scores[first]!;
      return;
    }
    if (score === this.scores[first] && other > this.others[first]!) return;
    this.siftDown(first, depth, other, score);
    this.entry[list] = this.scores[first]!;
  }

  /** The list, best first. */
  sorted(list: number): TopList {
    const first = this.first[list]!;
    const order = Array.from({ length: this.size[list]! }, (_, at) => first + at).sort((a, b) =>
      this.worse(this.scores[b]!, this.others[b]!, this.scores[a]!, this.others[a]!) ? -1 : 1,
    );
    return { others: Int32Array.from(order, (at) => this.others[at]!), scores: Float64Array.from(order, (at) => this.scores[at]!) };
  }

  /** Whether (score, other) ranks after (thanScore, thanOther). */
  private worse(score: number, other: number, thanScore: number, thanOther: number): boolean {
    return score < thanScore || (score === thanScore && other > thanOther);
  }

  /** Puts the pair at heap position `at` (the end) and moves it up past better parents. */
  private siftUp(first: number, from: number, other: number, score: number): void {
    const { others, scores } = this;
    let at = from;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!this.worse(score, other, scores[first + parent]!, others[first + parent]!)) break;
      others[first + at] = others[first + parent]!;
      scores[first + at] = scores[first + parent]!;
      at = parent;
    }
    others[first + at] = other;
    scores[first + at] = score;
  }

  /** Replaces the root (the worst pair) with this one and moves it down past worse children. */
  private siftDown(first: number, size: number, other: number, score: number): void {
    const { others, scores } = this;
    let at = 0;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= size) break;
      const right = child + 1;
      if (right < size && this.worse(scores[first + right]!, others[first + right]!, scores[first + child]!, others[first + child]!))
        child = right;
      if (!this.worse(scores[first + child]!, others[first + child]!, score, other)) break;
      others[first + at] = others[first + child]!;
      scores[first + at] = scores[first + child]!;
      at = child;
    }
    others[first + at] = other;
    scores[first + at] = score;
  }
}
