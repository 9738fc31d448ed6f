import { wholeLists, type AnalysedItem } from './dossier-analysis.ts';
import type { Meaning } from './engine-types.ts';
import type { EventModel } from './event-model.ts';
import { unitVector } from './unit-vector.ts';

/** A need of one person and the offer of the other nearest it in meaning. */
export interface NearestOffer {
  need: AnalysedItem;
  offer: AnalysedItem;
  /** The cosine of the two, each read with a share of who its owner is. */
  cosine: number;
}

/** Below this the two items alone are unrelated, however alike their owners: no link. */
export const aloneFloor = 0.3;

/** How much of who someone is (headline, about, topics) each of their items is read with. */
export const whoShare = 0.5;

/**
 * Each attendee's needs and offers as vectors of their meaning, item by item: a need is met by the
 * one offer that fills it, not by a dossier that is on the whole about the same things. Needs are
 * the "looking for" items; offers are "can offer", the headline and what "about" states (not its
 * asks), as for word alignment. Each item is read with a share of who its owner is, so that "help
 * with the accounts" from a bakery and from a charity are not quite the same need. Each one's
 * needs, and offers, are also read whole (`wholeLists`): a fragment the concierge cut from an
 * answer means little alone, and the list it sits in says it.
 */
export class ItemMeanings {
  private readonly needs: AnalysedItem[][];
  private readonly offers: AnalysedItem[][];
  private readonly needVectors: Float32Array[];
  private readonly offerVectors: Float32Array[];
  /** The items alone, without who their owners are: a pair counts only when these are near too. */
  private readonly needsAlone: Float32Array[];
  private readonly offersAlone: Float32Array[];
  /** By ordered pair (needer × count + offerer): the best cosine, NaN until worked out, and which need and offer. */
  private readonly best: Float32Array;
  private readonly bestNeed: Int16Array;
  private readonly bestOffer: Int16Array;
  readonly dimensions: number;

  constructor(
    private readonly model: EventModel,
    meaning: Meaning,
  ) {
    const count = model.attendees.length;
    this.dimensions = dimensionsOf(model, meaning);
    const whos = model.analyses.map(({ items }) => whoVector(items, meaning, this.dimensions));
    const read = (items: readonly AnalysedItem[], attendee: number) => {
      const who = whos[attendee]!;
      const known = items.filter((item) => lengthOf(meaning(item.quote.text)) === this.dimensions);
      const vectors = new Float32Array(known.length * this.dimensions);
      const alone = new Float32Array(known.length * this.dimensions);
      known.forEach((item, at) => {
        vectors.set(unitMix(meaning(item.quote.text)!, who, whoShare), at * this.dimensions);
        alone.set(unitMix(meaning(item.quote.text)!, null, 0), at * this.dimensions);
      });
      return { known, vectors, alone };
    };
    const needs = model.analyses.map(({ items }, attendee) => read(items.filter(isNeed), attendee));
    const offers = model.analyses.map(({ items }, attendee) => read(items.filter(isOffer), attendee));
    this.needs = needs.map(({ known }) => known);
    this.needVectors = needs.map(({ vectors }) => vectors);
    this.needsAlone = needs.map(({ alone }) => alone);
    this.offersAlone = offers.map(({ alone }) => alone);
    this.offers = offers.map(({ known }) => known);
    this.offerVectors = offers.map(({ vectors }) => vectors);
    const whole = (text: string, attendee: number) => {
      const vector = text === '' ? null : meaning(text);
      return lengthOf(vector) === this.dimensions ? unitMix(vector!, whos[attendee]!, whoShare) : null;
    };
    const lists = model.attendees.map((attendee) => wholeLists(attendee.document));
    this.wholeNeeds = lists.map(({ needs }, attendee) => whole(needs, attendee));
    this.wholeOffers = lists.map(({ offers }, attendee) => whole(offers, attendee));
    this.best = new Float32Array(count * count).fill(Number.NaN);
    this.bestNeed = new Int16Array(count * count);
    this.bestOffer = new Int16Array(count * count);
  }

  /** Each attendee's needs, and offers, read as one text (`wholeLists`) with a share of who they are; null without. */
  private readonly wholeNeeds: (Float64Array | null)[];
  private readonly wholeOffers: (Float64Array | null)[];

