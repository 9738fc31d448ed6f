import { concepts, isTrigger } from './concepts.ts';
import type { AnalysedItem } from './dossier-analysis.ts';

/**
 * The dims one dossier item adds to its owner's needs, offers and topics, by name:
 *   - its words (lemmas);
 *   - `#c` for concept c given (an offer of funding, or a need of it), `#c~` for a seeker of c
 *     (what a provider looking for seekers wants: an investor after deal flow wants founders);
 *   - `c|word` and `c~|word`: the same, about one of the item's words ("funding|battery"), so
 *     that "seed funding for my battery startup" meets "a first cheque for battery startups"
 *     better than any cheque, and two founders both after battery funding do not meet at all.
 * A need also tells what its owner offers in return, more weakly: a seeker is what providers
 * looking for seekers want, a provider looking for seekers gives what the seekers want. A need
 * that names no concept ("a pattern cutter who knows resale") is read, weakly, as a person
 * wanted for a job.
 */
export interface DimSink {
  need(name: string, weight: number): void;
  offer(name: string, weight: number): void;
  topic(name: string, weight: number): void;
}

/** What the owner's whole dossier says, for reading one item of it. */
export interface OwnerContext {
  /** Words of the owner's needs that name the kind of need ("investor", "hire"). */
  seekWords: ReadonlySet<string>;
  /** Concepts the owner looks for. */
  soughtConcepts: ReadonlySet<number>;
  /** Words the owner says they are or have: offers, headline, "about" (but its asks), topics. */
  statedWords: ReadonlySet<string>;
  /** The same without the words that name a concept ("investor"): what the owner's offers are about. */
  statedSubjects: readonly string[];
}

/** How much an item's words count, by where they stand: an offer said outright counts most. */
export const sectionWeights = { lookingFor: 1, canOffer: 1, headline: 0.7, about: 0.4, topics: 1 } as const;
/** An offer read from what someone looks for (an investor after deal flow offers funding), weaker than one said outright. */
export const mirroredOfferWeight = 0.6;
/** A need naming no concept, read as a job to fill: a guess, so it counts half. */
export const implicitHiringWeight = 0.5;

const hiring = concepts.findIndex((concept) => concept.id === 'hiring');

export const givenName = (concept: number) => `#${concepts[concept]!.id}`;
export const seekerName = (concept: number) => `#${concepts[concept]!.id}~`;

/** `words` are the item's content lemmas as the event reads them (typos corrected, fillers out). */
export function emitItemDims(item: AnalysedItem, words: readonly string[], owner: OwnerContext, sink: DimSink): void {
  const subject = words.filter((word) => !isTrigger(word));
  const need = sink.need.bind(sink);
  const offer = sink.offer.bind(sink);
  const conceptDims = (name: string, emit: (name: string, weight: number) => void, weight: number, about: readonly string[]) => {
    emit(name, weight);
    for (const word of about) emit(`${name}|${word}`, weight);
  };
  // What a need implies its owner offers is about what their dossier states they are or have: a founder after
  // funding is deal flow in what they build, a job seeker a candidate in what they do. A provider after seekers
  // (an investor after "founders working on storage") also names what they provide for.
  const stated = owner.statedSubjects;
  const providing = [...new Set([...subject, ...stated])];

  if (item.section === 'lookingFor') {
    for (const word of words) need(word, sectionWeights.lookingFor);
    const { seek, providerSeeks } = item.concepts;
    for (const concept of seek) {
      conceptDims(givenName(concept), need, sectionWeights.lookingFor, subject);
      // A seeker of a mutual concept (a co-founder) is what the other seeker looks for.
      const mirrored = concepts[concept]!.mutual ? givenName(concept) : seekerName(concept);
      conceptDims(mirrored, offer, mirroredOfferWeight, stated);
    }
    for (const concept of providerSeeks) {
      conceptDims(seekerName(concept), need, sectionWeights.lookingFor, subject);
      conceptDims(givenName(concept), offer, mirroredOfferWeight, providing);
    }
    if (seek.length === 0 && providerSeeks.length === 0 && subject.length > 0) {
      // A need naming no concept, read as a job: its owner offers that job, about what their dossier also states.
      conceptDims(givenName(hiring), need, implicitHiringWeight, subject);
      const backed = subject.filter((word) => owner.statedWords.has(word));
      conceptDims(seekerName(hiring), offer, mirroredOfferWeight * implicitHiringWeight, backed);
    }
    return;
  }
  if (item.section === 'topics') {
    for (const word of words) sink.topic(word, sectionWeights.topics);
    return;
  }
  // "At this event I hope to meet investors": words of a need, not of an offer.
  if (item.asks) return;
  const weight = sectionWeights[item.section];
  // Headline and "about" also tell what the person looks for ("raising our seed round"): the words that named it are no offer.
  const spokenOutright = item.section === 'canOffer';
  for (const word of words) if (spokenOutright || !owner.seekWords.has(word)) offer(word, weight);
  for (const concept of item.concepts.provide) {
    if (spokenOutright || !owner.soughtConcepts.has(concept)) conceptDims(givenName(concept), offer, weight, subject);
  }
}
