import { guestsWrittenFirst } from './guests-written-first.ts';
import { guestsWrittenLater } from './guests-written-later.ts';
import type { SyntheticGuest } from './synthetic-guest.ts';

/** Every guest the method was improved on: each of their planted facts must land (offline-brain.test.ts). */
export const syntheticGuests: readonly SyntheticGuest[] = [...guestsWrittenFirst, ...guestsWrittenLater];
