import type { SyntheticGuest } from './synthetic-guests.ts';

/**
 * Guests written after the extractor's method was settled and never used to tune it: their recall
 * is the honest figure (offline-brain.test.ts reports it and only asks that most facts land).
 */
export const heldOutGuests: readonly SyntheticGuest[] = [
  {
    id: 'formal-lawyer',
    style: 'formal, long sentences',
    guestName: 'Helena Brandt',
    eventName: 'LegalTech Berlin',
    answers: {
      identity: ['My name is Helena and I am a partner at Brandt & Kuehn, a law firm specialising in data protection.'],
      event_goals: ['I would like to understand which legal tech tools are mature enough for mid-sized firms.'],
      looking_for: ['I am seeking founders building contract analysis software.'],
      can_offer: ['I can provide guidance on GDPR compliance for early-stage startups.'],
      topics: ['I am particularly interested in AI regulation and privacy engineering.'],
    },
    planted: {
      headline: ['partner at brandt'],
      about: ['legal tech tools'],
      lookingFor: ['founders building contract analysis software'],
      canOffer: ['gdpr compliance'],
      topics: ['ai regulation', 'privacy engineering'],
    },
  },
  {
    id: 'bullet-points',
    style: 'answers as lines and bullets',
    guestName: 'Kofi',
    eventName: 'Africa Tech Summit',
    answers: {
      identity: ['CTO @ Farmlink\n- agritech marketplace\n- 12 engineers'],
      event_goals: ['- partnerships with cooperatives\n- hiring'],
      looking_for: ['- senior Android devs\n- logistics partners in Ghana'],
      can_offer: ['- scaling engineering teams\n- mobile money integrations'],
      topics: ['- agritech\n- mobile money\n- offline-first apps'],
    },
    planted: {
      headline: ['cto'],
      lookingFor: ['senior android devs', 'logistics partners in ghana'],
      canOffer: ['scaling engineering teams', 'mobile money integrations'],
      topics: ['agritech', 'offline-first apps'],
    },
  },
  {
    id: 'emoji-marketer',
    style: 'casual with emoji',
    guestName: 'Zoe',
    eventName: 'Growth Hackers Meetup',
    answers: {
      identity: ["hey 👋 i'm zoe, growth marketer at a meal-kit startup called Forkful"],
      event_goals: ['mostly want to swap notes on paid acquisition 🙌'],
      looking_for: ['other growth folks + maybe a freelance copywriter'],
      can_offer: ['happy to share our referral program playbook 😊'],
      topics: ['retention, lifecycle emails, tiktok ads'],
    },
    planted: {
      headline: ['growth marketer'],
      about: ['paid acquisition'],
      lookingFor: ['freelance copywriter'],
      canOffer: ['referral program playbook'],
      topics: ['retention', 'lifecycle emails', 'tiktok ads'],
    },
  },
  {
    id: 'hedging-researcher',
    style: 'hedges everything',
    guestName: 'Ines',
    eventName: 'Neuro Startups Day',
    answers: {
      identity: ["I guess I'm a neuroscientist? Postdoc at the Crick, working on sleep and memory."],
      event_goals: ["Honestly not sure yet, maybe see if there's a startup path for my research."],
      looking_for: ['Probably people who have spun a company out of a lab'],
      can_offer: ['I could maybe help with study design and EEG analysis'],
      topics: ['Sleep science, I suppose, and neurotech ethics'],
    },
    planted: {
      about: ['startup path for my research'],
      lookingFor: ['spun a company out of a lab'],
      canOffer: ['study design', 'eeg analysis'],
      topics: ['sleep science', 'neurotech ethics'],
    },
  },
  {
    id: 'second-answer-covers-rest',
    style: 'short first answer, then everything at once',
    guestName: 'Oskar',
    eventName: 'Nordic Game Jam',
    answers: {
      identity: ['Indie game developer from Malmö'],
      event_goals: [
        "I want to find an artist to team up with for the jam. I can help with Unity programming and shaders, and I'm into procedural generation and roguelikes.",
      ],
    },
    planted: {
      headline: ['indie game developer'],
      lookingFor: ['artist to team up with'],
      canOffer: ['unity programming'],
      topics: ['procedural generation', 'roguelikes'],
    },
  },
  {
    id: 'nonprofit-organiser',
    style: 'community organiser, plain',
    guestName: 'Rosa Martinez',
    eventName: 'Civic Tech Fest',
    answers: {
      identity: ['I coordinate volunteers at Code for Valencia.'],
      event_goals: ['Recruit volunteers for our flood-mapping project.'],
      looking_for: ['Volunteers with GIS skills and designers who like civic projects.'],
      can_offer: ['I can introduce people to local government contacts.'],
      topics: ['Open data, climate adaptation and community organising.'],
    },
    planted: {
      about: ['flood-mapping project'],
      lookingFor: ['volunteers with gis skills'],
      canOffer: ['local government contacts'],
      topics: ['open data', 'climate adaptation', 'community organising'],
    },
  },
];
