import type { SparseRows } from './sparse.ts';

/**
 * An inverted index (dim → attendees, with weights) whose postings of each dim are cut into
 * tiers by weight: each tier holds the weights within a factor 2 of its largest, the heaviest
 * tier first. The ranking bounds what a step can add by its tier's largest weight rather than
 * the dim's, so the light postings of a common dim (people with long dossiers) can often be
 * skipped.
 */
export interface TieredIndex {
  /** One row per dim, its postings grouped by tier (attendee order within a tier). */
  postings: SparseRows;
  /** Tiers of dim d: tierFirst[d]..tierFirst[d+1]. */
  tierFirst: Int32Array;
  /** Where each tier's postings end (a tier starts where the one before it ends, or at its dim's start). */
  tierEnd: Int32Array;
  /** Each tier's largest weight. */
  tierMax: Float64Array;
}

const maxTiers = 6;
/** A dim listing fewer attendees stays one tier: cutting it saves nothing. */
const minTieredLength = 64;

export function tieredIndex(index: SparseRows): TieredIndex {
  const dimCount = index.start.length - 1;
  const tierFirst = new Int32Array(dimCount + 1);
  const tierEnds: number[] = [];
  const tierMaxima: number[] = [];
  const dims = new Int32Array(index.dims.length);
  const weights = new Float64Array(index.weights.length);
  const counts = new Int32Array(maxTiers);
  const tierOf = new Int8Array(index.dims.length);
  for (let dim = 0; dim < dimCount; dim++) {
    tierFirst[dim] = tierEnds.length;
    const from = index.start[dim]!;
    const to = index.start[dim + 1]!;
    let most = 0;
    for (let at = from; at < to; at++) most = Math.max(most, index.weights[at]!);
    const tiers = to - from < minTieredLength || most === 0 ? 1 : maxTiers;
    counts.fill(0);
    for (let at = from; at < to; at++) {
      const tier = tiers === 1 ? 0 : Math.min(tiers - 1, Math.floor(Math.log2(most / index.weights[at]!)));
      tierOf[at] = tier;
      counts[tier]!++;
    }
    // Tiers in order, the empty ones left out; postings of a tier keep their attendee order.
    const fill = new Int32Array(maxTiers);
    let end = from;
    for (let tier = 0; tier < tiers; tier++) {
      if (counts[tier] === 0) continue;
      fill[tier] = end;
      end += counts[tier]!;
      tierEnds.push(end);
      tierMaxima.push(0);
    }
    const firstTier = tierFirst[dim]!;
    for (let at = from; at < to; at++) {
      const tier = tierOf[at]!;
      const to2 = fill[tier]!++;
      dims[to2] = index.dims[at]!;
      weights[to2] = index.weights[at]!;
    }
    // Each tier's maximum, now that its postings sit together.
    let tierStart = from;
    for (let tier = firstTier; tier < tierEnds.length; tier++) {
      let tierMost = 0;
      for (let at = tierStart; at < tierEnds[tier]!; at++) tierMost = Math.max(tierMost, weights[at]!);
      tierMaxima[tier] = tierMost;
      tierStart = tierEnds[tier]!;
    }
  }
  tierFirst[dimCount] = tierEnds.length;
  return {
    postings: { start: index.start, dims, weights },
    tierFirst,
    tierEnd: Int32Array.from(tierEnds),
    tierMax: Float64Array.from(tierMaxima),
  };
}
