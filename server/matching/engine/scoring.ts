import type { DirectionRanks } from './direction-ranks.ts';
import type { DossierVectors, Meaning, WordAlignment } from './engine-types.ts';
import type { EventModel } from './event-model.ts';
import { ItemMeanings } from './item-meaning.ts';
import { NeedCovers } from './need-cover.ts';
import { dotRow, rowVector, type SparseVector } from './sparse.ts';
import { unitVector } from './unit-vector.ts';

/**
 * How a pair scores. Each direction is a sum of cosines, each weighted:
 *   x (what the prospect is for the viewer) = needs(viewer) · offers(prospect) + topicWeight × topics(viewer) · topics(prospect) + semantic
 *   y (what the viewer is for the prospect) = needs(prospect) · offers(viewer) + the same topic term + semantic
 * and the pair's score is their harmonic mean, 0 unless both are positive (RECON): a pair ranks
 * high only when each is good for the other. Where meaning is read (events up to
 * `semanticAttendeeLimit`), each direction enters by where it stands in the event rather than by
 * its raw score (`direction-ranks.ts`), and the two standings are averaged (`pairOfStandings`).
 *
 * The order of the additions is part of the definition, so that the fast ranking (exact-ranking.ts)
 * gets the very same bits as this pair-by-pair reference: a direction adds the products of its
 * dims in dim order, then each shared topic's topicWeight × (product of the two weights), in dim
 * order, then the semantic term. Both sides of a pair then add the same topic terms, so a score
 * is the same whichever of the two is the viewer.
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
  /** How well each one's offers meet the other's needs word by word, when an alignment is given. */
  covers: NeedCovers | null;
  /** Where each direction stands in the event: set once every pair's raw directions are known (`withDirectionRanks`). */
  ranks: DirectionRanks | null;
  /** Each attendee's needs and offers in meaning, item by item, when `MatchingInput.meaningOf` is given. */
  items: ItemMeanings | null;
}

/** How much a need met in meaning by one offer (`ItemMeanings`) adds to a direction, at most. */
export const itemWeight = 0.5;
/** Items of unrelated meaning are still somewhat alike: a best cosine below this adds nothing. */
export const itemFloor = 0.3;

/**
 * How much what one looks for, read whole, meeting what the other offers, read whole, adds to a
 * direction, at most (`ItemMeanings.wholeCosine`); below the floor, nothing. Twice the nearest
 * items' weight: a list read whole is the answer the concierge cut into items, and on the
 * development events it told a partner from the rest better than any one item (decision 024).
 */
export const wholeWeight = 1;
export const wholeFloor = 0.3;

/**
 * How much offering what the needer offers themselves takes from a direction, at most: a need is
 * for what one lacks, and someone who offers the same (a rival in the same trade) meets it in
 * meaning without meeting it in fact. Below the floor (offers of one event are alike up to about
 * there) nothing is taken.
 */
export const rivalWeight = 0.25;
export const rivalFloor = 0.5;

/** How much a need met word by word adds to a direction, at most. */
export const alignmentWeight = 0.5;
/** A need this little covered is covered by chance (a loose word or two): it adds nothing. */
export const coverFloor = 0.3;

/** The most meaning (vectors and alignment) can add to one direction: what the exact ranking lets through. */
export function mostMeaning(semantic: SemanticVectors): number {
  return semanticWeight + (semantic.covers ? alignmentWeight : 0) + (semantic.items ? itemWeight + wholeWeight : 0);
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
  const viewerScore =
    dotRow(query.topic, model.topic, other, dotRow(query.need, model.offer, other), topicWeight) +
    semanticScore(query.lookingFor, semantic?.canOffer[other] ?? null) +
    coverScore(semantic, query.viewer, other) +
    itemScore(semantic, query.viewer, other);
  const prospectScore =
    dotRow(query.topic, model.topic, other, dotRow(query.offer, model.need, other), topicWeight) +
    semanticScore(semantic?.lookingFor[other] ?? null, query.canOffer) +
    coverScore(semantic, other, query.viewer) +
    itemScore(semantic, other, query.viewer);
  const ranks = semantic?.ranks;
  const score = ranks
    ? pairOfStandings(ranks.standing(query.viewer, other, viewerScore), ranks.standing(other, query.viewer, prospectScore))
    : harmonicMean(viewerScore, prospectScore);
  return { viewerScore, prospectScore, score };
}

/**
 * How near two attendees are however loosely, for topping up a short list: both directions'
 * scores (each may be positive while their harmonic mean is 0) and the cosines of what each looks
 * for and the other offers, below the floor too.
 */
export function looseCloseness(model: EventModel, semantic: SemanticVectors | null, query: ViewerQuery, other: number): number {
  const { viewerScore, prospectScore } = pairScore(model, semantic, query, other);
  return (
    viewerScore +
    prospectScore +
    cosineOf(query.lookingFor, semantic?.canOffer[other]) +
    cosineOf(semantic?.lookingFor[other], query.canOffer)
  );
}

