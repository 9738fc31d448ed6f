import { concepts } from './concepts.ts';
import { dossierDims, lemmasOf } from './dossier-dims.ts';
import { givenName, seekerName } from './item-dims.ts';
import type { DossierAnalysis, DossierAnalysisCache } from './dossier-analysis.ts';
import type { Attendee } from './engine-types.ts';
import { divideRows, mergeGroups, rowSquares, RowsBuilder, transpose, type SparseRows } from './sparse.ts';
import { typoCorrections } from './typos.ts';

/**
 * An event's dossiers as vectors over dims (lemmas and concepts, see item-dims.ts), weighted by
 * rarity in the event, with the inverted indexes the ranking walks.
 */
export interface EventModel {
  /** Sorted by user id: an attendee's index orders ties. */
  attendees: readonly Attendee[];
  indexOf: ReadonlyMap<string, number>;
  analyses: readonly DossierAnalysis[];
  /** dim → its name (item-dims.ts): a lemma, `#concept`, `#concept~`, or one of those with `|lemma`. */
  dimNames: readonly string[];
  dimOf: ReadonlyMap<string, number>;
  /** Rarity of each dim in the event (concept dims included). */
  idf: Float64Array;
  /** Items' weighted dims by role, one row per item; an attendee's items are rows itemStart[a]..itemStart[a+1]. */
  itemStart: Int32Array;
  itemNeed: SparseRows;
  itemOffer: SparseRows;
  itemTopic: SparseRows;
  /** Each attendee's needs, offers and topics: the items' rows merged (largest weight per dim), the three together of unit length. */
  need: SparseRows;
  offer: SparseRows;
  topic: SparseRows;
  /** The same turned around: one row per dim, listing the attendees (in index order) with their weights. */
  needIndex: SparseRows;
  offerIndex: SparseRows;
  topicIndex: SparseRows;
}

export function buildEventModel(input: readonly Attendee[], cache: DossierAnalysisCache): EventModel {
  const attendees = [...input].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  const indexOf = new Map(attendees.map((attendee, index) => [attendee.userId, index]));
  const analyses = attendees.map((attendee) => cache.analyse(attendee));
  const dimNames = concepts.flatMap((_, concept) => [givenName(concept), seekerName(concept)]);
  const dimOf = new Map(dimNames.map((name, dim) => [name, dim]));
  const corrections = eventTypoCorrections(analyses);
  const dimFor = (name: string): number => {
    let dim = dimOf.get(name);
    if (dim === undefined) {
      dim = dimNames.length;
      dimNames.push(name);
      dimOf.set(name, dim);
    }
    return dim;
  };

  const itemStart = new Int32Array(attendees.length + 1);
  const builders = [new RowsBuilder(), new RowsBuilder(), new RowsBuilder()] as const;
  let itemCount = 0;
  analyses.forEach((analysis, attendee) => {
    itemStart[attendee] = itemCount;
    const { item, role, names, weights } = dossierDims(analysis, corrections);
    let entry = 0;
    for (let at = 0; at < analysis.items.length; at++) {
      for (; entry < item.length && item[entry] === at; entry++) builders[role[entry]!]!.set(dimFor(names[entry]!), weights[entry]!);
      for (const builder of builders) builder.endRow();
      itemCount++;
    }
  });
  itemStart[attendees.length] = itemCount;

  const dimCount = dimNames.length;
  const [itemNeed, itemOffer, itemTopic] = builders.map((builder) => builder.finish()) as [SparseRows, SparseRows, SparseRows];
  const idf = inverseDocumentFrequencies(attendees.length, dimCount, itemStart, [itemNeed, itemOffer, itemTopic]);
  for (const rows of [itemNeed, itemOffer, itemTopic]) {
    for (let at = 0; at < rows.dims.length; at++) rows.weights[at] = rows.weights[at]! * idf[rows.dims[at]!]!;
  }
  backImpliedOffers(analyses, itemStart, itemOffer, needIndexLengths(itemNeed, itemStart, dimCount));
  const need = mergeGroups(itemNeed, itemStart, dimCount);
  const offer = mergeGroups(itemOffer, itemStart, dimCount);
  const topic = mergeGroups(itemTopic, itemStart, dimCount);
  // One length per person over needs, offers and topics together: someone who asks for everything
  // (an "ambush" profile) spreads thin, and what their needs imply they offer weighs little.
  const [needSquares, offerSquares, topicSquares] = [need, offer, topic].map(rowSquares) as [Float64Array, Float64Array, Float64Array];
  const lengths = Float64Array.from(needSquares, (squares, attendee) =>
    Math.sqrt(squares + offerSquares[attendee]! + topicSquares[attendee]!),
  );
  for (const rows of [need, offer, topic]) divideRows(rows, lengths);
  const needIndex = transpose(need, dimCount);
  const offerIndex = transpose(offer, dimCount);
  const topicIndex = transpose(topic, dimCount);
  return {
    attendees,
    indexOf,
    analyses,
    dimNames,
    dimOf,
    idf,
    itemStart,
    itemNeed,
    itemOffer,
    itemTopic,
    need,
    offer,
    topic,
    needIndex,
    offerIndex,
    topicIndex,
  };
}

