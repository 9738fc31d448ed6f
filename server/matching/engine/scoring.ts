import type { DossierVectors } from './engine-types.ts';
import type { EventModel } from './event-model.ts';
import { dotRow, rowVector, type SparseRows, type SparseVector } from './sparse.ts';

/**
 * How a pair scores. Each direction is a sum of cosines, each weighted:
 *   x (what the prospect is for the viewer) = needs(viewer) · offers(prospect) + topicWeight × topics(viewer) · topics(prospect) + semantic
 *   y (what the viewer is for the prospect) = needs(prospect) · offers(viewer) + the same topic term + semantic
 * and the pair's score is their harmonic mean, 0 unless both are positive (RECON): a pair ranks
 * high only when each is good for the other.
 */
export const topicWeight = 0.2;
/** How much a semantic match of "looking for" against "can offer" adds to a direction, at most. */
export const semanticWeight = 0.5;
/** Embeddings of unrelated texts are still somewhat alike: cosines below this add nothing. */
export const semanticFloor = 0.25;

/** Unit-length semantic vectors by attendee index, for the attendees that have both parts. */
export interface SemanticVectors {
  lookingFor: (Float64Array | null)[];
  canOffer: (Float64Array | null)[];
}

/** Multipliers of a viewer's own weights, by dim, learned from what they declined. */
export interface ViewerWeights {
  need: ReadonlyMap<number, number>;
  offer: ReadonlyMap<number, number>;
  topic: ReadonlyMap<number, number>;
}

/** One viewer's side of every pair: their vectors, re-weighted by what they declined. */
export interface ViewerQuery {
  viewer: number;
  need: SparseVector;
  offer: SparseVector;
  topic: SparseVector;
  lookingFor: Float64Array | null;
  canOffer: Float64Array | null;
}

export function viewerQuery(
  model: EventModel,
  semantic: SemanticVectors | null,
  viewer: number,
  weights: ViewerWeights | null,
): ViewerQuery {
  return {
    viewer,
    need: reweighted(rowVector(model.need, viewer), weights?.need),
    offer: reweighted(rowVector(model.offer, viewer), weights?.offer),
    topic: reweighted(rowVector(model.topic, viewer), weights?.topic),
    lookingFor: semantic?.lookingFor[viewer] ?? null,
    canOffer: semantic?.canOffer[viewer] ?? null,
  };
}

function reweighted(vector: SparseVector, multipliers: ReadonlyMap<number, number> | undefined): SparseVector {
  if (!multipliers || multipliers.size === 0) return vector;
  const weights = Float64Array.from(vector.weights, (weight, at) => weight * (multipliers.get(vector.dims[at]!) ?? 1));
  return { dims: vector.dims, weights };
}

export interface PairScore {
  /** What the prospect is for the viewer. */
  viewerScore: number;
  /** What the viewer is for the prospect. */
  prospectScore: number;
  score: number;
}

export function pairScore(model: EventModel, semantic: SemanticVectors | null, query: ViewerQuery, other: number): PairScore {
  const shared = topicWeight * dotRow(query.topic, model.topic, other);
  const viewerScore = dotRow(query.need, model.offer, other) + shared + semanticScore(query.lookingFor, semantic?.canOffer[other] ?? null);
  const prospectScore =
    dotRow(query.offer, model.need, other) + shared + semanticScore(semantic?.lookingFor[other] ?? null, query.canOffer);
  return { viewerScore, prospectScore, score: harmonicMean(viewerScore, prospectScore) };
}

/**
 * A viewer's query spread over every dim, so scoring an attendee reads only the attendee's own
 * entries: the same products, added in the same order (by dim), as `pairScore`, hence the same score.
 */
export class DenseQuery {
  readonly need: Float64Array;
  readonly offer: Float64Array;
  readonly topic: Float64Array;

  constructor(dimCount: number) {
    this.need = new Float64Array(dimCount);
    this.offer = new Float64Array(dimCount);
    this.topic = new Float64Array(dimCount);
  }

  load(query: ViewerQuery): void {
    spread(this.need, query.need, false);
    spread(this.offer, query.offer, false);
    spread(this.topic, query.topic, false);
  }

  clear(query: ViewerQuery): void {
    spread(this.need, query.need, true);
    spread(this.offer, query.offer, true);
    spread(this.topic, query.topic, true);
  }
}

function spread(dense: Float64Array, vector: SparseVector, clear: boolean): void {
  for (let at = 0; at < vector.dims.length; at++) dense[vector.dims[at]!] = clear ? 0 : vector.weights[at]!;
}

/** `pairScore(…).score` for a query loaded in `dense`. */
export function densePairScore(
  model: EventModel,
  semantic: SemanticVectors | null,
  dense: DenseQuery,
  query: ViewerQuery,
  other: number,
): number {
  const shared = topicWeight * denseDot(dense.topic, model.topic, other);
  const viewerScore =
    denseDot(dense.need, model.offer, other) + shared + semanticScore(query.lookingFor, semantic?.canOffer[other] ?? null);
  const prospectScore =
    denseDot(dense.offer, model.need, other) + shared + semanticScore(semantic?.lookingFor[other] ?? null, query.canOffer);
  return harmonicMean(viewerScore, prospectScore);
}

function denseDot(dense: Float64Array, rows: SparseRows, row: number): number {
  let sum = 0;
  for (let at = rows.start[row]!, end = rows.start[row + 1]!; at < end; at++) {
    const weight = dense[rows.dims[at]!]!;
    if (weight !== 0) sum += weight * rows.weights[at]!;
  }
  return sum;
}

export function harmonicMean(a: number, b: number): number {
  return a > 0 && b > 0 ? (2 * a * b) / (a + b) : 0;
}

function semanticScore(need: Float64Array | null, offer: Float64Array | null): number {
  if (!need || !offer || need.length !== offer.length) return 0;
  let cosine = 0;
  for (let at = 0; at < need.length; at++) cosine += need[at]! * offer[at]!;
  return cosine > semanticFloor ? (semanticWeight * (cosine - semanticFloor)) / (1 - semanticFloor) : 0;
}

/** The semantic vectors of the attendees that have them, scaled to unit length. */
export function semanticVectors(model: EventModel, vectors: ReadonlyMap<string, DossierVectors> | undefined): SemanticVectors | null {
  if (!vectors || vectors.size === 0) return null;
  const unit = (values: readonly number[] | null | undefined): Float64Array | null => {
    if (!values || values.length === 0) return null;
    const norm = Math.sqrt(values.reduce((sum, value) => sum + value * value, 0));
    return norm > 0 ? Float64Array.from(values, (value) => value / norm) : null;
  };
  const lookingFor = model.attendees.map((attendee) => unit(vectors.get(attendee.userId)?.lookingFor));
  const canOffer = model.attendees.map((attendee) => unit(vectors.get(attendee.userId)?.canOffer));
  return { lookingFor, canOffer };
}