/** The dot product of two unit vectors; 0 when either is missing or their lengths differ. */
export function cosineOf(a: ArrayLike<number> | null | undefined, b: ArrayLike<number> | null | undefined): number {
  if (!a || !b || a.length !== b.length) return 0;
  let cosine = 0;
  for (let at = 0; at < a.length; at++) cosine += a[at]! * b[at]!;
  return cosine;
}

export function harmonicMean(a: number, b: number): number {
  return a > 0 && b > 0 ? (2 * a * b) / (a + b) : 0;
}

/**
 * A pair from its two directions read by rank (`DirectionRanks.standing`): their mean, 0 unless
 * both are positive. Ranks already keep one strong direction from carrying a pair (a standing is
 * at most 2 / (rankShift + 1)), so the harmonic mean on top of them punished a second direction
 * that stands a few places down, which is how a true partner's weaker side usually reads (a need
 * met in other words, an offer filed in "about"). A conditional logit fitted on the development
 * events over the two standings, their minimum, mean and harmonic mean put nearly all its weight on
 * the mean (decision 024).
 */
export function pairOfStandings(a: number, b: number): number {
  return a > 0 && b > 0 ? (a + b) / 2 : 0;
}

function coverScore(semantic: SemanticVectors | null, needer: number, offerer: number): number {
  return aboveFloor(semantic?.covers?.score(needer, offerer) ?? 0, coverFloor, alignmentWeight);
}

/** What the nearest need and offer add, and what the two lists read whole add, less what the two offer alike. */
function itemScore(semantic: SemanticVectors | null, needer: number, offerer: number): number {
  const items = semantic?.items;
  if (!items) return 0;
  return (
    aboveFloor(items.cosine(needer, offerer), itemFloor, itemWeight) +
    aboveFloor(items.wholeCosine(needer, offerer), wholeFloor, wholeWeight) -
    aboveFloor(items.rivalCosine(needer, offerer), rivalFloor, rivalWeight)
  );
}

/** `weight` × how far `value` (a cosine, a cover) is from `floor` towards 1; 0 at or below the floor. */
function aboveFloor(value: number, floor: number, weight: number): number {
  return value > floor ? (weight * (value - floor)) / (1 - floor) : 0;
}

function semanticScore(need: Float64Array | null, offer: Float64Array | null): number {
  return aboveFloor(cosineOf(need, offer), semanticFloor, semanticWeight);
}

/** How much who someone is (headline, about, topics) adds to what they look for and offer, in meaning. */
export const aboutShare = 0.5;
/**
 * Meaning has no index: every pair is compared, so above this many attendees the semantic term is
 * left out and the event is matched on words and concepts alone (the speed aims of bench:matching).
 */
export const semanticAttendeeLimit = 2_000;
/**
 * Aligning word by word compares every need with every offer of every pair: about 10 s of CPU at 500
 * attendees, growing with the square; above this the alignment is left out and meaning is the
 * averaged vectors alone (decision 015).
 */
export const alignmentAttendeeLimit = 500;
/**
 * Comparing every need with every offer in meaning is about 15 products of 512 numbers a pair;
 * above this many attendees meaning is read on the whole dossier parts alone (`MatchingInput.vectors`).
 */
export const itemAttendeeLimit = 500;

/**
 * The semantic vectors of the attendees that have them: what each looks for and offers, each with
 * a share of who they are, so that someone who wrote little in a list is still read by their
 * headline and about; unit length.
 */
export function semanticVectors(
  model: EventModel,
  vectors: ReadonlyMap<string, DossierVectors> | undefined,
  alignment: WordAlignment | undefined,
  meaning?: Meaning,
): SemanticVectors | null {
  if (model.attendees.length > semanticAttendeeLimit) return null;
  const covers = alignment && model.attendees.length <= alignmentAttendeeLimit ? new NeedCovers(model, alignment) : null;
  const items = meaning && model.attendees.length <= itemAttendeeLimit ? new ItemMeanings(model, meaning) : null;
  if (!vectors || vectors.size === 0)
    return covers || items
      ? { lookingFor: model.attendees.map(() => null), canOffer: model.attendees.map(() => null), covers, ranks: null, items }
      : null;
  const withAbout = (part: readonly number[] | null | undefined, about: readonly number[] | null | undefined) => {
    const own = unitVector(part);
    const who = unitVector(about);
    if (!own || !who || own.length !== who.length) return own ?? who;
    return unitVector(own.map((value, at) => value + aboutShare * who[at]!));
  };
  const lookingFor = model.attendees.map((attendee) => {
    const parts = vectors.get(attendee.userId);
    return withAbout(parts?.lookingFor, parts?.about);
  });
  const canOffer = model.attendees.map((attendee) => {
    const parts = vectors.get(attendee.userId);
    return withAbout(parts?.canOffer, parts?.about);
  });
  return { lookingFor, canOffer, covers, ranks: null, items };
}
