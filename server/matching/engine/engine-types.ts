import type { DossierDocument, DossierListSection } from '../../../shared/api/dossier.ts';
import type { Interest, NotInterestedReason } from '../../../shared/api/matching.ts';

/**
 * What the matchmaking engine reads and answers. The engine is pure: it is given everything
 * (dossiers, answers, exclusions, optional semantic vectors) and answers ranked prospects with
 * the facts behind each score; the matching service does the reading and writing.
 */

/** One joined participant with a dossier. */
export interface Attendee {
  userId: string;
  name: string | null;
  document: DossierDocument;
  /** The dossier revision the document is: caches of its analysis are keyed by it. */
  revisionId: string;
}

/**
 * What a viewer already said about someone (at this event or another). NOT_INTERESTED lowers,
 * for that viewer, what made that person rank, and puts the person after everyone the viewer has
 * not declined; INTERESTED keeps the person in the viewer's list whatever the exposure cap
 * (feedback.ts, fair-exposure.ts).
 */
export interface PastAnswer {
  viewerId: string;
  userId: string;
  interest: Interest;
  reason: NotInterestedReason | null;
  /** The facets that made that person rank for the viewer then, when known. */
  facets: ProspectFacets | null;
}

/** The meaning of an item's text as a unit vector (`MatchingInput.meaningOf`); null when not known. */
export type Meaning = (text: string) => ArrayLike<number> | null;

/** Semantic vectors of a dossier's parts, from an embeddings endpoint; a part may be missing. */
export interface DossierVectors {
  lookingFor: readonly number[] | null;
  canOffer: readonly number[] | null;
  about: readonly number[] | null;
}

export interface MatchingInput {
  attendees: readonly Attendee[];
  pastAnswers: readonly PastAnswer[];
  /** Pairs never to propose to each other, either way (hidden, blocked, already matched elsewhere does not count). */
  excludedPairs: readonly (readonly [string, string])[];
  /** By user id; used when present for both people of a pair. */
  vectors?: ReadonlyMap<string, DossierVectors>;
  /** Prospects per viewer. */
  listSize: number;
  /**
   * The meaning of each item's text as a unit vector, when known (worked out before the engine
   * runs: `ai/item-meanings.ts`): each direction of a pair adds how near the other's nearest offer
   * is to one of the needs, read by its rank in the event, and the reason cites that need and offer.
   */
  meaningOf?: Meaning;
  /**
   * How well one person's offers meet a need of the other's, word by word
   * (`semantic/word-alignment.ts`): with it, each direction of a pair adds how well the other's
   * offers cover the one need they cover best, and the reason cites that need and offer.
   */
  alignment?: WordAlignment;
}

/** How well a need is met by a list of offers, word by word. */
export interface NeedCover {
  /** 0 (none of its words met) to 1 (every word met by the same word in the same sense). */
  score: number;
  /** The offer (index in the list given) that meets most of it; -1 for none. */
  offer: number;
  /** The words of the need met, each with the word of an offer that meets it: [need's, offer's]. */
  links: readonly (readonly [string, string])[];
}

/** A content word of an item: as written ("bookkeeping") and as the engine reads it ("bookkeep"). */
export interface AlignedWord {
  form: string;
  lemma: string;
}

export interface WordAlignment {
  /** `need` and each offer are an analysed item's words (the same array each time: readings are kept by it). */
  cover(need: readonly AlignedWord[], offers: readonly (readonly AlignedWord[])[]): NeedCover;
}

/** One dossier item, as quoted in a reason. */
export interface QuotedItem {
  section: DossierListSection | 'headline' | 'about';
  text: string;
  sourceMessageIds: readonly string[];
}

/** A need of one person that an offer (or the about/headline) of the other meets. */
export interface MetNeed {
  need: QuotedItem;
  offer: QuotedItem;
  /** The concept the match rests on ("funding", "hiring"…), if any: "seed funding" and "angel investor" share no word but this. */
  concept: string | null;
  /** The lemmas the two share, rarest first. */
  sharedTerms: readonly string[];
  /** Words of the need met by other words of the offer, [need's, offer's], when the two were aligned word by word. */
  alignedTerms?: readonly (readonly [string, string])[];
  weight: number;
}

/** Why a prospect ranks for a viewer: every piece points at both dossiers' own items. */
export interface ProspectFacets {
  /** What the prospect offers against what the viewer looks for. */
  forViewer: readonly MetNeed[];
  /** What the viewer offers against what the prospect looks for. */
  forProspect: readonly MetNeed[];
  /** Topics both listed, as [viewer's item, prospect's item]. */
  sharedTopics: readonly (readonly [QuotedItem, QuotedItem])[];
  /**
   * The two headlines, [viewer's, prospect's], when they are near in meaning (two people in the
   * same line of work); absent otherwise, and in facets stored before it existed.
   */
  sameField?: readonly [QuotedItem, QuotedItem];
  /** Score of each direction before the harmonic mean. */
  viewerScore: number;
  prospectScore: number;
}

export interface RankedProspect {
  userId: string;
  score: number;
  facets: ProspectFacets;
}

/**
 * A strong fit gives each of the two something the other looks for; a modest one does less (one
 * way only, a shared topic or line of work), and is shown as such.
 */
export function isStrongFit(facets: Pick<ProspectFacets, 'forViewer' | 'forProspect'>): boolean {
  return facets.forViewer.length > 0 && facets.forProspect.length > 0;
}

/** Each viewer's prospects, best first, at most `listSize`, fair exposure applied. */
export type MatchingOutput = Map<string, RankedProspect[]>;
