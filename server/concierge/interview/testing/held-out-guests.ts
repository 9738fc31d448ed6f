import type { SyntheticGuest } from './synthetic-guest.ts';

/**
 * Guests written after the method was settled and never used to tune it: their recall is the
 * honest figure (offline-brain.test.ts reports it and asks only that most planted facts land).
 * Their first run recalled 34 of 41 planted facts; one defect it exposed (a role word used as a
 * verb, "I lead impact investments…", gave no headline) was fixed, nothing was fitted to their wording.
 */
export const heldOutGuests: readonly SyntheticGuest[] = [
  {
    id: 'sustainability-consultant',
    style: 'professional, goal names whom to meet',
    guestName: 'Hannah Reid',
    eventName: 'Net Zero Forum',
    answers: {
      identity: ['Sustainability consultant, mostly helping mid-size manufacturers measure their scope 3 emissions.'],
      event_goals: ["I'm hoping to meet procurement leads from big retailers."],
      can_offer: ['Carbon accounting workshops for teams'],
      topics: ['Supply chain decarbonisation and EU reporting rules'],
    },
    planted: {
      headline: ['sustainability consultant'],
      about: ['procurement leads'],
      lookingFor: ['procurement leads from big retailers'],
      canOffer: ['carbon accounting workshops'],
      topics: ['supply chain decarbonisation', 'eu reporting rules'],
    },
  },
  {
    id: 'music-producer',
    style: 'chatty, vague goal first',
    guestName: 'Jules',
    eventName: 'Creative Tech Night',
    answers: {
      identity: ['oh hi! so I make electronic music and I also run a small label called Night Bloom, mostly ambient stuff'],
      event_goals: ['honestly just vibes, meet cool people', 'find artists to release on the label'],
      looking_for: ['visual artists for album covers'],
      can_offer: ['I can mix and master tracks'],
      topics: ['ambient music, modular synths'],
    },
    planted: {
      headline: ['electronic music'],
      about: ['night bloom'],
      lookingFor: ['visual artists for album covers'],
      canOffer: ['mix and master tracks'],
      topics: ['ambient music', 'modular synths'],
    },
  },
  {
    id: 'retired-banker',
    style: 'short sentences',
    guestName: 'George Whitfield',
    eventName: 'Fintech Mentors Breakfast',
    answers: {
      identity: ['Retired. Spent 30 years in corporate banking at HSBC.'],
      event_goals: ['Give back by mentoring young founders.'],
      looking_for: ['Founders in fintech who need a sounding board'],
      can_offer: ['Mentoring on banking partnerships and credit risk'],
      topics: ['Financial inclusion'],
    },
    planted: {
      about: ['corporate banking at hsbc'],
      lookingFor: ['founders in fintech'],
      canOffer: ['banking partnerships'],
      topics: ['financial inclusion'],
    },
  },
  {
    id: 'student-heavy-typos',
    style: 'many typos',
    guestName: 'Ravi',
    eventName: 'Campus Startup Fair',
    answers: {
      identity: ['hii im a 2nd year compsci studnet at UCL'],
      event_goals: ['lookin for an internshp'],
      looking_for: ['startups that take interns over summer'],
      can_offer: ['i can build websites and do some python'],
      topics: ['game dev and machine learnin'],
    },
    planted: {
      headline: ['compsci studnet at ucl'],
      lookingFor: ['internshp'],
      canOffer: ['build websites'],
      topics: ['game dev', 'machine learnin'],
    },
  },
  {
    id: 'skips-everything-after-identity',
    style: 'answers once, skips the rest',
    guestName: 'Petra',
    eventName: 'Automate Expo',
    answers: {
      identity: ['Co-founder of Tessel Robotics, we build warehouse picking robots.'],
      event_goals: ['Skip'],
      looking_for: ['Skip'],
      can_offer: ['Skip'],
      topics: ['Skip'],
    },
    planted: {
      headline: ['co-founder of tessel robotics'],
      about: ['warehouse picking robots'],
    },
  },
  {
    id: 'designer-numbered-lines',
    style: 'numbered lists on separate lines',
    guestName: 'Noor',
    eventName: 'UX Brighton',
    answers: {
      identity: ['UX designer\nCurrently at Monzo'],
      event_goals: ['1. Meet other designers\n2. Learn about design ops'],
      looking_for: ['Design leads at scale-ups'],
      can_offer: ['Portfolio reviews\nUsability testing tips'],
      topics: ['Design systems\nResearch ops'],
    },
    planted: {
      headline: ['ux designer'],
      lookingFor: ['design leads at scale-ups'],
      canOffer: ['portfolio reviews', 'usability testing tips'],
      topics: ['design systems', 'research ops'],
    },
  },
  {
    id: 'impact-investor',
    style: 'formal, offers capital',
    guestName: 'Miriam Osei',
    eventName: 'Water Innovation Summit',
    answers: {
      identity: ['I lead impact investments at the Kestrel Foundation.'],
      event_goals: ['To identify promising early-stage ventures in water access.'],
      looking_for: ['Founders working on clean water technology'],
      can_offer: ['We provide grants and patient capital, and I can offer introductions to our portfolio.'],
      topics: ['Water security and blended finance'],
    },
    planted: {
      headline: ['kestrel foundation'],
      about: ['water access'],
      lookingFor: ['clean water technology'],
      canOffer: ['grants and patient capital', 'introductions to our portfolio'],
      topics: ['water security', 'blended finance'],
    },
  },
  {
    id: 'shy-then-open',
    style: 'hesitant at first',
    guestName: 'Beth',
    eventName: 'Health Hack',
    answers: {
      identity: ['um', "ok... I'm a nurse", "ICU nurse at St Mary's, thinking about moving into health tech"],
      event_goals: ['Figure out if health tech is for me'],
      looking_for: ['People who switched from clinical work to startups'],
      can_offer: ['Clinical insight on ICU workflows'],
      topics: ['Patient safety'],
    },
    planted: {
      headline: ['icu nurse'],
      about: ['health tech is for me'],
      lookingFor: ['switched from clinical work'],
      canOffer: ['icu workflows'],
      topics: ['patient safety'],
    },
  },
];
