import type { ConciergeSubject } from '../../../../shared/api/concierge.ts';

/** Where a planted fact must end up: a list section, the headline, or "about". */
export type PlantedSection = 'headline' | 'about' | 'lookingFor' | 'canOffer' | 'topics';

/**
 * A made-up guest for whole-interview tests: how they answer each subject (the first answer to the
 * question, the next ones to follow-ups; "Skip" once they run out) and the facts planted in those
 * answers, each of which must land in its section (matched case-insensitively as a substring).
 */
export interface SyntheticGuest {
  id: string;
  style: string;
  guestName: string | null;
  eventName: string | null;
  answers: Partial<Record<ConciergeSubject, readonly string[]>>;
  planted: Partial<Record<PlantedSection, readonly string[]>>;
  /** Words that must appear nowhere in the dossier (what an injection tried to plant). */
  absent?: readonly string[];
}

const longStory = [
  "Hi! So, a bit about me: I'm a hardware engineer at Voltaic, a small company in Rotterdam that designs battery management systems for electric boats.",
  'Before that I spent six years at a big automotive supplier, mostly on thermal modelling, which taught me a lot about how batteries fail in the real world.',
  'At this event I want to meet marine engineers and shipyards that are thinking about electrification, because that is where our next customers are.',
  "I'm also looking for a firmware developer who knows embedded Rust, since we are a team of four and everyone is stretched.",
  'I can help with battery safety reviews and thermal simulations, and I am happy to mentor junior engineers who want to move into energy storage.',
  "I'm really interested in circular design and second-life batteries, and I care about open hardware.",
].join(' ');

/** About 4,000 characters: the long story padded with more of the guest's own rambling. */
export const fourThousandCharacters =
  `${longStory} ${'On weekends I sail a small wooden boat on the Maas and think about how quiet electric propulsion could be. '.repeat(40)}`.slice(
    0,
    4000,
  );