/** Typos read as the event's own words: the corrections depend on who else is at the event. */
function eventTypoCorrections(analyses: readonly DossierAnalysis[]): Map<string, string> {
  const unknown = new Set(analyses.flatMap((analysis) => lemmasOf(analysis).unknown));
  if (unknown.size === 0) return new Map();
  const known = new Set<string>();
  for (const analysis of analyses) for (const lemma of lemmasOf(analysis).known) known.add(lemma);
  return typoCorrections(known, unknown);
}

/**
 * BM25's idf, in the form that stays positive (Lucene's): a dim only two of three guests share
 * still counts, and one most of a large event shares counts little. Each attendee counts once.
 */
function inverseDocumentFrequencies(
  attendeeCount: number,
  dimCount: number,
  itemStart: Int32Array,
  roles: readonly SparseRows[],
): Float64Array {
  const frequency = new Float64Array(dimCount);
  const seenBy = new Int32Array(dimCount).fill(-1);
  for (let attendee = 0; attendee < attendeeCount; attendee++) {
    for (const rows of roles) {
      for (let at = rows.start[itemStart[attendee]!]!; at < rows.start[itemStart[attendee + 1]!]!; at++) {
        const dim = rows.dims[at]!;
        if (seenBy[dim] === attendee) continue;
        seenBy[dim] = attendee;
        frequency[dim]!++;
      }
    }
  }
  const idf = new Float64Array(dimCount);
  for (let dim = 0; dim < dimCount; dim++) {
    idf[dim] = Math.log(1 + (attendeeCount - frequency[dim]! + 0.5) / (frequency[dim]! + 0.5));
  }
  return idf;
}

/**
 * What someone's needs imply they offer (a founder after funding is deal flow to an investor)
 * is only as credible as what they offer outright: it weighs at most as much as their "can
 * offer" items do in words someone at the event looks for. Someone who asks for everything and
 * offers nothing anyone wants (an "ambush" profile) implies nothing, so no one-sided pair
 * scores on it.
 */
function backImpliedOffers(analyses: readonly DossierAnalysis[], itemStart: Int32Array, itemOffer: SparseRows, wantedBy: Int32Array): void {
  analyses.forEach((analysis, attendee) => {
    let stated = 0;
    let implied = 0;
    const first = itemStart[attendee]!;
    analysis.items.forEach((item, at) => {
      const row = first + at;
      let squares = 0;
      for (let entry = itemOffer.start[row]!; entry < itemOffer.start[row + 1]!; entry++) {
        if (wantedBy[itemOffer.dims[entry]!]! > 0) squares += itemOffer.weights[entry]! * itemOffer.weights[entry]!;
      }
      if (item.section === 'lookingFor') implied += squares;
      else if (item.section === 'canOffer') stated += squares;
    });
    if (implied <= stated) return;
    const scale = Math.sqrt(stated / implied);
    analysis.items.forEach((item, at) => {
      if (item.section !== 'lookingFor') return;
      const row = first + at;
      for (let entry = itemOffer.start[row]!; entry < itemOffer.start[row + 1]!; entry++)
        itemOffer.weights[entry] = itemOffer.weights[entry]! * scale;
    });
  });
}

/** How many attendees need each dim. */
function needIndexLengths(itemNeed: SparseRows, itemStart: Int32Array, dimCount: number): Int32Array {
  const counts = new Int32Array(dimCount);
  const seenBy = new Int32Array(dimCount).fill(-1);
  for (let attendee = 0; attendee + 1 < itemStart.length; attendee++) {
    for (let entry = itemNeed.start[itemStart[attendee]!]!; entry < itemNeed.start[itemStart[attendee + 1]!]!; entry++) {
      const dim = itemNeed.dims[entry]!;
      if (seenBy[dim] === attendee) continue;
      seenBy[dim] = attendee;
      counts[dim]!++;
    }
  }
  return counts;
}
