/** A seeded random source (mulberry32): the same seed makes the same event. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** In [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  below(count: number): number {
    return Math.floor(this.next() * count);
  }

  pick<T>(values: readonly T[]): T {
    return values[this.below(values.length)]!;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  shuffle<T>(values: T[]): T[] {
    for (let at = values.length - 1; at > 0; at--) {
      const other = this.below(at + 1);
      [values[at], values[other]] = [values[other]!, values[at]!];
    }
    return values;
  }
}
