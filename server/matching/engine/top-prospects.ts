/** A viewer's best prospects, best first: attendee indexes and their scores. */
export interface TopList {
  others: Int32Array;
  scores: Float64Array;
}

/**
 * The k best (score, index) pairs seen, higher score first and, at equal scores, lower index
 * (attendees are sorted by user id, so ties go to the lower id). A binary heap whose root is the
 * worst kept pair.
 */
export class TopK {
  private readonly others: Int32Array;
  private readonly scores: Float64Array;
  size = 0;

  constructor(readonly k: number) {
    this.others = new Int32Array(k);
    this.scores = new Float64Array(k);
  }

  /** Those kept so far, in no order. */
  members(): Int32Array {
    return this.others.subarray(0, this.size);
  }

  /** The score a new pair must reach to enter (a tie enters only with a lower index); 0 until full. */
  get threshold(): number {
    return this.size < this.k ? 0 : this.scores[0]!;
  }

  offer(other: number, score: number): void {
    if (score <= 0 || this.k === 0) return;
    if (this.size < this.k) {
      this.others[this.size] = other;
      this.scores[this.size] = score;
      this.siftUp(this.size++);
      return;
    }
    if (!this.better(score, other, this.scores[0]!, this.others[0]!)) return;
    this.others[0] = other;
    this.scores[0] = score;
    this.siftDown(0);
  }

  sorted(): TopList {
    const order = Array.from({ length: this.size }, (_, at) => at).sort((a, b) =>
      this.better(this.scores[a]!, this.others[a]!, this.scores[b]!, this.others[b]!) ? -1 : 1,
    );
    return { others: Int32Array.from(order, (at) => this.others[at]!), scores: Float64Array.from(order, (at) => this.scores[at]!) };
  }

  private better(score: number, other: number, thanScore: number, thanOther: number): boolean {
    return score > thanScore || (score === thanScore && other < thanOther);
  }

  private siftUp(from: number): void {
    let at = from;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!this.better(this.scores[parent]!, this.others[parent]!, this.scores[at]!, this.others[at]!)) return;
      this.swap(at, parent);
      at = parent;
    }
  }

  private siftDown(from: number): void {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < this.size && this.better(this.scores[worst]!, this.others[worst]!, this.scores[left]!, this.others[left]!)) worst = left;
      if (right < this.size && this.better(this.scores[worst]!, this.others[worst]!, this.scores[right]!, this.others[right]!))
        worst = right;
      if (worst === at) return;
      this.swap(at, worst);
      at = worst;
    }
  }

  private swap(a: number, b: number): void {
    const other = this.others[a]!;
    const score = this.scores[a]!;
    this.others[a] = this.others[b]!;
    this.scores[a] = this.scores[b]!;
    this.others[b] = other;
    this.scores[b] = score;
  }
}
