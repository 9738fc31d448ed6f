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
  // A second held-out batch, written after the fixes for Maya's walk-through with the same kinds of traps
  // (needs named in passing by generic words, offers that point back, a bare list sent as a change, a yes
  // after a note). Their first run recalled 13 of 15 planted facts; one defect it exposed (a hyphenated
  // compound, "right-to-repair", trimmed to "repair") was fixed. The teacher's "find tools…" still fills
  // whom to meet richly, so she is never asked, and her planted need is missed.
  {
    id: 'agronomist-topics-as-a-change',
    style: 'names investors in passing, asks about the summary, then lists topics',
    guestName: 'Lena Mwangi',
    eventName: 'Regen Ag Summit',
    answers: {
      identity: ['Agronomist at a soil-carbon startup in Nairobi, hoping to meet investors'],
      event_goals: ['see what other soil projects measure'],
      looking_for: ['Impact funds that back African agritech'],
      can_offer: ['Field trial design. I ran dozens of them and can walk anyone through it.'],
      topics: ['skip'],
    },
    corrections: ['what does about mean here?', 'biochar, soil carbon markets'],
    planted: {
      headline: ['agronomist'],
      lookingFor: ['impact funds that back african agritech'],
      canOffer: ['field trial design'],
      topics: ['biochar', 'soil carbon markets'],
    },
  },
  {
    id: 'hardware-offer-points-back',
    style: 'generic needs, an offer in the sentence before the pronoun',
    guestName: 'Ken Tanaka',
    eventName: 'Hardware Meetup Osaka',
    answers: {
      identity: ['Electrical engineer, I design chargers for e-scooters at Voltra.'],
      event_goals: ['meet some partners and contacts'],
      looking_for: ['Contract manufacturers in Vietnam'],
      can_offer: ['I spent ten years on hardware certification. Happy to do it for others.'],
      topics: ['Power electronics, right-to-repair'],
    },
    planted: {
      headline: ['electrical engineer'],
      lookingFor: ['contract manufacturers in vietnam'],
      canOffer: ['hardware certification'],
      topics: ['power electronics', 'right-to-repair'],
    },
  },
  {
    id: 'teacher-yes-after-change',
    style: 'offers by pointing back, a plain yes after asking to change',
    guestName: 'Ana Souza',
    eventName: 'EdTech Lisbon',
    answers: {
      identity: ["I'm a secondary school maths teacher in Porto and I'd like to find collaborators"],
      event_goals: ['Find tools that work offline for rural schools'],
      looking_for: ['Developers building offline-first learning apps'],
      can_offer: ["I've written a lot of exam prep material and I'm glad to share it"],
      topics: ['Maths education and teacher training'],
    },
    corrections: ['Change something', 'yes'],
    planted: {
      headline: ['maths teacher'],
      lookingFor: ['developers building offline-first learning apps'],
      canOffer: ['exam prep material'],
      topics: ['maths education', 'teacher training'],
    },
  },
];
