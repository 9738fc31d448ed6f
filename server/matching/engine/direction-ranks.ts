/**
 * Where each direction of a pair stands in its event, read by rank rather than by its raw score.
 *
 * A direction's raw score (what one person is for another: words, concepts, meaning) says little
 * on its own: a long dossier written in the event's common words scores well with everyone (a
 * hub), a terse one with no one, and averaged word vectors give every pair a share of meaning.
 * So each direction is read by where it stands on both sides: how the offerer ranks among
 * everyone at the event for what the needer looks for, and how the needer ranks among everyone
 * the offerer could serve. The two reciprocal ranks are added (1 / (rankShift + rank), reciprocal
 * rank fusion), and the pair is the harmonic mean of its two directions, as before: a pair ranks
 * high only when each stands out for the other. A direction with nothing at all stays at 0.
 *
 * The ranks are of the event's directions as scored without anyone's learned weights; a viewer
 * who declined someone reads their own directions (re-weighted) against them. Building them
 * scores every pair of the event once, so they are made only where meaning is, at events small
 * enough to compare every pair (`semanticAttendeeLimit`); the raw scores are kept (8 bytes a pair:
 * 32 MB at 2,000 attendees) so that ranking reads them instead of scoring every pair again.
 */

/** Added to a rank: the first few places differ, the hundredth and the hundred-and-tenth hardly do. */
export const rankShift = 10;
/** Past this many places a direction's rank is read as "further down": it adds at most 1 / (rankShift + keptRanks). */
export const keptRanks = 200;

export class DirectionRanks {
  /**
   * `raw(needer, offerer)` is what `offerer` is for `needer`, for every ordered pair of `count`
   * attendees (self pairs are not asked).
   */
  static of(count: number, raw: (visit: (needer: number, offerer: number, score: number) => void) => void): DirectionRanks {
    const matrix = new Float64Array(count * count);
    raw((needer, offerer, score) => {
      matrix[needer * count + offerer] = score;
    });
    const best = (at: (other: number) => number, own: number) => {
      const scores: number[] = [];
      for (let other = 0; other < count; other++) if (other !== own && at(other) > 0) scores.push(at(other));
      return Float64Array.from(scores.sort((a, b) => b - a).slice(0, keptRanks));
    };
    const asNeeder = Array.from({ length: count }, (_, needer) => best((offerer) => matrix[needer * count + offerer]!, needer));
    const asOfferer = Array.from({ length: count }, (_, offerer) => best((needer) => matrix[needer * count + offerer]!, offerer));
    return new DirectionRanks(matrix, count, asNeeder, asOfferer);
  }

  private constructor(
    /** Every raw direction, kept for the ranking to read rather than score each pair again. */
    private readonly matrix: Float64Array,
    private readonly count: number,
    /** By needer: what each other attendee is for them, best first (positive scores, the best `keptRanks`). */
    private readonly asNeeder: readonly Float64Array[],
    /** By offerer: what they are for each other attendee, best first. */
    private readonly asOfferer: readonly Float64Array[],
  ) {}

  /** The raw score of what `offerer` is for `needer`, without learned weights. */
  raw(needer: number, offerer: number): number {
    return this.matrix[needer * this.count + offerer]!;
  }

  /** A direction of raw score `score` (what `offerer` is for `needer`), read by its two ranks; 0 when it has nothing. */
  standing(needer: number, offerer: number, score: number): number {
    if (!(score > 0)) return 0;
    return 1 / (rankShift + rankAmong(this.asNeeder[needer]!, score)) + 1 / (rankShift + rankAmong(this.asOfferer[offerer]!, score));
  }
}

/** 1 + how many of the best scores (descending) are higher than `score`; past the kept ones, one place further down. */
function rankAmong(best: Float64Array, score: number): number {
  let low = 0;
  let high = best.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (best[middle]! > score) low = middle + 1;
    else high = middle;
  }
  return low + 1;
}
