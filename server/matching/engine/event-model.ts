import { concepts, isSeekTrigger } from './concepts.ts';
import type { DossierAnalysis, DossierAnalysisCache } from './dossier-analysis.ts';
import type { Attendee } from './engine-types.ts';
import { isFiller } from './lemmas.ts';
import { mergeGroups, rowMaxima, RowsBuilder, transpose, type SparseRows } from './sparse.ts';
import { typoCorrections } from './typos.ts';

/**
 * An event's dossiers as vectors over dims (lemmas, and two dims per concept: the concept given
 * to one who seeks it, and the seeker given to a provider who looks for seekers), weighted by
 * rarity in the event, with the inverted indexes the ranking walks.
 */
export interface EventModel {
  /** Sorted by user id: an attendee's index orders ties. */
  attendees: readonly Attendee[];
  indexOf: ReadonlyMap<string, number>;
  analyses: readonly DossierAnalysis[];
  /** dim → lemma, or `#concept` / `#concept~` for the two dims of a concept. */
  dimNames: readonly string[];
  dimOf: ReadonlyMap<string, number>;
  /** Rarity of each dim in the event (concept dims included). */
  idf: Float64Array;
  /** Items' weighted dims by role, one row per item; an attendee's items are rows itemStart[a]..itemStart[a+1]. */
  itemStart: Int32Array;
  itemNeed: SparseRows;
  itemOffer: SparseRows;
  itemTopic: SparseRows;
  /** Each attendee's needs, offers and topics: the items' rows merged (largest weight per dim), unit length. */
  need: SparseRows;
  offer: SparseRows;
  topic: SparseRows;
  /** The same turned around (dim → attendees), with each dim's largest weight. */
  needIndex: SparseRows;
  offerIndex: SparseRows;
  topicIndex: SparseRows;
  needMax: Float64Array;
  offerMax: Float64Array;
  topicMax: Float64Array;
}

/** How much an item's words count, by where they stand: an offer said outright counts most. */
export const sectionWeights = { lookingFor: 1, canOffer: 1, headline: 0.7, about: 0.4, topics: 1 } as const;
/** An offer read from what someone looks for (an investor after deal flow offers funding), weaker than one said outright. */
export const mirroredOfferWeight = 0.6;

export const providedDim = (concept: number) => 2 * concept;
export const seekerDim = (concept: number) => 2 * concept + 1;
export const conceptDimCount = 2 * concepts.length;

export function buildEventModel(input: readonly Attendee[], cache: DossierAnalysisCache): EventModel {
  const attendees = [...input].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  const indexOf = new Map(attendees.map((attendee, index) => [attendee.userId, index]));
  const analyses = attendees.map((attendee) => cache.analyse(attendee));
  const dimNames = concepts.flatMap((concept) => [`#${concept.id}`, `#${concept.id}~`]);
  const dimOf = new Map(dimNames.map((name, dim) => [name, dim]));
  const corrections = eventTypoCorrections(analyses);
  const dimFor = (lemma: string): number => {
    const read = corrections.get(lemma) ?? lemma;
    let dim = dimOf.get(read);
    if (dim === undefined) {
      dim = dimNames.length;
      dimNames.push(read);
      dimOf.set(read, dim);
    }
    return dim;
  };

  const itemStart = new Int32Array(attendees.length + 1);
  const needItems = new RowsBuilder();
  const offerItems = new RowsBuilder();
  const topicItems = new RowsBuilder();
  let itemCount = 0;
  analyses.forEach((analysis, attendee) => {
    itemStart[attendee] = itemCount;
    const ownNeeds = new Set<number>();
    const soughtConcepts = new Set<number>();
    for (const item of analysis.items) {
      if (item.section !== 'lookingFor') continue;
      for (const lemma of item.lemmas) if (isSeekTrigger(lemma)) ownNeeds.add(dimFor(lemma));
      for (const concept of item.concepts.seek) soughtConcepts.add(concept);
    }
    for (const item of analysis.items) {
      const words = item.lemmas.map(dimFor).filter((dim) => !isFiller(dimNames[dim]!));
      if (item.section === 'lookingFor') {
        for (const dim of words) needItems.set(dim, sectionWeights.lookingFor);
        for (const concept of item.concepts.seek) {
          needItems.set(providedDim(concept), sectionWeights.lookingFor);
          // A seeker of a mutual concept (a co-founder) is what the other seeker looks for; of another, what its providers look for.
          offerItems.set(concepts[concept]!.mutual ? providedDim(concept) : seekerDim(concept), mirroredOfferWeight);
        }
        for (const concept of item.concepts.providerSeeks) {
          needItems.set(seekerDim(concept), sectionWeights.lookingFor);
          offerItems.set(providedDim(concept), mirroredOfferWeight);
        }
      } else if (item.section === 'topics') {
        for (const dim of words) topicItems.set(dim, sectionWeights.topics);
      } else {
        const weight = sectionWeights[item.section];
        // Headline and "about" also tell what the person looks for ("raising our seed round"): the words that named it are no offer.
        const spokenOutright = item.section === 'canOffer';
        for (const dim of words) if (spokenOutright || !ownNeeds.has(dim)) offerItems.set(dim, weight);
        for (const concept of item.concepts.provide) {
          if (spokenOutright || !soughtConcepts.has(concept)) offerItems.set(providedDim(concept), weight);
        }
      }
      needItems.endRow();
      offerItems.endRow();
      topicItems.endRow();
      itemCount++;
    }
  });
  itemStart[attendees.length] = itemCount;

  const dimCount = dimNames.length;
  const itemNeed = needItems.finish();
  const itemOffer = offerItems.finish();
  const itemTopic = topicItems.finish();
  const idf = inverseDocumentFrequencies(attendees.length, dimCount, itemStart, [itemNeed, itemOffer, itemTopic]);
  for (const rows of [itemNeed, itemOffer, itemTopic]) {
    for (let at = 0; at < rows.dims.length; at++) rows.weights[at] = rows.weights[at]! * idf[rows.dims[at]!]!;
  }
  const need = mergeGroups(itemNeed, itemStart, dimCount);
  const offer = mergeGroups(itemOffer, itemStart, dimCount);
  const topic = mergeGroups(itemTopic, itemStart, dimCount);
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
    needMax: rowMaxima(needIndex),
    offerMax: rowMaxima(offerIndex),
    topicMax: rowMaxima(topicIndex),
  };
}

/** Typos read as the event's own words: the corrections depend on who else is at the event. */
function eventTypoCorrections(analyses: readonly DossierAnalysis[]): Map<string, string> {
  const known = new Set<string>();
  const unknown = new Set<string>();
  for (const analysis of analyses) {
    for (const item of analysis.items) {
      for (const lemma of item.lemmas) if (!item.unknown.includes(lemma)) known.add(lemma);
      for (const lemma of item.unknown) unknown.add(lemma);
    }
  }
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
  for (let dim = 0; dim < conceptDimCount; dim++) idf[dim] = idf[dim]! * conceptWeight;
  return idf;
}

/** A concept counts as much as a word of the same rarity would. */
export const conceptWeight = 1;
