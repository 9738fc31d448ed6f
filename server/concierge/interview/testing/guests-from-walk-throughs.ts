import type { SyntheticGuest } from './synthetic-guest.ts';

/**
 * Guests from walk-throughs with a natural guest, replayed as they went, the method fixed on them.
 * Maya's traps: a need named in passing by one generic word ("partners"), an offer that points back
 * ("happy to help anyone with that"), a bare list sent as a change, and a yes after a note.
 */
export const guestsFromWalkThroughs: readonly SyntheticGuest[] = [
  {
    id: 'walk-through-maya',
    style: 'a need in passing, an offer that points back, a bare list as a change, a yes after a note',
    guestName: 'Maya Cohen',
    eventName: 'Climate Founders Night',
    answers: {
      identity: ['hi, i run ops at a small solar installer in Haifa, been doing it 6 years'],
      event_goals: ['mostly want to find partners'],
      looking_for: ['ppl who finance rooftop solar for schools, and maybe a CTO'],
      can_offer: ['skip'],
      topics: ['skip'],
    },
    corrections: ['I know permitting in Israel inside out, happy to help anyone with that', 'grid storage, community energy'],
    planted: {
      headline: ['solar installer'],
      lookingFor: ['finance rooftop solar for schools', 'cto'],
      canOffer: ['permitting in israel'],
      topics: ['grid storage', 'community energy'],
    },
    absent: ['help'],
  },
];