  /** What `needer` looks for against what `offerer` offers, each list read whole; -1 when either has none. */
  wholeCosine(needer: number, offerer: number): number {
    const need = this.wholeNeeds[needer];
    const offer = this.wholeOffers[offerer];
    return need && offer ? dotOf(need, offer) : -1;
  }

  /**
   * What `needer` offers against what `offerer` offers, each list read whole: two who offer the
   * same are rivals for the same custom, not each other's answer; -1 when either offers nothing.
   */
  rivalCosine(needer: number, offerer: number): number {
    const own = this.wholeOffers[needer];
    const other = this.wholeOffers[offerer];
    return own && other ? dotOf(own, other) : -1;
  }

  /** The best cosine of a need of `needer` and an offer of `offerer`; -1 when either has none. */
  cosine(needer: number, offerer: number): number {
    const key = needer * this.model.attendees.length + offerer;
    if (Number.isNaN(this.best[key]!)) this.workOut(needer, offerer, key);
    return this.best[key]!;
  }

  /** The need of `needer` and offer of `offerer` nearest in meaning, or null when either has none. */
  nearest(needer: number, offerer: number): NearestOffer | null {
    const cosine = this.cosine(needer, offerer);
    if (cosine < -0.5) return null;
    const key = needer * this.model.attendees.length + offerer;
    return { need: this.needs[needer]![this.bestNeed[key]!]!, offer: this.offers[offerer]![this.bestOffer[key]!]!, cosine };
  }

  private workOut(needer: number, offerer: number, key: number): void {
    const { dimensions } = this;
    const needs = this.needVectors[needer]!;
    const offers = this.offerVectors[offerer]!;
    let best = -1;
    let bestNeed = 0;
    let bestOffer = 0;
    for (let need = 0; need < needs.length; need += dimensions) {
      for (let offer = 0; offer < offers.length; offer += dimensions) {
        let dot = 0;
        for (let at = 0; at < dimensions; at++) dot += needs[need + at]! * offers[offer + at]!;
        if (dot > best) {
          best = dot;
          bestNeed = need / dimensions;
          bestOffer = offer / dimensions;
        }
      }
    }
    // Two people of one field are near in who they are: their items must be near on their own too.
    let alone = 0;
    const [needAt, offerAt] = [bestNeed * dimensions, bestOffer * dimensions];
    for (let at = 0; at < dimensions; at++) alone += this.needsAlone[needer]![needAt + at]! * this.offersAlone[offerer]![offerAt + at]!;
    this.best[key] = alone >= aloneFloor ? best : -1;
    this.bestNeed[key] = bestNeed;
    this.bestOffer[key] = bestOffer;
  }
}

const isNeed = (item: AnalysedItem) => item.section === 'lookingFor';
const isOffer = (item: AnalysedItem) =>
  item.section === 'canOffer' || item.section === 'headline' || (item.section === 'about' && !item.asks);

function dotOf(a: Float64Array, b: Float64Array): number {
  let dot = 0;
  for (let at = 0; at < a.length; at++) dot += a[at]! * b[at]!;
  return dot;
}

function lengthOf(vector: ArrayLike<number> | null): number {
  return vector?.length ?? 0;
}

/** The dimension of the meanings given: that of the first item that has one. */
function dimensionsOf(model: EventModel, meaning: Meaning): number {
  for (const { items } of model.analyses) {
    for (const item of items) {
      const length = lengthOf(meaning(item.quote.text));
      if (length > 0) return length;
    }
  }
  return 0;
}

/** Who someone is: the mean of their headline's, about's and topics' meanings. */
function whoVector(items: readonly AnalysedItem[], meaning: Meaning, dimensions: number): Float64Array | null {
  const sum = new Float64Array(dimensions);
  let any = false;
  for (const item of items) {
    if (item.section !== 'headline' && item.section !== 'about' && item.section !== 'topics') continue;
    const vector = meaning(item.quote.text);
    if (lengthOf(vector) !== dimensions) continue;
    for (let at = 0; at < dimensions; at++) sum[at] = sum[at]! + vector![at]!;
    any = true;
  }
  return any ? unitVector(sum) : null;
}

/** `item` plus `share` of `who` (both unit length), at unit length. */
function unitMix(item: ArrayLike<number>, who: Float64Array | null, share: number): Float64Array {
  const mixed = Float64Array.from(item);
  if (who && share > 0) for (let at = 0; at < mixed.length; at++) mixed[at] = mixed[at]! + share * who[at]!;
  return unitVector(mixed) ?? mixed;
}
