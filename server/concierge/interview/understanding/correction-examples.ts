/* eslint-disable max-lines -- training data, one example per entry: a long list, not a file doing several jobs */
import type { CorrectionExample } from './correction-example.ts';
import { choiceExamples } from './correction-examples-choice.ts';
import { shapeExamples } from './correction-examples-shapes.ts';

/** Change requests to proposed dossiers, each with exactly what the dossier must be after it: the correction engine's development set. */
export const correctionExamples: readonly CorrectionExample[] = [
  {
    before: {
      headline: 'Founder at Chairside',
      lookingFor: ['seed investors', 'a fractional CFO'],
      canOffer: ['dental software demos'],
      topics: ['dental tech'],
    },
    request: "The CFO is something I can offer, not something I need — I'm a part-time CFO for two startups.",
    after: {
      headline: 'Founder at Chairside',
      lookingFor: ['seed investors'],
      canOffer: ['dental software demos', 'a fractional CFO'],
      topics: ['dental tech'],
    },
  },
  {
    before: {
      headline: "ICU nurse at St Thomas'",
      lookingFor: ['nurses interested in informatics', 'a mentor in health tech'],
      canOffer: ['clinical workflow feedback'],
      topics: ['nursing informatics', 'patient safety'],
    },
    request: "the mentor thing is backwards, I'd be mentoring people, not looking for one",
    after: {
      headline: "ICU nurse at St Thomas'",
      lookingFor: ['nurses interested in informatics'],
      canOffer: ['clinical workflow feedback', 'a mentor in health tech'],
      topics: ['nursing informatics', 'patient safety'],
    },
  },
  {
    before: {
      headline: 'Plumber, Bristol',
      lookingFor: ['property managers'],
      canOffer: ['emergency plumbing advice', 'heat pump installs'],
      topics: ['trades training'],
    },
    request: "Heat pumps are more of an interest — I'm not certified to install them yet, so put that under topics.",
    after: {
      headline: 'Plumber, Bristol',
      lookingFor: ['property managers'],
      canOffer: ['emergency plumbing advice'],
      topics: ['trades training', 'heat pump installs'],
    },
  },
  {
    before: {
      headline: 'Angel investor, ex-founder',
      lookingFor: ['B2B SaaS founders', 'angel investors'],
      canOffer: ['small cheques', 'board experience'],
      topics: ['SaaS pricing'],
    },
    request: 'The angels — I am one, that should be under what I offer.',
    after: {
      headline: 'Angel investor, ex-founder',
      lookingFor: ['B2B SaaS founders'],
      canOffer: ['small cheques', 'board experience', 'angel investors'],
      topics: ['SaaS pricing'],
    },
  },
  {
    before: {
      headline: 'Baker & owner, Crumb & Co',
      lookingFor: ['wholesale buyers', 'a bakery mentor'],
      canOffer: ['sourdough workshops'],
      topics: ['fermentation', 'wholesale pricing'],
    },
    request: 'Wholesale pricing is something I can actually help with, move it to offer',
    after: {
      headline: 'Baker & owner, Crumb & Co',
      lookingFor: ['wholesale buyers', 'a bakery mentor'],
      canOffer: ['sourdough workshops', 'wholesale pricing'],
      topics: ['fermentation'],
    },
  },
  {
    before: {
      headline: 'Policy analyst, DEFRA',
      lookingFor: ['river trusts', 'water company engineers'],
      canOffer: ['how Whitehall works'],
      topics: ['water quality', 'policy careers'],
    },
    request: "policy careers isn't really a topic for me, it's advice I can give people — move it",
    after: {
      headline: 'Policy analyst, DEFRA',
      lookingFor: ['river trusts', 'water company engineers'],
      canOffer: ['how Whitehall works', 'policy careers'],
      topics: ['water quality'],
    },
  },
  {
    before: {
      headline: 'Head of Design at Lumen',
      lookingFor: ['senior product designers'],
      canOffer: ['portfolio reviews', 'design systems'],
      topics: ['accessibility'],
    },
    request: 'Design sytems should go in topics, im not offering to build anyones.',
    after: {
      headline: 'Head of Design at Lumen',
      lookingFor: ['senior product designers'],
      canOffer: ['portfolio reviews'],
      topics: ['accessibility', 'design systems'],
    },
  },
  {
    before: {
      headline: 'CTO at Haulio',
      lookingFor: ['backend engineers', 'logistics operators'],
      canOffer: ['code reviews'],
      topics: ['route optimisation', 'hiring engineers'],
    },
    request: "Hiring engineers is what I'm looking for, not a topic. Move it over.",
    after: {
      headline: 'CTO at Haulio',
      lookingFor: ['backend engineers', 'logistics operators', 'hiring engineers'],
      canOffer: ['code reviews'],
      topics: ['route optimisation'],
    },
  },
  {
    before: {
      headline: 'Retired headteacher',
      lookingFor: ['literacy charities'],
      canOffer: ['school governance advice', 'volunteers for reading clubs'],
      topics: ['adult literacy'],
    },
    request: "I'm the one who needs volunteers for the reading clubs, not offering them",
    after: {
      headline: 'Retired headteacher',
      lookingFor: ['literacy charities', 'volunteers for reading clubs'],
      canOffer: ['school governance advice'],
      topics: ['adult literacy'],
    },
  },
  {
    before: {
      headline: 'PhD student, computational biology',
      lookingFor: ['industry researchers', 'bioinformatics mentors'],
      canOffer: ['Python tutoring'],
      topics: ['protein folding', 'open science'],
    },
    request: 'open science is sth i can offer, i run workshops on it. pls move',
    after: {
      headline: 'PhD student, computational biology',
      lookingFor: ['industry researchers', 'bioinformatics mentors'],
      canOffer: ['Python tutoring', 'open science'],
      topics: ['protein folding'],
    },
  },
  {
    before: {
      headline: 'Owner, two cafés and a roastery',
      lookingFor: ['coffee importers'],
      canOffer: ['barista training', 'a roasting partner'],
      topics: ['specialty coffee'],
    },
    request: "a roasting partner is what I want to find, it's in the wrong place",
    after: {
      headline: 'Owner, two cafés and a roastery',
      lookingFor: ['coffee importers', 'a roasting partner'],
      canOffer: ['barista training'],
      topics: ['specialty coffee'],
    },
  },
  {
    before: {
      headline: 'Employment lawyer',
      lookingFor: ['trade union reps', 'HR directors'],
      canOffer: ['free advice on employment rights'],
      topics: ['gig economy', 'unfair dismissal'],
    },
    request: "Unfair dismissal isn't just a topic — I run free clinics on it, so it's something I can offer.",
    after: {
      headline: 'Employment lawyer',
      lookingFor: ['trade union reps', 'HR directors'],
      canOffer: ['free advice on employment rights', 'unfair dismissal'],
      topics: ['gig economy'],
    },
  },
  {
    before: {
      headline: 'Data scientist at Octave',
      lookingFor: ['climate startups'],
      canOffer: ['data analysis', 'Python mentoring'],
      topics: ['MLOps'],
    },
    request: "Put the Python mentoring under topics, I want to talk about it, I don't have time to do it.",
    after: {
      headline: 'Data scientist at Octave',
      lookingFor: ['climate startups'],
      canOffer: ['data analysis'],
      topics: ['MLOps', 'Python mentoring'],
    },
  },
  {
    before: {
      headline: 'Architect in Lisbon',
      lookingFor: ['social housing developers', '3D visualisation'],
      canOffer: ['site visits in Lisbon'],
      topics: ['social housing design'],
    },
    request: '3D visualisation is my service, I am offering this, not searching',
    after: {
      headline: 'Architect in Lisbon',
      lookingFor: ['social housing developers'],
      canOffer: ['site visits in Lisbon', '3D visualisation'],
      topics: ['social housing design'],
    },
  },
  {
    before: {
      headline: 'Farmer, dairy, Somerset',
      lookingFor: ['regenerative farmers', 'cheese makers'],
      canOffer: ['farm visits'],
      topics: ['soil health', 'milk pricing'],
    },
    request: "The cheese makers are people I can introduce others to, not ones I'm after — move that one",
    after: {
      headline: 'Farmer, dairy, Somerset',
      lookingFor: ['regenerative farmers'],
      canOffer: ['farm visits', 'cheese makers'],
      topics: ['soil health', 'milk pricing'],
    },
  },
  {
    before: {
      headline: 'Midwife, community team',
      lookingFor: ['doulas'],
      canOffer: ['antenatal class materials'],
      topics: ['maternal mental health', 'birth trauma support'],
    },
    request: "birth trauma support is what I'm looking for for my clients, move it to looking for please",
    after: {
      headline: 'Midwife, community team',
      lookingFor: ['doulas', 'birth trauma support'],
      canOffer: ['antenatal class materials'],
      topics: ['maternal mental health'],
    },
  },
  {
    before: {
      headline: 'Indie game developer',
      lookingFor: ['publishers', 'playtesters'],
      canOffer: ['pixel art'],
      topics: ['farming sims'],
    },
    request: "playtesters — I can offer to playtest other people's games, that's what I meant",
    after: {
      headline: 'Indie game developer',
      lookingFor: ['publishers'],
      canOffer: ['pixel art', 'playtesters'],
      topics: ['farming sims'],
    },
  },
  {
    before: {
      headline: 'Translator, Japanese–English',
      lookingFor: ['game studios'],
      canOffer: ['localisation', 'Japanese lessons'],
      topics: ['video game localisation'],
    },
    request: 'Japanese lessons, I want to take them, not give them!! move to looking for',
    after: {
      headline: 'Translator, Japanese–English',
      lookingFor: ['game studios', 'Japanese lessons'],
      canOffer: ['localisation'],
      topics: ['video game localisation'],
    },
  },
  {
    before: {
      headline: 'Social worker, Leeds',
      lookingFor: ['foster carers', 'youth workers'],
      canOffer: ['safeguarding training'],
      topics: ["children's services", 'burnout'],
    },
    request: 'burnout isnt a topic, its support I need — pls put in looking for',
    after: {
      headline: 'Social worker, Leeds',
      lookingFor: ['foster carers', 'youth workers', 'burnout'],
      canOffer: ['safeguarding training'],
      topics: ["children's services"],
    },
  },
  {
    before: {
      headline: "Community organiser, tenants' union",
      lookingFor: ['housing lawyers'],
      canOffer: ['campaign training', "renters' rights"],
      topics: ['housing policy'],
    },
    request: "renters' rights goes with topics",
    after: {
      headline: "Community organiser, tenants' union",
      lookingFor: ['housing lawyers'],
      canOffer: ['campaign training'],
      topics: ['housing policy', "renters' rights"],
    },
  },
  {
    before: {
      headline: 'Mechanic, EV specialist',
      lookingFor: ['fleet managers'],
      canOffer: ['EV diagnostics', 'apprentices'],
      topics: ['battery health'],
    },
    request: "I don't offer apprentices lol, I'm looking for one",
    after: {
      headline: 'Mechanic, EV specialist',
      lookingFor: ['fleet managers', 'apprentices'],
      canOffer: ['EV diagnostics'],
      topics: ['battery health'],
    },
  },
  {
    before: {
      headline: 'Charity CEO, Open Minds',
      lookingFor: ['trusts and foundations', 'corporate partners'],
      canOffer: ['mental health workshops'],
      topics: ['charity governance'],
    },
    request: "Charity governance I can advise on — so that's an offer, not just a topic.",
    after: {
      headline: 'Charity CEO, Open Minds',
      lookingFor: ['trusts and foundations', 'corporate partners'],
      canOffer: ['mental health workshops', 'charity governance'],
      topics: [],
    },
  },
  {
    before: {
      headline: 'Sous chef at Ember',
      lookingFor: ['restaurant investors', 'food waste'],
      canOffer: ['kitchen training'],
      topics: ['fermentation'],
    },
    request: "food waste is a topic, I'm not looking for waste haha",
    after: {
      headline: 'Sous chef at Ember',
      lookingFor: ['restaurant investors'],
      canOffer: ['kitchen training'],
      topics: ['fermentation', 'food waste'],
    },
  },
  {
    before: {
      headline: 'Freelance journalist',
      lookingFor: ['housing campaigners', 'editors'],
      canOffer: ['media training'],
      topics: ['local politics', 'housing'],
    },
    request: 'Editors — is a thing I look for, yes, but media training is also what I look for, not what I give. Move it.',
    after: {
      headline: 'Freelance journalist',
      lookingFor: ['housing campaigners', 'editors', 'media training'],
      canOffer: [],
      topics: ['local politics', 'housing'],
    },
  },
  {
    before: {
      headline: 'Founder, Pipewise',
      lookingFor: ['water utilities', 'hardware engineers', 'pilot sites'],
      canOffer: ['leak detection demos'],
      topics: ['smart water', 'IoT'],
    },
    request: "hardware engineers and pilot sites — both of those are topics, not people I'm chasing. Move both.",
    after: {
      headline: 'Founder, Pipewise',
      lookingFor: ['water utilities'],
      canOffer: ['leak detection demos'],
      topics: ['smart water', 'IoT', 'hardware engineers', 'pilot sites'],
    },
  },
  {
    before: {
      headline: 'Head of Growth, B2B SaaS',
      lookingFor: ['growth mentors'],
      canOffer: ['intros to VCs', 'intros to angels', 'SEO audits'],
      topics: ['PLG'],
    },
    request: "the intros are things I'm looking for, not offering — move both of them",
    after: {
      headline: 'Head of Growth, B2B SaaS',
      lookingFor: ['growth mentors', 'intros to VCs', 'intros to angels'],
      canOffer: ['SEO audits'],
      topics: ['PLG'],
    },
  },
  {
    before: {
      headline: 'GP partner, rural practice',
      lookingFor: ['practice managers', 'digital health startups'],
      canOffer: ['clinical advice for startups'],
      topics: ['rural health', 'GP workload', 'telehealth'],
    },
    request: 'Rural health and telehealth are things I can advise on, move those two to can offer.',
    after: {
      headline: 'GP partner, rural practice',
      lookingFor: ['practice managers', 'digital health startups'],
      canOffer: ['clinical advice for startups', 'rural health', 'telehealth'],
      topics: ['GP workload'],
    },
  },
  {
    before: {
      headline: 'Potter with a studio',
      lookingFor: ['pottery students', 'kiln space', 'craft market organisers'],
      canOffer: ['pottery classes'],
      topics: ['glazes'],
    },
    request: 'Kiln space I have, not need. Same with pottery students — I teach, so thats an offer to.',
    after: {
      headline: 'Potter with a studio',
      lookingFor: ['craft market organisers'],
      canOffer: ['pottery classes', 'kiln space', 'pottery students'],
      topics: ['glazes'],
    },
  },
  {
    before: {
      headline: 'VC associate at Northlight',
      lookingFor: ['pre-seed founders'],
      canOffer: ['pitch deck feedback', 'climate tech', 'fintech'],
      topics: ['portfolio support'],
    },
    request: 'climate tech and fintech should be under topics',
    after: {
      headline: 'VC associate at Northlight',
      lookingFor: ['pre-seed founders'],
      canOffer: ['pitch deck feedback'],
      topics: ['portfolio support', 'climate tech', 'fintech'],
    },
  },
  {
    before: {
      headline: 'Electrician, solar installer',
      lookingFor: ['solar panels', 'battery storage', 'landlords'],
      canOffer: ['EICR inspections'],
      topics: ['net zero'],
    },
    request: "The solar and battery stuff is what I offer, not what I'm looking for. Landlords is right.",
    after: {
      headline: 'Electrician, solar installer',
      lookingFor: ['landlords'],
      canOffer: ['EICR inspections', 'solar panels', 'battery storage'],
      topics: ['net zero'],
    },
  },
  {
    before: {
      headline: 'UX researcher at Kite',
      lookingFor: ['research participants'],
      canOffer: ['usability testing', 'accessibility audits', 'interview training'],
      topics: ['research ops'],
    },
    request: "move everything except usability testing to topics, I don't really offer those",
    after: {
      headline: 'UX researcher at Kite',
      lookingFor: ['research participants'],
      canOffer: ['usability testing'],
      topics: ['research ops', 'accessibility audits', 'interview training'],
    },
  },
  {
    before: {
      headline: 'Bookkeeper and yoga teacher',
      lookingFor: ['small business clients', 'yoga studios'],
      canOffer: ['VAT returns'],
      topics: ['bookkeeping', 'yoga for desk workers'],
    },
    request: "Bookkeeping and yoga for desk workers are both things I OFFER. they're not topics",
    after: {
      headline: 'Bookkeeper and yoga teacher',
      lookingFor: ['small business clients', 'yoga studios'],
      canOffer: ['VAT returns', 'bookkeeping', 'yoga for desk workers'],
      topics: [],
    },
  },
  {
    before: {
      headline: 'Operations lead at Dropwise',
      lookingFor: ['ops hires', 'a COO mentor'],
      canOffer: ['process design', 'warehouse tours'],
      topics: ['last-mile delivery'],
    },
    request: "The hires and the mentor should be topics really, I'm just curious, not actively looking",
    after: {
      headline: 'Operations lead at Dropwise',
      lookingFor: [],
      canOffer: ['process design', 'warehouse tours'],
      topics: ['last-mile delivery', 'ops hires', 'a COO mentor'],
    },
  },
  {
    before: {
      headline: 'Museum curator, textiles',
      lookingFor: ['conservators', 'textile artists', 'funders'],
      canOffer: ['collection tours'],
      topics: ['heritage crafts'],
    },
    request: 'the conservators and the artists I can introduce people to — they go in can offer. funders stays.',
    after: {
      headline: 'Museum curator, textiles',
      lookingFor: ['funders'],
      canOffer: ['collection tours', 'conservators', 'textile artists'],
      topics: ['heritage crafts'],
    },
  },
  {
    before: {
      headline: 'Nurse in Munich',
      lookingFor: ['German language tutors', 'nurse recruiters'],
      canOffer: ['help with recognition of nursing diploma', 'Tagalog translation'],
      topics: ['migration'],
    },
    request: 'The recruiters and the tutors, both I can offer to others because I know many. Please move them.',
    after: {
      headline: 'Nurse in Munich',
      lookingFor: [],
      canOffer: ['help with recognition of nursing diploma', 'Tagalog translation', 'nurse recruiters', 'German language tutors'],
      topics: ['migration'],
    },
  },
  {
    before: {
      headline: 'Cellist and music teacher',
      lookingFor: ['string quartets'],
      canOffer: ['music lessons', 'session recording', 'arranging'],
      topics: ['chamber music'],
    },
    request: "session recording and arranging are what I'd like to find, I can't do them myself",
    after: {
      headline: 'Cellist and music teacher',
      lookingFor: ['string quartets', 'session recording', 'arranging'],
      canOffer: ['music lessons'],
      topics: ['chamber music'],
    },
  },
  {
    before: {
      headline: 'Founder at Ledgerly',
      lookingFor: ['seed investors', 'crypto partners'],
      canOffer: ['finance automation demos'],
      topics: ['fintech', 'crypto'],
    },
    request: 'drop the crypto bit, all of it',
    after: { headline: 'Founder at Ledgerly', lookingFor: ['seed investors'], canOffer: ['finance automation demos'], topics: ['fintech'] },
  },
  {
    before: {
      headline: 'Head of People, fintech',
      lookingFor: ['HR tech founders', 'a recruiter'],
      canOffer: ['hiring advice'],
      topics: ['remote culture', 'DEI'],
    },
    request: "I'm not hiring anymore so take out the recruiter",
    after: {
      headline: 'Head of People, fintech',
      lookingFor: ['HR tech founders'],
      canOffer: ['hiring advice'],
      topics: ['remote culture', 'DEI'],
    },
  },
  {
    before: {
      headline: 'Founder at Fernleaf',
      lookingFor: ['a technical cofounder', 'seed investors'],
      canOffer: ['plant care content'],
      topics: ['houseplants', 'D2C'],
    },
    request: 'We already found a CTO, please take that out',
    after: {
      headline: 'Founder at Fernleaf',
      lookingFor: ['seed investors'],
      canOffer: ['plant care content'],
      topics: ['houseplants', 'D2C'],
    },
  },
  {
    before: {
      headline: 'Product manager, healthtech',
      lookingFor: ['NHS clinicians', 'a new job'],
      canOffer: ['product feedback'],
      topics: ['digital health'],
    },
    request: 'Please remove the job part, my boss might see this 😬',
    after: {
      headline: 'Product manager, healthtech',
      lookingFor: ['NHS clinicians'],
      canOffer: ['product feedback'],
      topics: ['digital health'],
    },
  },
  {
    before: {
      headline: 'Teacher, year 6',
      lookingFor: ['edtech founders'],
      canOffer: ['classroom testing', 'lesson plans'],
      topics: ['AI in schools', 'reading'],
    },
    request: 'remove the last topic',
    after: {
      headline: 'Teacher, year 6',
      lookingFor: ['edtech founders'],
      canOffer: ['classroom testing', 'lesson plans'],
      topics: ['AI in schools'],
    },
  },
  {
    before: {
      headline: 'Civil engineer, retired',
      lookingFor: ['engineering students'],
      canOffer: ['mentoring', 'bridge tours'],
      topics: ['infrastructure', 'networking'],
    },
    request: 'Get rid of "networking", it\'s too vague',
    after: {
      headline: 'Civil engineer, retired',
      lookingFor: ['engineering students'],
      canOffer: ['mentoring', 'bridge tours'],
      topics: ['infrastructure'],
    },
  },
  {
    before: {
      headline: 'Trainee solicitor',
      lookingFor: ['law firm partners'],
      canOffer: ['legal advice', 'contract reviews'],
      topics: ['commercial law'],
    },
    request: "Actually I can't offer legal advice, I'm not qualified yet. Please remove that.",
    after: { headline: 'Trainee solicitor', lookingFor: ['law firm partners'], canOffer: ['contract reviews'], topics: ['commercial law'] },
  },
  {
    before: { headline: 'Barista', lookingFor: ['coffee roasters', 'investors'], canOffer: ['latte art'], topics: ['specialty coffee'] },
    request: "no investors, I'm not at that stage at all",
    after: { headline: 'Barista', lookingFor: ['coffee roasters'], canOffer: ['latte art'], topics: ['specialty coffee'] },
  },
  {
    before: {
      headline: "Illustrator for children's books",
      lookingFor: ['publishers', 'literary agents'],
      canOffer: ['illustrations for pitch decks'],
      topics: ['picture books', 'NFTs'],
    },
    request: 'i never said NFTs?? remove pls',
    after: {
      headline: "Illustrator for children's books",
      lookingFor: ['publishers', 'literary agents'],
      canOffer: ['illustrations for pitch decks'],
      topics: ['picture books'],
    },
  },
  {
    before: {
      headline: 'Dentist',
      lookingFor: ['dental software founders', 'practice buyers'],
      canOffer: ['clinical feedback'],
      topics: ['dental tech'],
    },
    request: "I'm not selling my practice anymore — drop the practice buyers",
    after: { headline: 'Dentist', lookingFor: ['dental software founders'], canOffer: ['clinical feedback'], topics: ['dental tech'] },
  },
  {
    before: {
      headline: 'Research nurse, dementia trials',
      lookingFor: ['trial sites', 'patient groups', 'pharma recruiters'],
      canOffer: ['recruitment tips'],
      topics: ['dementia care'],
    },
    request: 'can u remove pharma recruiters',
    after: {
      headline: 'Research nurse, dementia trials',
      lookingFor: ['trial sites', 'patient groups'],
      canOffer: ['recruitment tips'],
      topics: ['dementia care'],
    },
  },
  {
    before: {
      headline: 'Software engineer at Monzo',
      lookingFor: ['Rust developers'],
      canOffer: ['code reviews', 'mentoring'],
      topics: ['Rust', 'Go', 'distributed systems'],
    },
    request: "Take Go out of the topics, I'm done with it",
    after: {
      headline: 'Software engineer at Monzo',
      lookingFor: ['Rust developers'],
      canOffer: ['code reviews', 'mentoring'],
      topics: ['Rust', 'distributed systems'],
    },
  },
  {
    before: {
      headline: 'Hairdresser, own salon',
      lookingFor: ['salon owners', 'product suppliers'],
      canOffer: ['advice on opening a salon'],
      topics: ['colour trends', 'TikTok marketing'],
    },
    request: 'I am not doing TikTok, please to remove it',
    after: {
      headline: 'Hairdresser, own salon',
      lookingFor: ['salon owners', 'product suppliers'],
      canOffer: ['advice on opening a salon'],
      topics: ['colour trends'],
    },
  },
  {
    before: {
      headline: 'Charity trustee',
      lookingFor: ['treasurers', 'volunteers'],
      canOffer: ['governance advice', 'grant writing'],
      topics: ['charity law'],
    },
    request: "remove the grant writing, I don't have time for that now",
    after: {
      headline: 'Charity trustee',
      lookingFor: ['treasurers', 'volunteers'],
      canOffer: ['governance advice'],
      topics: ['charity law'],
    },
  },
  {
    before: {
      headline: 'Photographer',
      lookingFor: ['wedding planners', 'documentary editors'],
      canOffer: ['headshots', 'wedding photography'],
      topics: ['documentary photography', 'Instagram growth'],
    },
    request: 'Lose the Instagram growth thing',
    after: {
      headline: 'Photographer',
      lookingFor: ['wedding planners', 'documentary editors'],
      canOffer: ['headshots', 'wedding photography'],
      topics: ['documentary photography'],
    },
  },
  {
    before: {
      headline: 'Occupational therapist',
      lookingFor: ['assistive tech makers'],
      canOffer: ['home assessments', 'falls prevention training'],
      topics: ['assistive tech', 'ageing well'],
    },
    request: 'Only keep assistive tech in topics.',
    after: {
      headline: 'Occupational therapist',
      lookingFor: ['assistive tech makers'],
      canOffer: ['home assessments', 'falls prevention training'],
      topics: ['assistive tech'],
    },
  },
  {
    before: {
      headline: 'Welder',
      lookingFor: ['fabrication shops', 'art collectors', 'apprentices'],
      canOffer: ['metal art commissions'],
      topics: ['sculpture'],
    },
    request: 'Can you cut the last two from looking for?',
    after: { headline: 'Welder', lookingFor: ['fabrication shops'], canOffer: ['metal art commissions'], topics: ['sculpture'] },
  },
  {
    before: {
      headline: "Master's student, public health",
      lookingFor: ['NGOs in Ghana', 'research supervisors'],
      canOffer: ['survey design', 'Twi translation'],
      topics: ['malaria', 'health policy'],
    },
    request: 'Please delete the survey design, I am not expert in it',
    after: {
      headline: "Master's student, public health",
      lookingFor: ['NGOs in Ghana', 'research supervisors'],
      canOffer: ['Twi translation'],
      topics: ['malaria', 'health policy'],
    },
  },
  {
    before: {
      headline: 'Tattoo artist',
      lookingFor: ['studio owners', 'investors'],
      canOffer: ['cheap tattoos', 'flash designs'],
      topics: ['art'],
    },
    request: 'remove investors and the cheap tattoos one lol, both',
    after: { headline: 'Tattoo artist', lookingFor: ['studio owners'], canOffer: ['flash designs'], topics: ['art'] },
  },
  {
    before: {
      headline: 'Policy advisor, HM Treasury',
      lookingFor: ['small business owners', 'bank lenders'],
      canOffer: ['how lending policy works'],
      topics: ['SME lending', 'my employer'],
    },
    request: "please don't mention my employer",
    after: {
      headline: 'Policy advisor, HM Treasury',
      lookingFor: ['small business owners', 'bank lenders'],
      canOffer: ['how lending policy works'],
      topics: ['SME lending'],
    },
  },
  {
    before: {
      headline: 'Speech and language therapist',
      lookingFor: ['special schools', 'app developers'],
      canOffer: ['therapy resources'],
      topics: ['stammering', 'AAC'],
    },
    request: 'Remove "app developers" — I tried that, not for me.',
    after: {
      headline: 'Speech and language therapist',
      lookingFor: ['special schools'],
      canOffer: ['therapy resources'],
      topics: ['stammering', 'AAC'],
    },
  },
  {
    before: {
      headline: 'Sound engineer',
      lookingFor: ['venues', 'bands'],
      canOffer: ['live mixing', 'podcast editing'],
      topics: ['live music', 'podcasts'],
    },
    request: 'scratch everything about podcasts',
    after: { headline: 'Sound engineer', lookingFor: ['venues', 'bands'], canOffer: ['live mixing'], topics: ['live music'] },
  },
  {
    before: {
      headline: 'Firefighter, part-time MBA',
      lookingFor: ['career changers', 'MBA classmates'],
      canOffer: ['fire safety talks'],
      topics: ['leadership', 'crisis management'],
    },
    request: "Remove MBA classmates, they'll be there anyway",
    after: {
      headline: 'Firefighter, part-time MBA',
      lookingFor: ['career changers'],
      canOffer: ['fire safety talks'],
      topics: ['leadership', 'crisis management'],
    },
  },
  {
    before: {
      headline: 'Council planner',
      lookingFor: ['developers', 'community groups'],
      canOffer: ['planning advice'],
      topics: ['housing', 'green belt'],
    },
    request: "i'd rather not talk about green belt, too political. take it off",
    after: {
      headline: 'Council planner',
      lookingFor: ['developers', 'community groups'],
      canOffer: ['planning advice'],
      topics: ['housing'],
    },
  },
  {
    before: {
      headline: 'Founder at Chairside',
      lookingFor: ['seed investors'],
      canOffer: ['dental software demos'],
      topics: ['dental tech'],
    },
    request: 'add sailing to my topics',
    after: {
      headline: 'Founder at Chairside',
      lookingFor: ['seed investors'],
      canOffer: ['dental software demos'],
      topics: ['dental tech', 'sailing'],
    },
  },
  {
    before: { headline: 'Backend engineer', lookingFor: ['Rust developers'], canOffer: ['mentoring'], topics: ['Rust'] },
    request: 'also I can offer code reviews',
    after: { headline: 'Backend engineer', lookingFor: ['Rust developers'], canOffer: ['mentoring', 'code reviews'], topics: ['Rust'] },
  },
  {
    before: {
      headline: 'Baker & owner, Crumb & Co',
      lookingFor: ['wholesale buyers'],
      canOffer: ['sourdough workshops'],
      topics: ['fermentation'],
    },
    request: 'please add pottery to topics',
    after: {
      headline: 'Baker & owner, Crumb & Co',
      lookingFor: ['wholesale buyers'],
      canOffer: ['sourdough workshops'],
      topics: ['fermentation', 'pottery'],
    },
  },
  {
    before: {
      headline: 'Shop owner, Refill Rebels',
      lookingFor: ['suppliers of bulk goods'],
      canOffer: ['zero waste tips'],
      topics: ['packaging'],
    },
    request: "I'd like to meet landlords too, add that",
    after: {
      headline: 'Shop owner, Refill Rebels',
      lookingFor: ['suppliers of bulk goods', 'landlords'],
      canOffer: ['zero waste tips'],
      topics: ['packaging'],
    },
  },
  {
    before: {
      headline: 'Community nurse',
      lookingFor: ['digital health startups'],
      canOffer: ['clinical feedback'],
      topics: ['wound care'],
    },
    request: "Also I'm looking for a mentor",
    after: {
      headline: 'Community nurse',
      lookingFor: ['digital health startups', 'a mentor'],
      canOffer: ['clinical feedback'],
      topics: ['wound care'],
    },
  },
  {
    before: {
      headline: 'Co-founder, Tidewater',
      lookingFor: ['impact investors'],
      canOffer: ['ocean data'],
      topics: ['marine conservation'],
    },
    request: 'yes, but add that I can offer office space',
    after: {
      headline: 'Co-founder, Tidewater',
      lookingFor: ['impact investors'],
      canOffer: ['ocean data', 'office space'],
      topics: ['marine conservation'],
    },
  },
  {
    before: {
      headline: 'Civil servant, DWP',
      lookingFor: ['people leaving the civil service'],
      canOffer: ['CV help'],
      topics: ['welfare policy'],
    },
    request: 'I also care about housing policy',
    after: {
      headline: 'Civil servant, DWP',
      lookingFor: ['people leaving the civil service'],
      canOffer: ['CV help'],
      topics: ['welfare policy', 'housing policy'],
    },
  },
  {
    before: { headline: 'Retired GP', lookingFor: ['health charities'], canOffer: ['clinical mentoring'], topics: ['rural health'] },
    request: 'Add "board roles" to looking for, I\'d like to be a trustee somewhere',
    after: {
      headline: 'Retired GP',
      lookingFor: ['health charities', 'board roles'],
      canOffer: ['clinical mentoring'],
      topics: ['rural health'],
    },
  },
  {
    before: {
      headline: 'Junior developer',
      lookingFor: ['senior devs', 'companies hiring juniors'],
      canOffer: ['enthusiasm'],
      topics: ['JavaScript'],
    },
    request: 'can u add hiking 2 topics',
    after: {
      headline: 'Junior developer',
      lookingFor: ['senior devs', 'companies hiring juniors'],
      canOffer: ['enthusiasm'],
      topics: ['JavaScript', 'hiking'],
    },
  },
  {
    before: {
      headline: 'Accountant for small businesses',
      lookingFor: ['sole traders'],
      canOffer: ['tax returns'],
      topics: ['making tax digital'],
    },
    request: 'ad VAT advice to what i offer',
    after: {
      headline: 'Accountant for small businesses',
      lookingFor: ['sole traders'],
      canOffer: ['tax returns', 'VAT advice'],
      topics: ['making tax digital'],
    },
  },
  {
    before: {
      headline: 'Reception manager, Hotel Aurora',
      lookingFor: ['hospitality recruiters'],
      canOffer: ['events space'],
      topics: ['hospitality'],
    },
    request: 'Please put also football in topics',
    after: {
      headline: 'Reception manager, Hotel Aurora',
      lookingFor: ['hospitality recruiters'],
      canOffer: ['events space'],
      topics: ['hospitality', 'football'],
    },
  },
  {
    before: {
      headline: 'Student of economics, Warsaw',
      lookingFor: ['internships'],
      canOffer: ['Polish lessons'],
      topics: ['startups in Poland'],
    },
    request: 'I can give help with translation Polish–English, please put this in offer',
    after: {
      headline: 'Student of economics, Warsaw',
      lookingFor: ['internships'],
      canOffer: ['Polish lessons', 'translation Polish–English'],
      topics: ['startups in Poland'],
    },
  },
  {
    before: {
      headline: 'Architect, Studio Ferro',
      lookingFor: ['timber suppliers'],
      canOffer: ['design reviews'],
      topics: ['mass timber'],
    },
    request: 'Could you also add "cycling" to my topics?',
    after: {
      headline: 'Architect, Studio Ferro',
      lookingFor: ['timber suppliers'],
      canOffer: ['design reviews'],
      topics: ['mass timber', 'cycling'],
    },
  },
  {
    before: { headline: 'Founder, Kiln & Kettle', lookingFor: ['ceramics buyers'], canOffer: ['studio tours'], topics: ['craft business'] },
    request: "Add 'wholesale buyers in Germany' to who I want to meet",
    after: {
      headline: 'Founder, Kiln & Kettle',
      lookingFor: ['ceramics buyers', 'wholesale buyers in Germany'],
      canOffer: ['studio tours'],
      topics: ['craft business'],
    },
  },
  {
    before: {
      headline: 'Youth worker',
      lookingFor: ['funders', 'sports clubs'],
      canOffer: ['youth engagement advice'],
      topics: ['knife crime prevention'],
    },
    request: 'also I can offer intros to local councillors',
    after: {
      headline: 'Youth worker',
      lookingFor: ['funders', 'sports clubs'],
      canOffer: ['youth engagement advice', 'intros to local councillors'],
      topics: ['knife crime prevention'],
    },
  },
  {
    before: {
      headline: 'Head chef at Marrow',
      lookingFor: ['local farmers'],
      canOffer: ['kitchen training'],
      topics: ['nose-to-tail cooking'],
    },
    request: 'and add food waste to my topics pls',
    after: {
      headline: 'Head chef at Marrow',
      lookingFor: ['local farmers'],
      canOffer: ['kitchen training'],
      topics: ['nose-to-tail cooking', 'food waste'],
    },
  },
  {
    before: { headline: 'Librarian, university', lookingFor: ['digital archivists'], canOffer: ['research help'], topics: ['open access'] },
    request: "I'd like to meet podcast producers too",
    after: {
      headline: 'Librarian, university',
      lookingFor: ['digital archivists', 'podcast producers'],
      canOffer: ['research help'],
      topics: ['open access'],
    },
  },
  {
    before: {
      headline: 'Engineer, oil and gas',
      lookingFor: ['renewable energy companies'],
      canOffer: ['offshore engineering experience'],
      topics: ['energy transition'],
    },
    request: 'Put also that I am looking for a mentor in wind energy',
    after: {
      headline: 'Engineer, oil and gas',
      lookingFor: ['renewable energy companies', 'a mentor in wind energy'],
      canOffer: ['offshore engineering experience'],
      topics: ['energy transition'],
    },
  },
  {
    before: {
      headline: 'Quantity surveyor, returning to work',
      lookingFor: ['construction firms'],
      canOffer: ['cost planning'],
      topics: ['returnships'],
    },
    request: "add flexible working to topics, it's a big one for me",
    after: {
      headline: 'Quantity surveyor, returning to work',
      lookingFor: ['construction firms'],
      canOffer: ['cost planning'],
      topics: ['returnships', 'flexible working'],
    },
  },
  {
    before: { headline: 'Physiotherapist', lookingFor: ['sports clubs'], canOffer: ['injury assessments'], topics: ['running injuries'] },
    request: 'add to offer: free injury screening at the event',
    after: {
      headline: 'Physiotherapist',
      lookingFor: ['sports clubs'],
      canOffer: ['injury assessments', 'free injury screening at the event'],
      topics: ['running injuries'],
    },
  },
  {
    before: { headline: 'Writer and copywriter', lookingFor: ['literary agents'], canOffer: ['copywriting'], topics: ['crime fiction'] },
    request: "Oh and editing — I'm a fast, fussy editor. Add that to what I can offer.",
    after: {
      headline: 'Writer and copywriter',
      lookingFor: ['literary agents'],
      canOffer: ['copywriting', 'editing'],
      topics: ['crime fiction'],
    },
  },
  {
    before: {
      headline: 'IT support for schools',
      lookingFor: ['school business managers'],
      canOffer: ['device setup'],
      topics: ['online safety'],
    },
    request: 'topics: add cyber security too',
    after: {
      headline: 'IT support for schools',
      lookingFor: ['school business managers'],
      canOffer: ['device setup'],
      topics: ['online safety', 'cyber security'],
    },
  },
  {
    before: { headline: 'Fashion student', lookingFor: ['sustainable fashion brands'], canOffer: ['sewing'], topics: ['upcycling'] },
    request: "Plz add 'internships' in what I look for",
    after: {
      headline: 'Fashion student',
      lookingFor: ['sustainable fashion brands', 'internships'],
      canOffer: ['sewing'],
      topics: ['upcycling'],
    },
  },
  {
    before: {
      headline: 'Vet, mixed practice',
      lookingFor: ['vet tech startups'],
      canOffer: ['clinical advice'],
      topics: ['animal welfare'],
    },
    request: 'Also I care a lot about rural mental health, put that in topics',
    after: {
      headline: 'Vet, mixed practice',
      lookingFor: ['vet tech startups'],
      canOffer: ['clinical advice'],
      topics: ['animal welfare', 'rural mental health'],
    },
  },
  {
    before: {
      headline: 'Cleaning company owner',
      lookingFor: ['office managers'],
      canOffer: ['commercial cleaning quotes'],
      topics: ['green cleaning products'],
    },
    request: "I'm also looking for a part-time bookkeeper",
    after: {
      headline: 'Cleaning company owner',
      lookingFor: ['office managers', 'a part-time bookkeeper'],
      canOffer: ['commercial cleaning quotes'],
      topics: ['green cleaning products'],
    },
  },
  {
    before: {
      headline: 'Founder at Sprig',
      lookingFor: ['seed investors', 'a head of sales'],
      canOffer: ['plant-based recipe testing'],
      topics: ['food tech'],
    },
    request: "it's pre-seed, not seed",
    after: {
      headline: 'Founder at Sprig',
      lookingFor: ['pre-seed investors', 'a head of sales'],
      canOffer: ['plant-based recipe testing'],
      topics: ['food tech'],
    },
  },
  {
    before: {
      headline: 'UX lead, Harbour Bank',
      lookingFor: ['UX designers'],
      canOffer: ['portfolio reviews'],
      topics: ['UX design', 'fintech'],
    },
    request: 'yes except it\'s "UX research" not "UX design"',
    after: {
      headline: 'UX lead, Harbour Bank',
      lookingFor: ['UX designers'],
      canOffer: ['portfolio reviews'],
      topics: ['UX research', 'fintech'],
    },
  },
  {
    before: { headline: 'Bookkeeper', lookingFor: ['small business clients'], canOffer: ['accounting'], topics: ['cash flow'] },
    request: "It's bookkeeping, not accounting",
    after: { headline: 'Bookkeeper', lookingFor: ['small business clients'], canOffer: ['bookkeeping'], topics: ['cash flow'] },
  },
  {
    before: { headline: 'Founder, Gradewise', lookingFor: ['teachers'], canOffer: ['classroom pilots'], topics: ['tech'] },
    request: 'change "tech" to "edtech" in topics',
    after: { headline: 'Founder, Gradewise', lookingFor: ['teachers'], canOffer: ['classroom pilots'], topics: ['edtech'] },
  },
  {
    before: { headline: 'Brand consultant', lookingFor: ['founders'], canOffer: ['marketing'], topics: ['D2C brands'] },
    request: 'replace marketing with brand strategy',
    after: { headline: 'Brand consultant', lookingFor: ['founders'], canOffer: ['brand strategy'], topics: ['D2C brands'] },
  },
  {
    before: {
      headline: "Children's book publisher",
      lookingFor: ['freelancers'],
      canOffer: ['editorial feedback'],
      topics: ['picture books'],
    },
    request: 'Not "freelancers" — "freelance illustrators"',
    after: {
      headline: "Children's book publisher",
      lookingFor: ['freelance illustrators'],
      canOffer: ['editorial feedback'],
      topics: ['picture books'],
    },
  },
  {
    before: {
      headline: 'Startup founder, Loop Foods',
      lookingFor: ['VCs', 'co-packers'],
      canOffer: ['food safety know-how'],
      topics: ['food waste'],
    },
    request: 'It should say angel investors, not VCs',
    after: {
      headline: 'Startup founder, Loop Foods',
      lookingFor: ['angel investors', 'co-packers'],
      canOffer: ['food safety know-how'],
      topics: ['food waste'],
    },
  },
  {
    before: { headline: 'Parent blogger', lookingFor: ['mums'], canOffer: ['parenting content'], topics: ['work-life balance'] },
    request: 'Not "mums", "parents" please',
    after: { headline: 'Parent blogger', lookingFor: ['parents'], canOffer: ['parenting content'], topics: ['work-life balance'] },
  },
  {
    before: {
      headline: 'Insurance product lead',
      lookingFor: ['actuaries'],
      canOffer: ['product feedback'],
      topics: ['fintech', 'climate risk'],
    },
    request: 'Nearly there: swap fintech for insurtech',
    after: {
      headline: 'Insurance product lead',
      lookingFor: ['actuaries'],
      canOffer: ['product feedback'],
      topics: ['insurtech', 'climate risk'],
    },
  },
  {
    before: {
      headline: 'Environmental consultant',
      lookingFor: ['local authorities'],
      canOffer: ['carbon audits'],
      topics: ['sustainability', 'biodiversity'],
    },
    request: 'what if we say "food waste" instead of "sustainability"? that\'s what I actually work on',
    after: {
      headline: 'Environmental consultant',
      lookingFor: ['local authorities'],
      canOffer: ['carbon audits'],
      topics: ['food waste', 'biodiversity'],
    },
  },
  {
    before: { headline: 'Agronomist', lookingFor: ['farmers'], canOffer: ['crop advice'], topics: ['agriculture'] },
    request: 'make it "soil health" instead of "agriculture", it\'s too broad',
    after: { headline: 'Agronomist', lookingFor: ['farmers'], canOffer: ['crop advice'], topics: ['soil health'] },
  },
  {
    before: { headline: 'Engineering manager', lookingFor: ['a mentor'], canOffer: ['mentoring'], topics: ['team health'] },
    request: "change 'mentor' to 'mentor for first-time managers'",
    after: {
      headline: 'Engineering manager',
      lookingFor: ['a mentor for first-time managers'],
      canOffer: ['mentoring'],
      topics: ['team health'],
    },
  },
  {
    before: { headline: 'Community organiser', lookingFor: ['funders'], canOffer: ['campaign training'], topics: ['activism'] },
    request: 'I\'d say "community organising" rather than "activism"',
    after: { headline: 'Community organiser', lookingFor: ['funders'], canOffer: ['campaign training'], topics: ['community organising'] },
  },
  {
    before: { headline: 'Founder, Tessera', lookingFor: ['Series A investors'], canOffer: ['hiring advice'], topics: ['B2B SaaS'] },
    request: 'is seed, not series A. we are small still',
    after: { headline: 'Founder, Tessera', lookingFor: ['seed investors'], canOffer: ['hiring advice'], topics: ['B2B SaaS'] },
  },
  {
    before: {
      headline: 'Developer advocate',
      lookingFor: ['conference organisers'],
      canOffer: ['talks'],
      topics: ['AI stuff', 'open source'],
    },
    request: '"AI stuff" -> "applied machine learning" pls',
    after: {
      headline: 'Developer advocate',
      lookingFor: ['conference organisers'],
      canOffer: ['talks'],
      topics: ['applied machine learning', 'open source'],
    },
  },
  {
    before: {
      headline: 'Designer at Lumen',
      lookingFor: ['senior designers'],
      canOffer: ['portfolio reviews'],
      topics: ['design systems'],
    },
    request: 'make my headline Head of Design at Lumen',
    after: {
      headline: 'Head of Design at Lumen',
      lookingFor: ['senior designers'],
      canOffer: ['portfolio reviews'],
      topics: ['design systems'],
    },
  },
  {
    before: { headline: 'Nurse', lookingFor: ['nurse informatics leads'], canOffer: ['clinical feedback'], topics: ['digital health'] },
    request: "Almost — I'm a nurse practitioner, not a nurse.",
    after: {
      headline: 'Nurse practitioner',
      lookingFor: ['nurse informatics leads'],
      canOffer: ['clinical feedback'],
      topics: ['digital health'],
    },
  },
  {
    before: { headline: 'Retired', lookingFor: ['literacy charities'], canOffer: ['reading volunteers'], topics: ['adult literacy'] },
    request: 'change headline to "Retired headteacher, now volunteering"',
    after: {
      headline: 'Retired headteacher, now volunteering',
      lookingFor: ['literacy charities'],
      canOffer: ['reading volunteers'],
      topics: ['adult literacy'],
    },
  },
  {
    before: { headline: 'Lead engineer at Haulio', lookingFor: ['backend engineers'], canOffer: ['code reviews'], topics: ['logistics'] },
    request: "Looks right except the headline, I'm CTO at Haulio now",
    after: { headline: 'CTO at Haulio', lookingFor: ['backend engineers'], canOffer: ['code reviews'], topics: ['logistics'] },
  },
  {
    before: {
      headline: 'Plumbing business owner in Bristol, 15 years, two vans, commercial and domestic',
      lookingFor: ['property managers'],
      canOffer: ['plumbing advice'],
      topics: ['trades training'],
    },
    request: 'The headline is too long, just say "Plumber, Bristol"',
    after: { headline: 'Plumber, Bristol', lookingFor: ['property managers'], canOffer: ['plumbing advice'], topics: ['trades training'] },
  },
  {
    before: { headline: 'Senior nurse', lookingFor: ['ward managers'], canOffer: ['mentoring'], topics: ['patient flow'] },
    request: "the headline shoud be Senior Nurse, St Mary's",
    after: { headline: "Senior Nurse, St Mary's", lookingFor: ['ward managers'], canOffer: ['mentoring'], topics: ['patient flow'] },
  },
  {
    before: { headline: 'Bank analyst', lookingFor: ['freelance clients'], canOffer: ['financial modelling'], topics: ['fintech'] },
    request: 'I am not more working in bank, now I am freelance. Headline: Freelance financial analyst',
    after: {
      headline: 'Freelance financial analyst',
      lookingFor: ['freelance clients'],
      canOffer: ['financial modelling'],
      topics: ['fintech'],
    },
  },
  {
    before: { headline: 'Joiner', lookingFor: ['interior designers'], canOffer: ['bespoke furniture'], topics: ['oak'] },
    request: 'Headline pls: "Carpenter & furniture maker"',
    after: {
      headline: 'Carpenter & furniture maker',
      lookingFor: ['interior designers'],
      canOffer: ['bespoke furniture'],
      topics: ['oak'],
    },
  },
  {
    before: { headline: 'Founder, Kiln and Kettle', lookingFor: ['ceramics buyers'], canOffer: ['studio tours'], topics: ['craft'] },
    request: "my company name is spelt wrong in the headline, it's Kiln & Kettle",
    after: { headline: 'Founder, Kiln & Kettle', lookingFor: ['ceramics buyers'], canOffer: ['studio tours'], topics: ['craft'] },
  },
  {
    before: {
      headline: 'Anaesthetics registrar',
      lookingFor: ['medtech founders'],
      canOffer: ['clinical advice'],
      topics: ['patient safety'],
    },
    request: "Good but I'm a consultant anaesthetist, not a registrar",
    after: {
      headline: 'Consultant anaesthetist',
      lookingFor: ['medtech founders'],
      canOffer: ['clinical advice'],
      topics: ['patient safety'],
    },
  },
  {
    before: {
      headline: 'Passionate community builder and connector',
      lookingFor: ['community managers'],
      canOffer: ['event hosting'],
      topics: ['loneliness'],
    },
    request: 'too cheesy, headline should be "Community manager, Sheffield"',
    after: {
      headline: 'Community manager, Sheffield',
      lookingFor: ['community managers'],
      canOffer: ['event hosting'],
      topics: ['loneliness'],
    },
  },
  {
    before: { headline: 'Software engineer', lookingFor: ['construction firms'], canOffer: ['site experience'], topics: ['bricklaying'] },
    request: "I'm a bricklayer lol not a software engineer, where did that come from",
    after: { headline: 'Bricklayer', lookingFor: ['construction firms'], canOffer: ['site experience'], topics: ['bricklaying'] },
  },
  {
    before: {
      headline: 'Founder at Brightpath',
      lookingFor: ['seed investors', 'a CTO'],
      canOffer: ['edtech demos'],
      topics: ['Go', 'edtech'],
    },
    request: 'Add Rust to my topics and remove Go',
    after: {
      headline: 'Founder at Brightpath',
      lookingFor: ['seed investors', 'a CTO'],
      canOffer: ['edtech demos'],
      topics: ['edtech', 'Rust'],
    },
  },
  {
    before: { headline: 'Data scientist', lookingFor: ['ML engineers'], canOffer: ['data analysis'], topics: ['Python', 'statistics'] },
    request: 'drop Python, add Julia',
    after: { headline: 'Data scientist', lookingFor: ['ML engineers'], canOffer: ['data analysis'], topics: ['statistics', 'Julia'] },
  },
  {
    before: { headline: 'Founder, Ledgerly', lookingFor: ['investors'], canOffer: ['finance demos'], topics: ['web3', 'payments'] },
    request: 'remove web3 and add climate tech',
    after: { headline: 'Founder, Ledgerly', lookingFor: ['investors'], canOffer: ['finance demos'], topics: ['payments', 'climate tech'] },
  },
  {
    before: {
      headline: 'Co-founder, Sprout',
      lookingFor: ['seed investors', 'a designer'],
      canOffer: ['gardening workshops'],
      topics: ['urban farming'],
    },
    request: "we hired our designer already so take that out, and it's pre-seed not seed",
    after: {
      headline: 'Co-founder, Sprout',
      lookingFor: ['pre-seed investors'],
      canOffer: ['gardening workshops'],
      topics: ['urban farming'],
    },
  },
  {
    before: { headline: 'Lead developer at Nimbus', lookingFor: ['engineers to hire'], canOffer: ['mentoring'], topics: ['cloud costs'] },
    request: 'Headline should be CTO at Nimbus now, and I can also offer architecture reviews',
    after: {
      headline: 'CTO at Nimbus',
      lookingFor: ['engineers to hire'],
      canOffer: ['mentoring', 'architecture reviews'],
      topics: ['cloud costs'],
    },
  },
  {
    before: {
      headline: 'Ex-police officer',
      lookingFor: ['career changers', 'investors'],
      canOffer: ['safeguarding talks'],
      topics: ['policing'],
    },
    request: 'remove investors and add "security consultancies" to who I want to meet',
    after: {
      headline: 'Ex-police officer',
      lookingFor: ['career changers', 'security consultancies'],
      canOffer: ['safeguarding talks'],
      topics: ['policing'],
    },
  },
  {
    before: {
      headline: 'Head of Partnerships, Oakline',
      lookingFor: ['corporate partners', 'sponsors'],
      canOffer: ['event sponsorship'],
      topics: ['CSR'],
    },
    request: "event sponsorship is what we're looking for, not offering. Also add ESG to topics.",
    after: {
      headline: 'Head of Partnerships, Oakline',
      lookingFor: ['corporate partners', 'sponsors', 'event sponsorship'],
      canOffer: [],
      topics: ['CSR', 'ESG'],
    },
  },
  {
    before: { headline: 'Farmer', lookingFor: ['agritech startups', 'investors'], canOffer: ['farm visits'], topics: ['soil', 'drones'] },
    request: "I'm not looking for investors, I'm one — put it under offer. And headline: Farmer and angel investor",
    after: {
      headline: 'Farmer and angel investor',
      lookingFor: ['agritech startups'],
      canOffer: ['farm visits', 'investors'],
      topics: ['soil', 'drones'],
    },
  },
  {
    before: {
      headline: 'Pharmacist',
      lookingFor: ['GPs', 'a business partner'],
      canOffer: ['medication reviews'],
      topics: ['community pharmacy'],
    },
    request: 'take out the business partner, and "GPs" should be "GP practice managers"',
    after: {
      headline: 'Pharmacist',
      lookingFor: ['GP practice managers'],
      canOffer: ['medication reviews'],
      topics: ['community pharmacy'],
    },
  },
  {
    before: { headline: 'Potter', lookingFor: ['galleries'], canOffer: ['pottery classes', 'kiln space'], topics: ['glazes'] },
    request: "Remove kiln space and put in that I'm looking for a studio to share",
    after: { headline: 'Potter', lookingFor: ['galleries', 'a studio to share'], canOffer: ['pottery classes'], topics: ['glazes'] },
  },
  {
    before: { headline: 'Student nurse', lookingFor: ['hospitals hiring'], canOffer: ['Tagalog translation'], topics: ['nursing'] },
    request: 'Please change headline to "Nurse, newly qualified" and remove hospitals hiring, I have already job',
    after: { headline: 'Nurse, newly qualified', lookingFor: [], canOffer: ['Tagalog translation'], topics: ['nursing'] },
  },
  {
    before: {
      headline: 'Founder, Oddbox Kitchen',
      lookingFor: ['restaurant investors', 'chefs'],
      canOffer: ['food waste data'],
      topics: ['restaurants', 'food waste'],
    },
    request: 'move chefs to what i can offer (i know loads) and remove restaurants from topics',
    after: {
      headline: 'Founder, Oddbox Kitchen',
      lookingFor: ['restaurant investors'],
      canOffer: ['food waste data', 'chefs'],
      topics: ['food waste'],
    },
  },
  {
    before: {
      headline: 'Marketing manager, Hopworks Brewery',
      lookingFor: ['pub owners'],
      canOffer: ['social media'],
      topics: ['craft beer'],
    },
    request: 'add distributors to looking for, and social media -> Instagram strategy',
    after: {
      headline: 'Marketing manager, Hopworks Brewery',
      lookingFor: ['pub owners', 'distributors'],
      canOffer: ['Instagram strategy'],
      topics: ['craft beer'],
    },
  },
  {
    before: {
      headline: 'Electrician, self-employed',
      lookingFor: ['an apprentice', 'EV charger suppliers'],
      canOffer: ['rewiring quotes'],
      topics: ['smart homes'],
    },
    request: 'the charger people are who I buy from already, I can intro folks to them. offer pls',
    after: {
      headline: 'Electrician, self-employed',
      lookingFor: ['an apprentice'],
      canOffer: ['rewiring quotes', 'EV charger suppliers'],
      topics: ['smart homes'],
    },
  },
  {
    before: {
      headline: 'Strength coach, rugby academy',
      lookingFor: ['sports scientists'],
      canOffer: ['gym programming', 'return-to-play protocols'],
      topics: ['youth rugby'],
    },
    request: 'return-to-play is more something I want to chat about than offer, stick it in topics',
    after: {
      headline: 'Strength coach, rugby academy',
      lookingFor: ['sports scientists'],
      canOffer: ['gym programming'],
      topics: ['youth rugby', 'return-to-play protocols'],
    },
  },
  {
    before: {
      headline: 'Sheep farmer, Powys',
      lookingFor: ['wool buyers', 'grazing land'],
      canOffer: ['lambing help'],
      topics: ['regenerative grazing', 'hill farming'],
    },
    request: 'Move the first one in topics to can offer, I run farm walks on it',
    after: {
      headline: 'Sheep farmer, Powys',
      lookingFor: ['wool buyers', 'grazing land'],
      canOffer: ['lambing help', 'regenerative grazing'],
      topics: ['hill farming'],
    },
  },
  {
    before: {
      headline: 'Immigration solicitor',
      lookingFor: ['refugee charities', 'pro bono volunteers'],
      canOffer: ['visa clinics'],
      topics: ['asylum law'],
    },
    request: 'pro bono volunteers — thats me, I volunteer. so offer not looking',
    after: {
      headline: 'Immigration solicitor',
      lookingFor: ['refugee charities'],
      canOffer: ['visa clinics', 'pro bono volunteers'],
      topics: ['asylum law'],
    },
  },
  {
    before: {
      headline: 'Secondary maths teacher',
      lookingFor: ['exam board contacts'],
      canOffer: ['tutoring', 'lesson plans', 'STEM club ideas'],
      topics: ['maths anxiety'],
    },
    request: "the last two under offers are things I'm hunting for, not giving. I'm new to this school",
    after: {
      headline: 'Secondary maths teacher',
      lookingFor: ['exam board contacts', 'lesson plans', 'STEM club ideas'],
      canOffer: ['tutoring'],
      topics: ['maths anxiety'],
    },
  },
  {
    before: {
      headline: 'Owner, Pinewood Books',
      lookingFor: ['local authors', 'a POS system'],
      canOffer: ['event space'],
      topics: ['independent bookshops'],
    },
    request: 'local authors I already know tons of — I can offer intros, so move them',
    after: {
      headline: 'Owner, Pinewood Books',
      lookingFor: ['a POS system'],
      canOffer: ['event space', 'local authors'],
      topics: ['independent bookshops'],
    },
  },
  {
    before: {
      headline: 'Procurement officer, county council',
      lookingFor: ['SME suppliers'],
      canOffer: ['tender workshops'],
      topics: ['social value', 'public procurement reform'],
    },
    request: 'social value is what I teach in the workshops, its an offer',
    after: {
      headline: 'Procurement officer, county council',
      lookingFor: ['SME suppliers'],
      canOffer: ['tender workshops', 'social value'],
      topics: ['public procurement reform'],
    },
  },
  {
    before: {
      headline: 'Data engineer',
      lookingFor: ['dbt users', 'Kafka experts'],
      canOffer: ['Airflow help'],
      topics: ['data contracts'],
    },
    request: 'the Kafka thing is a topic, I just like talking about streaming',
    after: {
      headline: 'Data engineer',
      lookingFor: ['dbt users'],
      canOffer: ['Airflow help'],
      topics: ['data contracts', 'Kafka experts'],
    },
  },
  {
    before: {
      headline: 'Independent financial adviser',
      lookingFor: ['pension transfers', 'accountants for referrals'],
      canOffer: ['retirement planning'],
      topics: ['ethical investing'],
    },
    request: 'pension transfer is something I do, not need. offer',
    after: {
      headline: 'Independent financial adviser',
      lookingFor: ['accountants for referrals'],
      canOffer: ['retirement planning', 'pension transfers'],
      topics: ['ethical investing'],
    },
  },
  {
    before: {
      headline: 'Hotel general manager',
      lookingFor: ['housekeeping staff'],
      canOffer: ['revenue management', 'wedding venue tours'],
      topics: ['staff retention'],
    },
    request: "both offers are actually topics — I'm not giving tours to strangers lol",
    after: {
      headline: 'Hotel general manager',
      lookingFor: ['housekeeping staff'],
      canOffer: [],
      topics: ['staff retention', 'revenue management', 'wedding venue tours'],
    },
  },
  {
    before: {
      headline: 'Postdoc, marine biology',
      lookingFor: ['research vessel time', 'coral reef datasets'],
      canOffer: ['dive survey training'],
      topics: ['ocean acidification'],
    },
    request: "I have coral reef data to share actually, it's an offer. ship time is still looking for",
    after: {
      headline: 'Postdoc, marine biology',
      lookingFor: ['research vessel time'],
      canOffer: ['dive survey training', 'coral reef datasets'],
      topics: ['ocean acidification'],
    },
  },
  {
    before: {
      headline: 'Theatre director',
      lookingFor: ['rehearsal space', 'playwrights', 'lighting designers'],
      canOffer: ['directing workshops'],
      topics: ['new writing'],
    },
    request: 'all of looking for except rehearsal space should move to offer - I can connect ppl to writers and LDs',
    after: {
      headline: 'Theatre director',
      lookingFor: ['rehearsal space'],
      canOffer: ['directing workshops', 'playwrights', 'lighting designers'],
      topics: ['new writing'],
    },
  },
  {
    before: {
      headline: 'Volunteer coordinator, food bank',
      lookingFor: ['corporate volunteering days'],
      canOffer: ['volunteer training'],
      topics: ['food poverty', 'volunteer retention'],
    },
    request: 'Volunteer retention — im looking for help with that, its not a topic',
    after: {
      headline: 'Volunteer coordinator, food bank',
      lookingFor: ['corporate volunteering days', 'volunteer retention'],
      canOffer: ['volunteer training'],
      topics: ['food poverty'],
    },
  },
  {
    before: {
      headline: 'Dietitian, NHS',
      lookingFor: ['gut health researchers'],
      canOffer: ['meal planning', 'diabetes education'],
      topics: ['eating disorders'],
    },
    request: "diabetes ed → topics, I'm not doing that outside work",
    after: {
      headline: 'Dietitian, NHS',
      lookingFor: ['gut health researchers'],
      canOffer: ['meal planning'],
      topics: ['eating disorders', 'diabetes education'],
    },
  },
  {
    before: {
      headline: 'Roofer',
      lookingFor: ['slate suppliers', 'heritage roofing jobs'],
      canOffer: ['leadwork'],
      topics: ['listed buildings'],
    },
    request: 'the heritage jobs are topics really',
    after: {
      headline: 'Roofer',
      lookingFor: ['slate suppliers'],
      canOffer: ['leadwork'],
      topics: ['listed buildings', 'heritage roofing jobs'],
    },
  },
  {
    before: {
      headline: 'Climbing wall manager',
      lookingFor: ['route setters'],
      canOffer: ['belay courses'],
      topics: ['paraclimbing', 'youth squads'],
    },
    request: "paraclimbing should be in looking for, we're trying to start a group",
    after: {
      headline: 'Climbing wall manager',
      lookingFor: ['route setters', 'paraclimbing'],
      canOffer: ['belay courses'],
      topics: ['youth squads'],
    },
  },
  {
    before: {
      headline: 'Frontend developer',
      lookingFor: ['accessibility auditors'],
      canOffer: ['React mentoring'],
      topics: ['design tokens', 'web performance'],
    },
    request: 'acessibility auditors is an offer, I am one',
    after: {
      headline: 'Frontend developer',
      lookingFor: [],
      canOffer: ['React mentoring', 'accessibility auditors'],
      topics: ['design tokens', 'web performance'],
    },
  },
  {
    before: {
      headline: 'Market gardener',
      lookingFor: ['restaurant buyers', 'seed swaps'],
      canOffer: ['veg box scheme'],
      topics: ['no-dig growing'],
    },
    request: 'seed swap i can organise, put in offer pls',
    after: {
      headline: 'Market gardener',
      lookingFor: ['restaurant buyers'],
      canOffer: ['veg box scheme', 'seed swaps'],
      topics: ['no-dig growing'],
    },
  },
  {
    before: {
      headline: 'Notary, Kraków',
      lookingFor: ['foreign clients'],
      canOffer: ['property law', 'apostille help'],
      topics: ['EU inheritance'],
    },
    request: 'property law is for me only topic, I am not giving advices on it here',
    after: {
      headline: 'Notary, Kraków',
      lookingFor: ['foreign clients'],
      canOffer: ['apostille help'],
      topics: ['EU inheritance', 'property law'],
    },
  },
  {
    before: {
      headline: 'Early years practitioner',
      lookingFor: ['SEND specialists'],
      canOffer: ['forest school sessions'],
      topics: ['outdoor learning', 'speech delay'],
    },
    request: 'Speech delay – I need help with it for a few kids. Looking for, not topics.',
    after: {
      headline: 'Early years practitioner',
      lookingFor: ['SEND specialists', 'speech delay'],
      canOffer: ['forest school sessions'],
      topics: ['outdoor learning'],
    },
  },
  {
    before: {
      headline: 'Florist',
      lookingFor: ['wedding planners', 'local growers'],
      canOffer: ['flower arranging classes'],
      topics: ['British flowers'],
    },
    request: 'Both of the looking for ones I already have plenty of—can offer intros. Move them.',
    after: {
      headline: 'Florist',
      lookingFor: [],
      canOffer: ['flower arranging classes', 'wedding planners', 'local growers'],
      topics: ['British flowers'],
    },
  },
  {
    before: {
      headline: 'Paramedic, West Midlands',
      lookingFor: ['mental health first aiders'],
      canOffer: ['CPR training'],
      topics: ['ambulance handover delays', 'shift work'],
    },
    request: 'shift work is a thing I want advice on, not just chat. looking for it',
    after: {
      headline: 'Paramedic, West Midlands',
      lookingFor: ['mental health first aiders', 'shift work'],
      canOffer: ['CPR training'],
      topics: ['ambulance handover delays'],
    },
  },
  {
    before: {
      headline: 'Jewellery maker',
      lookingFor: ['silver suppliers', 'stockists'],
      canOffer: ['soldering lessons'],
      topics: ['ethical gold', 'Etsy SEO'],
    },
    request: 'etsy seo i can teach — offer',
    after: {
      headline: 'Jewellery maker',
      lookingFor: ['silver suppliers', 'stockists'],
      canOffer: ['soldering lessons', 'Etsy SEO'],
      topics: ['ethical gold'],
    },
  },
  {
    before: {
      headline: 'Credit union manager',
      lookingFor: ['community partners'],
      canOffer: ['financial literacy talks', 'debt advice'],
      topics: ['payday lending'],
    },
    request: 'debt advice is what we need, not offer, we refer people out',
    after: {
      headline: 'Credit union manager',
      lookingFor: ['community partners', 'debt advice'],
      canOffer: ['financial literacy talks'],
      topics: ['payday lending'],
    },
  },
  {
    before: {
      headline: 'Bar manager, cocktail bar',
      lookingFor: ['spirit brand reps'],
      canOffer: ['cocktail menu design'],
      topics: ['low-alcohol drinks', 'bar staff training'],
    },
    request: 'training for bar staff is something I offer',
    after: {
      headline: 'Bar manager, cocktail bar',
      lookingFor: ['spirit brand reps'],
      canOffer: ['cocktail menu design', 'bar staff training'],
      topics: ['low-alcohol drinks'],
    },
  },
  {
    before: {
      headline: 'Lab manager, genomics',
      lookingFor: ['sequencing core contacts'],
      canOffer: ['LIMS setup advice', 'lab safety training'],
      topics: ['reproducibility'],
    },
    request: 'move all offers to looking for exept the safety one',
    after: {
      headline: 'Lab manager, genomics',
      lookingFor: ['sequencing core contacts', 'LIMS setup advice'],
      canOffer: ['lab safety training'],
      topics: ['reproducibility'],
    },
  },
  {
    before: {
      headline: 'Fundraising manager, animal rescue',
      lookingFor: ['legacy giving experts', 'corporate sponsors'],
      canOffer: ['event fundraising tips'],
      topics: ['donor retention'],
    },
    request: 'legacy giving is just a topic for me',
    after: {
      headline: 'Fundraising manager, animal rescue',
      lookingFor: ['corporate sponsors'],
      canOffer: ['event fundraising tips'],
      topics: ['donor retention', 'legacy giving experts'],
    },
  },
  {
    before: {
      headline: 'Swimming coach',
      lookingFor: ['pool time', 'masters swimmers'],
      canOffer: ['stroke analysis'],
      topics: ['open water'],
    },
    request: 'Open water I can coach. Offer pls.',
    after: {
      headline: 'Swimming coach',
      lookingFor: ['pool time', 'masters swimmers'],
      canOffer: ['stroke analysis', 'open water'],
      topics: [],
    },
  },
  {
    before: {
      headline: 'Security engineer',
      lookingFor: ['bug bounty hunters'],
      canOffer: ['threat modelling'],
      topics: ['zero trust', 'phishing simulations'],
    },
    request: 'phishing sims are an offer, i run them for free for charitys',
    after: {
      headline: 'Security engineer',
      lookingFor: ['bug bounty hunters'],
      canOffer: ['threat modelling', 'phishing simulations'],
      topics: ['zero trust'],
    },
  },
  {
    before: {
      headline: 'Radiographer',
      lookingFor: ['AI imaging startups'],
      canOffer: ['MRI safety training'],
      topics: ['radiology workforce'],
    },
    request: "Swap them round - the AI startups are the topic, the workforce stuff is what I'm looking for help with",
    after: {
      headline: 'Radiographer',
      lookingFor: ['radiology workforce'],
      canOffer: ['MRI safety training'],
      topics: ['AI imaging startups'],
    },
  },
  {
    before: {
      headline: 'Scaffolder',
      lookingFor: ['site managers', 'a van'],
      canOffer: ['scaffold design'],
      topics: ['working at height'],
    },
    request: 'not a van lol I have one',
    after: { headline: 'Scaffolder', lookingFor: ['site managers'], canOffer: ['scaffold design'], topics: ['working at height'] },
  },
  {
    before: {
      headline: 'Yoga teacher',
      lookingFor: ['studio owners', 'retreat venues'],
      canOffer: ['corporate yoga'],
      topics: ['breathwork', 'Ayurveda'],
    },
    request: "no more Ayurveda, I'm finish with that",
    after: {
      headline: 'Yoga teacher',
      lookingFor: ['studio owners', 'retreat venues'],
      canOffer: ['corporate yoga'],
      topics: ['breathwork'],
    },
  },
  {
    before: {
      headline: 'Wedding photographer',
      lookingFor: ['venues', 'second shooters'],
      canOffer: ['drone footage'],
      topics: ['film photography'],
    },
    request: 'lose the drone footage, my licence lapsed',
    after: { headline: 'Wedding photographer', lookingFor: ['venues', 'second shooters'], canOffer: [], topics: ['film photography'] },
  },
  {
    before: {
      headline: 'Beekeeper',
      lookingFor: ['orchard owners'],
      canOffer: ['honey tasting', 'swarm collection'],
      topics: ['varroa mites'],
    },
    request: 'swarm colection is outdated, stopped doing it 2 yrs ago',
    after: { headline: 'Beekeeper', lookingFor: ['orchard owners'], canOffer: ['honey tasting'], topics: ['varroa mites'] },
  },
  {
    before: {
      headline: 'Criminal defence barrister',
      lookingFor: ['junior tenants', 'legal aid reform campaigners'],
      canOffer: ['advocacy training'],
      topics: ['legal aid'],
    },
    request: 'I never said junior tenants? were not recruiting',
    after: {
      headline: 'Criminal defence barrister',
      lookingFor: ['legal aid reform campaigners'],
      canOffer: ['advocacy training'],
      topics: ['legal aid'],
    },
  },
  {
    before: {
      headline: 'Supply teacher',
      lookingFor: ['schools in Leeds', 'a permanent contract'],
      canOffer: ['cover lessons'],
      topics: ['behaviour management'],
    },
    request: 'can you get rid of the permanent contract bit, I like supply',
    after: { headline: 'Supply teacher', lookingFor: ['schools in Leeds'], canOffer: ['cover lessons'], topics: ['behaviour management'] },
  },
  {
    before: {
      headline: 'Shop manager, outdoor gear',
      lookingFor: ['brand reps'],
      canOffer: ['boot fitting', 'repair service'],
      topics: ['circular retail'],
    },
    request: "repair service isn't true anymore, we closed the workshop",
    after: { headline: 'Shop manager, outdoor gear', lookingFor: ['brand reps'], canOffer: ['boot fitting'], topics: ['circular retail'] },
  },
  {
    before: {
      headline: 'Civil servant, Cabinet Office',
      lookingFor: ['policy fellows'],
      canOffer: ['fast stream advice'],
      topics: ['AI regulation', 'digital identity', 'open data'],
    },
    request: 'delete everything under topics',
    after: { headline: 'Civil servant, Cabinet Office', lookingFor: ['policy fellows'], canOffer: ['fast stream advice'], topics: [] },
  },
  {
    before: {
      headline: 'Machine learning engineer',
      lookingFor: ['GPU credits', 'a co-founder', 'labelled data'],
      canOffer: ['model evaluation'],
      topics: ['LLM evals', 'MLOps'],
    },
    request: 'only keep co-founder in looking for',
    after: {
      headline: 'Machine learning engineer',
      lookingFor: ['a co-founder'],
      canOffer: ['model evaluation'],
      topics: ['LLM evals', 'MLOps'],
    },
  },
  {
    before: {
      headline: 'Mortgage broker',
      lookingFor: ['estate agents', 'first-time buyers'],
      canOffer: ['free mortgage reviews'],
      topics: ['buy-to-let', 'interest rates'],
    },
    request: 'take interest rates out, everybody talks about that',
    after: {
      headline: 'Mortgage broker',
      lookingFor: ['estate agents', 'first-time buyers'],
      canOffer: ['free mortgage reviews'],
      topics: ['buy-to-let'],
    },
  },
  {
    before: {
      headline: 'Chef-owner, Thai street food',
      lookingFor: ['a second site', 'kitchen porters'],
      canOffer: ['catering'],
      topics: ['fermentation', 'street food markets'],
    },
    request: 'pls no second site, is too early for this',
    after: {
      headline: 'Chef-owner, Thai street food',
      lookingFor: ['kitchen porters'],
      canOffer: ['catering'],
      topics: ['fermentation', 'street food markets'],
    },
  },
  {
    before: {
      headline: 'Clinical trials coordinator',
      lookingFor: ['patient advocates'],
      canOffer: ['GCP training'],
      topics: ['decentralised trials', 'rare diseases'],
    },
    request: "rare diseaes isn't my area, remove",
    after: {
      headline: 'Clinical trials coordinator',
      lookingFor: ['patient advocates'],
      canOffer: ['GCP training'],
      topics: ['decentralised trials'],
    },
  },
  {
    before: {
      headline: 'Muralist',
      lookingFor: ['wall owners', 'council arts funding'],
      canOffer: ['spray paint workshops'],
      topics: ['street art'],
    },
    request: 'get rid of the council thing, not going down that route',
    after: { headline: 'Muralist', lookingFor: ['wall owners'], canOffer: ['spray paint workshops'], topics: ['street art'] },
  },
  {
    before: {
      headline: 'Arable farmer, Lincolnshire',
      lookingFor: ['contract harvesters', 'carbon credit buyers'],
      canOffer: ['field trials'],
      topics: ['cover crops'],
    },
    request: 'The carbon credit stuff — nope. Take it out.',
    after: {
      headline: 'Arable farmer, Lincolnshire',
      lookingFor: ['contract harvesters'],
      canOffer: ['field trials'],
      topics: ['cover crops'],
    },
  },
  {
    before: {
      headline: 'Care home manager',
      lookingFor: ['agency nurses', 'activity coordinators'],
      canOffer: ['dementia care training'],
      topics: ['CQC inspections', 'staff wellbeing'],
    },
    request: 'no CQC please',
    after: {
      headline: 'Care home manager',
      lookingFor: ['agency nurses', 'activity coordinators'],
      canOffer: ['dementia care training'],
      topics: ['staff wellbeing'],
    },
  },
  {
    before: {
      headline: 'Cycling coach',
      lookingFor: ['race sponsors'],
      canOffer: ['bike fitting', 'power training plans', 'race tactics'],
      topics: ['gravel'],
    },
    request: 'remove the frist two offers, im only doing race tactics now',
    after: { headline: 'Cycling coach', lookingFor: ['race sponsors'], canOffer: ['race tactics'], topics: ['gravel'] },
  },
  {
    before: {
      headline: 'Cybersecurity consultant',
      lookingFor: ['SOC analysts'],
      canOffer: ['pen testing', 'ISO 27001 audits'],
      topics: ['ransomware'],
    },
    request: 'I dont do ISO audits any more pls delete',
    after: { headline: 'Cybersecurity consultant', lookingFor: ['SOC analysts'], canOffer: ['pen testing'], topics: ['ransomware'] },
  },
  {
    before: {
      headline: 'SENCO, secondary school',
      lookingFor: ['educational psychologists', 'EHCP advocates'],
      canOffer: ['SEN training'],
      topics: ['autism', 'ADHD', 'dyslexia'],
    },
    request: 'topics: everything except autism can go',
    after: {
      headline: 'SENCO, secondary school',
      lookingFor: ['educational psychologists', 'EHCP advocates'],
      canOffer: ['SEN training'],
      topics: ['autism'],
    },
  },
  {
    before: {
      headline: 'Vineyard owner',
      lookingFor: ['wine importers', 'pickers'],
      canOffer: ['vineyard tours', 'wine tasting'],
      topics: ['English sparkling wine'],
    },
    request: 'Both looking fors are wrong, delete them',
    after: { headline: 'Vineyard owner', lookingFor: [], canOffer: ['vineyard tours', 'wine tasting'], topics: ['English sparkling wine'] },
  },
  {
    before: {
      headline: 'Product designer',
      lookingFor: ['design mentors'],
      canOffer: ['portfolio reviews'],
      topics: ['Figma plugins', 'design ops'],
    },
    request: 'figma plugins, nah',
    after: { headline: 'Product designer', lookingFor: ['design mentors'], canOffer: ['portfolio reviews'], topics: ['design ops'] },
  },
  {
    before: {
      headline: 'Tax adviser',
      lookingFor: ['SME clients', 'crypto traders'],
      canOffer: ['R&D tax credit claims'],
      topics: ['Making Tax Digital'],
    },
    request: "I'd rather not have crypto traders on there tbh",
    after: { headline: 'Tax adviser', lookingFor: ['SME clients'], canOffer: ['R&D tax credit claims'], topics: ['Making Tax Digital'] },
  },
  {
    before: {
      headline: 'Hostel owner',
      lookingFor: ['travel bloggers', 'volunteers'],
      canOffer: ['free stays for creators'],
      topics: ['backpacker travel'],
    },
    request: "can we loose the free stays, i'd get flooded with requests",
    after: { headline: 'Hostel owner', lookingFor: ['travel bloggers', 'volunteers'], canOffer: [], topics: ['backpacker travel'] },
  },
  {
    before: {
      headline: 'Archaeologist, commercial unit',
      lookingFor: ['developers needing surveys'],
      canOffer: ['site walkovers'],
      topics: ['Roman Britain', 'metal detecting'],
    },
    request: 'Metal detecting is not my thing, i never said that',
    after: {
      headline: 'Archaeologist, commercial unit',
      lookingFor: ['developers needing surveys'],
      canOffer: ['site walkovers'],
      topics: ['Roman Britain'],
    },
  },
  {
    before: {
      headline: 'Boxing coach',
      lookingFor: ['gym space', 'sponsors', 'amateur fighters'],
      canOffer: ['pad work sessions'],
      topics: ['youth outreach'],
    },
    request: 'remove the last one in looking for',
    after: { headline: 'Boxing coach', lookingFor: ['gym space', 'sponsors'], canOffer: ['pad work sessions'], topics: ['youth outreach'] },
  },
  {
    before: {
      headline: 'Programme officer, grant-making trust',
      lookingFor: ['grassroots groups'],
      canOffer: ['grant application feedback', 'trustee introductions'],
      topics: ['participatory grantmaking'],
    },
    request: "trustee intros isn't something i can offer publicly — pls remove",
    after: {
      headline: 'Programme officer, grant-making trust',
      lookingFor: ['grassroots groups'],
      canOffer: ['grant application feedback'],
      topics: ['participatory grantmaking'],
    },
  },
  {
    before: {
      headline: 'Backend developer, Go',
      lookingFor: ['remote jobs', 'open source maintainers'],
      canOffer: ['Go code reviews'],
      topics: ['Kubernetes', 'gRPC'],
    },
    request: 'not kubernetes',
    after: {
      headline: 'Backend developer, Go',
      lookingFor: ['remote jobs', 'open source maintainers'],
      canOffer: ['Go code reviews'],
      topics: ['gRPC'],
    },
  },
  {
    before: {
      headline: 'Dental nurse',
      lookingFor: ['orthodontic practices', 'training courses'],
      canOffer: ['patient care'],
      topics: ['oral hygiene'],
    },
    request: 'courses — i already booked one, delete that',
    after: { headline: 'Dental nurse', lookingFor: ['orthodontic practices'], canOffer: ['patient care'], topics: ['oral hygiene'] },
  },
  {
    before: {
      headline: 'Estate agent',
      lookingFor: ['landlords', 'conveyancers'],
      canOffer: ['free valuations'],
      topics: ['property market', 'renters reform'],
    },
    request: 'Only property market in topics, drop the other one',
    after: {
      headline: 'Estate agent',
      lookingFor: ['landlords', 'conveyancers'],
      canOffer: ['free valuations'],
      topics: ['property market'],
    },
  },
  {
    before: {
      headline: 'Ski instructor',
      lookingFor: ['summer work'],
      canOffer: ['private lessons', 'avalanche awareness'],
      topics: ['snowboarding'],
    },
    request: "the avalanche thing isn't right, I'm not qualified to teach that. remove",
    after: { headline: 'Ski instructor', lookingFor: ['summer work'], canOffer: ['private lessons'], topics: ['snowboarding'] },
  },
  {
    before: {
      headline: 'Town clerk, parish council',
      lookingFor: ['volunteers', 'grant funders'],
      canOffer: ['local planning knowledge'],
      topics: ['village halls', 'speeding'],
    },
    request: 'speeding??? delete',
    after: {
      headline: 'Town clerk, parish council',
      lookingFor: ['volunteers', 'grant funders'],
      canOffer: ['local planning knowledge'],
      topics: ['village halls'],
    },
  },
  {
    before: { headline: 'Tiler', lookingFor: ['bathroom fitters'], canOffer: ['wet room installs'], topics: [] },
    request: 'oh and I can help with underfloor heating',
    after: { headline: 'Tiler', lookingFor: ['bathroom fitters'], canOffer: ['wet room installs', 'underfloor heating'], topics: [] },
  },
  {
    before: {
      headline: 'GP trainee',
      lookingFor: ['GP trainers'],
      canOffer: ['medical student teaching'],
      topics: ['health inequalities'],
    },
    request: "I'd also like to meet portfolio GPs",
    after: {
      headline: 'GP trainee',
      lookingFor: ['GP trainers', 'portfolio GPs'],
      canOffer: ['medical student teaching'],
      topics: ['health inequalities'],
    },
  },
  {
    before: { headline: 'Illustrator, editorial', lookingFor: ['art directors'], canOffer: ['spot illustrations'], topics: ['risograph'] },
    request: 'topics: zines, linocut',
    after: {
      headline: 'Illustrator, editorial',
      lookingFor: ['art directors'],
      canOffer: ['spot illustrations'],
      topics: ['risograph', 'zines', 'linocut'],
    },
  },
  {
    before: { headline: 'Agricultural contractor', lookingFor: ['farm clients'], canOffer: ['hedge cutting'], topics: ['machinery costs'] },
    request: 'also slurry spreading under offers',
    after: {
      headline: 'Agricultural contractor',
      lookingFor: ['farm clients'],
      canOffer: ['hedge cutting', 'slurry spreading'],
      topics: ['machinery costs'],
    },
  },
  {
    before: { headline: 'Family lawyer', lookingFor: ['mediators'], canOffer: ['divorce advice'], topics: ['child arrangements'] },
    request: 'put "domestic abuse support services" in looking for',
    after: {
      headline: 'Family lawyer',
      lookingFor: ['mediators', 'domestic abuse support services'],
      canOffer: ['divorce advice'],
      topics: ['child arrangements'],
    },
  },
  {
    before: {
      headline: 'University lecturer, sociology',
      lookingFor: ['research collaborators'],
      canOffer: ['PhD supervision'],
      topics: ['housing precarity'],
    },
    request: 'youth unemployment too (topic)',
    after: {
      headline: 'University lecturer, sociology',
      lookingFor: ['research collaborators'],
      canOffer: ['PhD supervision'],
      topics: ['housing precarity', 'youth unemployment'],
    },
  },
  {
    before: { headline: 'Barber', lookingFor: ['a bigger shop'], canOffer: ['skin fades'], topics: [] },
    request: 'put mental health in topics, we do a lot of talking in the chair',
    after: { headline: 'Barber', lookingFor: ['a bigger shop'], canOffer: ['skin fades'], topics: ['mental health'] },
  },
  {
    before: {
      headline: 'Head of IT, housing association',
      lookingFor: ['managed service providers'],
      canOffer: ['procurement tips'],
      topics: ['legacy systems'],
    },
    request: "I'd like to meet housing IT leads as well",
    after: {
      headline: 'Head of IT, housing association',
      lookingFor: ['managed service providers', 'housing IT leads'],
      canOffer: ['procurement tips'],
      topics: ['legacy systems'],
    },
  },
  {
    before: { headline: 'Sommelier', lookingFor: ['natural wine importers'], canOffer: ['wine list consulting'], topics: ['orange wine'] },
    request: 'Add sake to topcis!',
    after: {
      headline: 'Sommelier',
      lookingFor: ['natural wine importers'],
      canOffer: ['wine list consulting'],
      topics: ['orange wine', 'sake'],
    },
  },
  {
    before: { headline: 'Porter, Royal Infirmary', lookingFor: ['union reps'], canOffer: [], topics: ['NHS pay'] },
    request: 'i can offer night shift tips haha, add it',
    after: { headline: 'Porter, Royal Infirmary', lookingFor: ['union reps'], canOffer: ['night shift tips'], topics: ['NHS pay'] },
  },
  {
    before: {
      headline: 'Board game designer',
      lookingFor: ['publishers', 'playtesters'],
      canOffer: ['rules editing'],
      topics: ['cooperative games'],
    },
    request: 'looking for: illustrators, Kickstarter advice',
    after: {
      headline: 'Board game designer',
      lookingFor: ['publishers', 'playtesters', 'illustrators', 'Kickstarter advice'],
      canOffer: ['rules editing'],
      topics: ['cooperative games'],
    },
  },
  {
    before: {
      headline: 'Investment analyst, pensions',
      lookingFor: ['climate data providers'],
      canOffer: ['ESG screening'],
      topics: ['stewardship'],
    },
    request: 'Also: nature-related risk under topics pls',
    after: {
      headline: 'Investment analyst, pensions',
      lookingFor: ['climate data providers'],
      canOffer: ['ESG screening'],
      topics: ['stewardship', 'nature-related risk'],
    },
  },
  {
    before: {
      headline: 'Restaurant owner, Turkish',
      lookingFor: ['a head chef'],
      canOffer: ['private dining'],
      topics: ['Anatolian cuisine'],
    },
    request: 'we search also a pastry chef',
    after: {
      headline: 'Restaurant owner, Turkish',
      lookingFor: ['a head chef', 'a pastry chef'],
      canOffer: ['private dining'],
      topics: ['Anatolian cuisine'],
    },
  },
  {
    before: { headline: 'Astrophysics PhD student', lookingFor: ['telescope time'], canOffer: ['Python tutoring'], topics: ['exoplanets'] },
    request: 'I can also offer planetarium shows for schools',
    after: {
      headline: 'Astrophysics PhD student',
      lookingFor: ['telescope time'],
      canOffer: ['Python tutoring', 'planetarium shows for schools'],
      topics: ['exoplanets'],
    },
  },
  {
    before: {
      headline: 'Football club secretary, grassroots',
      lookingFor: ['qualified referees'],
      canOffer: ['pitch hire'],
      topics: ["girls' football"],
    },
    request: "add 'kit sponsors' to who we're after",
    after: {
      headline: 'Football club secretary, grassroots',
      lookingFor: ['qualified referees', 'kit sponsors'],
      canOffer: ['pitch hire'],
      topics: ["girls' football"],
    },
  },
  {
    before: { headline: 'Youth charity founder', lookingFor: ['mentors for teens'], canOffer: ['workshop space'], topics: ['knife crime'] },
    request: 'could you put youth violence prevention funding in looking for?',
    after: {
      headline: 'Youth charity founder',
      lookingFor: ['mentors for teens', 'youth violence prevention funding'],
      canOffer: ['workshop space'],
      topics: ['knife crime'],
    },
  },
  {
    before: {
      headline: 'Sign language interpreter',
      lookingFor: ['event organisers'],
      canOffer: ['BSL interpreting'],
      topics: ['Deaf culture'],
    },
    request: 'add deafblind guiding to can offer',
    after: {
      headline: 'Sign language interpreter',
      lookingFor: ['event organisers'],
      canOffer: ['BSL interpreting', 'deafblind guiding'],
      topics: ['Deaf culture'],
    },
  },
  {
    before: { headline: 'Textile artist', lookingFor: ['gallery space'], canOffer: ['natural dye workshops'], topics: [] },
    request: 'topics: "slow fashion"',
    after: { headline: 'Textile artist', lookingFor: ['gallery space'], canOffer: ['natural dye workshops'], topics: ['slow fashion'] },
  },
  {
    before: {
      headline: 'Stonemason',
      lookingFor: ['cathedral works departments'],
      canOffer: ['letter carving'],
      topics: ['heritage crafts'],
    },
    request: 'Im also looking for apprentices',
    after: {
      headline: 'Stonemason',
      lookingFor: ['cathedral works departments', 'apprentices'],
      canOffer: ['letter carving'],
      topics: ['heritage crafts'],
    },
  },
  {
    before: { headline: 'Full-stack developer', lookingFor: ['freelance clients'], canOffer: ['Next.js builds'], topics: ['TypeScript'] },
    request: 'pls add Svelte and Deno to topics',
    after: {
      headline: 'Full-stack developer',
      lookingFor: ['freelance clients'],
      canOffer: ['Next.js builds'],
      topics: ['TypeScript', 'Svelte', 'Deno'],
    },
  },
  {
    before: {
      headline: 'Retail buyer, homeware',
      lookingFor: ['ceramics makers'],
      canOffer: ['range planning advice'],
      topics: ['trend forecasting'],
    },
    request: 'yes but add UK glassblowers to looking for',
    after: {
      headline: 'Retail buyer, homeware',
      lookingFor: ['ceramics makers', 'UK glassblowers'],
      canOffer: ['range planning advice'],
      topics: ['trend forecasting'],
    },
  },
  {
    before: {
      headline: 'Counsellor, private practice',
      lookingFor: ['clinical supervision'],
      canOffer: ['low-cost sessions'],
      topics: ['grief'],
    },
    request: 'and couples work, thats something i offer to',
    after: {
      headline: 'Counsellor, private practice',
      lookingFor: ['clinical supervision'],
      canOffer: ['low-cost sessions', 'couples work'],
      topics: ['grief'],
    },
  },
  {
    before: {
      headline: 'Accessibility officer, city council',
      lookingFor: ['disabled-led groups'],
      canOffer: ['access audits'],
      topics: ['inclusive transport'],
    },
    request: 'put Changing Places toilets in topics',
    after: {
      headline: 'Accessibility officer, city council',
      lookingFor: ['disabled-led groups'],
      canOffer: ['access audits'],
      topics: ['inclusive transport', 'Changing Places toilets'],
    },
  },
  {
    before: { headline: 'Stable yard owner', lookingFor: ['livery clients'], canOffer: ['riding lessons'], topics: ['equine welfare'] },
    request: "could u add 'farriers' to looking for",
    after: {
      headline: 'Stable yard owner',
      lookingFor: ['livery clients', 'farriers'],
      canOffer: ['riding lessons'],
      topics: ['equine welfare'],
    },
  },
  {
    before: { headline: 'Quant developer', lookingFor: ['HFT firms'], canOffer: ['C++ optimisation'], topics: [] },
    request: "Topics — market microstructure. That's it",
    after: { headline: 'Quant developer', lookingFor: ['HFT firms'], canOffer: ['C++ optimisation'], topics: ['market microstructure'] },
  },
  {
    before: {
      headline: 'Tour guide, Edinburgh',
      lookingFor: ['hotel concierges'],
      canOffer: ['ghost tours'],
      topics: ['Scottish history'],
    },
    request: "oh and i'd like to meet cruise ship excursion managers",
    after: {
      headline: 'Tour guide, Edinburgh',
      lookingFor: ['hotel concierges', 'cruise ship excursion managers'],
      canOffer: ['ghost tours'],
      topics: ['Scottish history'],
    },
  },
  {
    before: {
      headline: 'Clinical psychologist',
      lookingFor: ['digital therapy startups'],
      canOffer: ['CBT supervision'],
      topics: ['trauma'],
    },
    request: "pls also add 'psychosis' and 'early intervention' in topics",
    after: {
      headline: 'Clinical psychologist',
      lookingFor: ['digital therapy startups'],
      canOffer: ['CBT supervision'],
      topics: ['trauma', 'psychosis', 'early intervention'],
    },
  },
  {
    before: { headline: 'Plasterer', lookingFor: ['developers'], canOffer: ['lime plastering'], topics: [] },
    request: 'I can also help people with damp problems, put that in',
    after: { headline: 'Plasterer', lookingFor: ['developers'], canOffer: ['lime plastering', 'damp problems'], topics: [] },
  },
  {
    before: {
      headline: 'Research software engineer',
      lookingFor: ['HPC users'],
      canOffer: ['code refactoring'],
      topics: ['reproducible research'],
    },
    request: "I'd love to meet RSEs from other unis too",
    after: {
      headline: 'Research software engineer',
      lookingFor: ['HPC users', 'RSEs from other unis'],
      canOffer: ['code refactoring'],
      topics: ['reproducible research'],
    },
  },
  {
    before: { headline: 'Bridal shop owner', lookingFor: ['seamstresses'], canOffer: ['dress fittings'], topics: ['plus-size bridal'] },
    request: 'Add to offers: sample sale access',
    after: {
      headline: 'Bridal shop owner',
      lookingFor: ['seamstresses'],
      canOffer: ['dress fittings', 'sample sale access'],
      topics: ['plus-size bridal'],
    },
  },
  {
    before: {
      headline: 'Gas engineer',
      lookingFor: ['letting agents'],
      canOffer: ['boiler servicing'],
      topics: ['hydrogen boilers', 'heat pumps'],
    },
    request: 'its hydrogen blending not hydrogen boilers',
    after: {
      headline: 'Gas engineer',
      lookingFor: ['letting agents'],
      canOffer: ['boiler servicing'],
      topics: ['hydrogen blending', 'heat pumps'],
    },
  },
  {
    before: {
      headline: 'Art therapist',
      lookingFor: ['schools', 'hospices'],
      canOffer: ['group art therapy'],
      topics: ['trauma-informed practice'],
    },
    request: 'schools → special schools',
    after: {
      headline: 'Art therapist',
      lookingFor: ['special schools', 'hospices'],
      canOffer: ['group art therapy'],
      topics: ['trauma-informed practice'],
    },
  },
  {
    before: {
      headline: 'Organic farmer',
      lookingFor: ['farm shops', 'veg box companies'],
      canOffer: ['farm tours'],
      topics: ['Soil Assocation certification', 'agroforestry'],
    },
    request: 'typo: Soil Association',
    after: {
      headline: 'Organic farmer',
      lookingFor: ['farm shops', 'veg box companies'],
      canOffer: ['farm tours'],
      topics: ['Soil Association certification', 'agroforestry'],
    },
  },
  {
    before: { headline: 'Paralegal', lookingFor: ['training contracts'], canOffer: ['document review'], topics: ['employment law'] },
    request: 'make training contracts more specific: training contracts at regional firms',
    after: {
      headline: 'Paralegal',
      lookingFor: ['training contracts at regional firms'],
      canOffer: ['document review'],
      topics: ['employment law'],
    },
  },
  {
    before: {
      headline: 'Drama teacher',
      lookingFor: ['theatre partners'],
      canOffer: ['LAMDA coaching'],
      topics: ['GCSE drama', 'youth theatre'],
    },
    request: 'I meant A-level drama, not GCSE',
    after: {
      headline: 'Drama teacher',
      lookingFor: ['theatre partners'],
      canOffer: ['LAMDA coaching'],
      topics: ['A-level drama', 'youth theatre'],
    },
  },
  {
    before: {
      headline: 'Corner shop owner',
      lookingFor: ['wholesalers', 'a card machine provider'],
      canOffer: ['shop space for pop-ups'],
      topics: ['cost of living'],
    },
    request: 'replace wholesalers with cash & carry deals',
    after: {
      headline: 'Corner shop owner',
      lookingFor: ['cash & carry deals', 'a card machine provider'],
      canOffer: ['shop space for pop-ups'],
      topics: ['cost of living'],
    },
  },
  {
    before: {
      headline: 'Housing officer, council',
      lookingFor: ['housing charities'],
      canOffer: ['homelessness casework'],
      topics: ['temporary accommodation', 'social housing'],
    },
    request: 'social housing should be council housing',
    after: {
      headline: 'Housing officer, council',
      lookingFor: ['housing charities'],
      canOffer: ['homelessness casework'],
      topics: ['temporary accommodation', 'council housing'],
    },
  },
  {
    before: { headline: 'Cloud architect', lookingFor: ['AWS partners'], canOffer: ['cost optimisation'], topics: ['serverless'] },
    request: 'AWS partners → Azure partners, wrong cloud',
    after: { headline: 'Cloud architect', lookingFor: ['Azure partners'], canOffer: ['cost optimisation'], topics: ['serverless'] },
  },
  {
    before: {
      headline: 'Actuary',
      lookingFor: ['insurtech founders'],
      canOffer: ['pricing models', 'exam tips'],
      topics: ['longevity risk'],
    },
    request: 'reserving models rather than pricing models',
    after: {
      headline: 'Actuary',
      lookingFor: ['insurtech founders'],
      canOffer: ['reserving models', 'exam tips'],
      topics: ['longevity risk'],
    },
  },
  {
    before: { headline: 'Café owner', lookingFor: ['local bakers'], canOffer: ['exhibition wall'], topics: ['zero waste'] },
    request: "exibition wall should be 'wall space for local artists'",
    after: { headline: 'Café owner', lookingFor: ['local bakers'], canOffer: ['wall space for local artists'], topics: ['zero waste'] },
  },
  {
    before: {
      headline: 'Epidemiologist',
      lookingFor: ['public health data'],
      canOffer: ['study design help'],
      topics: ['vaccine hesitancy', 'modelling'],
    },
    request: 'make modelling more specific: infectious disease modelling',
    after: {
      headline: 'Epidemiologist',
      lookingFor: ['public health data'],
      canOffer: ['study design help'],
      topics: ['vaccine hesitancy', 'infectious disease modelling'],
    },
  },
  {
    before: {
      headline: 'Sports massage therapist',
      lookingFor: ['running clubs', 'gyms'],
      canOffer: ['pre-race massage'],
      topics: ['marathon training'],
    },
    request: 'not running clubs, triathlon clubs',
    after: {
      headline: 'Sports massage therapist',
      lookingFor: ['triathlon clubs', 'gyms'],
      canOffer: ['pre-race massage'],
      topics: ['marathon training'],
    },
  },
  {
    before: {
      headline: 'Charity shop manager',
      lookingFor: ['volunteers'],
      canOffer: ['upcycling workshops'],
      topics: ['second-hand fashion'],
    },
    request: 'volunteers shoud be weekend volunteers',
    after: {
      headline: 'Charity shop manager',
      lookingFor: ['weekend volunteers'],
      canOffer: ['upcycling workshops'],
      topics: ['second-hand fashion'],
    },
  },
  {
    before: { headline: 'Sound designer', lookingFor: ['film directors'], canOffer: ['foley'], topics: ['spatial audio', 'game audio'] },
    request: 'Close! spatial audio → Dolby Atmos',
    after: { headline: 'Sound designer', lookingFor: ['film directors'], canOffer: ['foley'], topics: ['Dolby Atmos', 'game audio'] },
  },
  {
    before: {
      headline: 'Accountant, charities',
      lookingFor: ['charity clients'],
      canOffer: ['independent examinations', 'SORP training'],
      topics: ['Gift Aid'],
    },
    request: 'SORP training should say SORP workshops',
    after: {
      headline: 'Accountant, charities',
      lookingFor: ['charity clients'],
      canOffer: ['independent examinations', 'SORP workshops'],
      topics: ['Gift Aid'],
    },
  },
  {
    before: {
      headline: 'Data protection officer',
      lookingFor: ['privacy engineers'],
      canOffer: ['GDPR training'],
      topics: ['AI regulation', 'cookie consent'],
    },
    request: "almost, it's the EU AI Act, not AI regulation in general",
    after: {
      headline: 'Data protection officer',
      lookingFor: ['privacy engineers'],
      canOffer: ['GDPR training'],
      topics: ['EU AI Act', 'cookie consent'],
    },
  },
  {
    before: {
      headline: 'Farm vet',
      lookingFor: ['dairy clients'],
      canOffer: ['herd health plans'],
      topics: ['TB testing', 'antibiotic use'],
    },
    request: 'antibiotic use → antimicrobial resistance',
    after: {
      headline: 'Farm vet',
      lookingFor: ['dairy clients'],
      canOffer: ['herd health plans'],
      topics: ['TB testing', 'antimicrobial resistance'],
    },
  },
  {
    before: {
      headline: 'Music producer',
      lookingFor: ['vocalists', 'sync agents'],
      canOffer: ['mixing', 'beat making'],
      topics: ['lo-fi'],
    },
    request: 'mixing and mastering, not just mixing',
    after: {
      headline: 'Music producer',
      lookingFor: ['vocalists', 'sync agents'],
      canOffer: ['mixing and mastering', 'beat making'],
      topics: ['lo-fi'],
    },
  },
  {
    before: {
      headline: 'Landscape gardener',
      lookingFor: ['garden designers'],
      canOffer: ['patio laying'],
      topics: ['wildflower meadows'],
    },
    request: "I ment 'hard landscaping' not patio laying",
    after: {
      headline: 'Landscape gardener',
      lookingFor: ['garden designers'],
      canOffer: ['hard landscaping'],
      topics: ['wildflower meadows'],
    },
  },
  {
    before: {
      headline: 'Teaching assistant',
      lookingFor: ['teacher training routes'],
      canOffer: ['phonics support'],
      topics: ['reading for pleasure'],
    },
    request: "replace 'teacher training routes' with 'salaried teacher training'",
    after: {
      headline: 'Teaching assistant',
      lookingFor: ['salaried teacher training'],
      canOffer: ['phonics support'],
      topics: ['reading for pleasure'],
    },
  },
  {
    before: {
      headline: 'Data journalist',
      lookingFor: ['FOI experts', 'statisticians'],
      canOffer: ['data visualisation'],
      topics: ['local democracy'],
    },
    request: 'FOI experts -> FOI officers in councils. I want the ppl who answer them',
    after: {
      headline: 'Data journalist',
      lookingFor: ['FOI officers in councils', 'statisticians'],
      canOffer: ['data visualisation'],
      topics: ['local democracy'],
    },
  },
  {
    before: {
      headline: 'Mobile app developer',
      lookingFor: ['app clients'],
      canOffer: ['Flutter apps'],
      topics: ['Swift', 'app store optimisation'],
    },
    request: 'Swift should say SwiftUI',
    after: {
      headline: 'Mobile app developer',
      lookingFor: ['app clients'],
      canOffer: ['Flutter apps'],
      topics: ['SwiftUI', 'app store optimisation'],
    },
  },
  {
    before: {
      headline: 'Events manager, conference centre',
      lookingFor: ['AV suppliers'],
      canOffer: ['venue tours'],
      topics: ['hybrid events'],
    },
    request: "its not AV suppliers, it's caterers",
    after: {
      headline: 'Events manager, conference centre',
      lookingFor: ['caterers'],
      canOffer: ['venue tours'],
      topics: ['hybrid events'],
    },
  },
  {
    before: {
      headline: 'Commodities trader',
      lookingFor: ['shipping brokers'],
      canOffer: ['market commentary'],
      topics: ['oil markets', 'freight rates'],
    },
    request: 'oil markets → LNG',
    after: {
      headline: 'Commodities trader',
      lookingFor: ['shipping brokers'],
      canOffer: ['market commentary'],
      topics: ['LNG', 'freight rates'],
    },
  },
  {
    before: {
      headline: 'Orthopaedic surgeon',
      lookingFor: ['medtech founders'],
      canOffer: ['surgical feedback'],
      topics: ['hip replacement'],
    },
    request: 'knee replacement rather than hip',
    after: {
      headline: 'Orthopaedic surgeon',
      lookingFor: ['medtech founders'],
      canOffer: ['surgical feedback'],
      topics: ['knee replacement'],
    },
  },
  {
    before: { headline: 'Sous chef, The Larder', lookingFor: ['local suppliers'], canOffer: ['knife skills'], topics: ['nose-to-tail'] },
    request: 'call me Head chef, The Larder instead — promoted last week!',
    after: { headline: 'Head chef, The Larder', lookingFor: ['local suppliers'], canOffer: ['knife skills'], topics: ['nose-to-tail'] },
  },
  {
    before: {
      headline: 'Paralegal at Brookes & Hall',
      lookingFor: ['mentors in property law'],
      canOffer: ['legal research'],
      topics: ['conveyancing'],
    },
    request: 'my title is Trainee solicitor at Brookes & Hall now',
    after: {
      headline: 'Trainee solicitor at Brookes & Hall',
      lookingFor: ['mentors in property law'],
      canOffer: ['legal research'],
      topics: ['conveyancing'],
    },
  },
  {
    before: {
      headline: 'Primary teacher, Oakfield School',
      lookingFor: ['edtech pilots'],
      canOffer: ['curriculum planning'],
      topics: ['oracy'],
    },
    request: "I'm actually a deputy head, not a primary teacher",
    after: {
      headline: 'Deputy head, Oakfield School',
      lookingFor: ['edtech pilots'],
      canOffer: ['curriculum planning'],
      topics: ['oracy'],
    },
  },
  {
    before: {
      headline: 'Operations manager at FreshCrate',
      lookingFor: ['warehouse automation vendors'],
      canOffer: ['last-mile logistics advice'],
      topics: ['cold chain'],
    },
    request: 'drop the company name from the headline',
    after: {
      headline: 'Operations manager',
      lookingFor: ['warehouse automation vendors'],
      canOffer: ['last-mile logistics advice'],
      topics: ['cold chain'],
    },
  },
  {
    before: {
      headline: 'Nurse, Ward 7, Royal Free',
      lookingFor: ['nurse educators'],
      canOffer: ['preceptorship'],
      topics: ['safe staffing'],
    },
    request: 'headline: Ward sister, Royal Free',
    after: { headline: 'Ward sister, Royal Free', lookingFor: ['nurse educators'], canOffer: ['preceptorship'], topics: ['safe staffing'] },
  },
  {
    before: { headline: 'Software developer', lookingFor: ['on-call tooling'], canOffer: ['incident reviews'], topics: ['observability'] },
    request: "I'm actually a site reliability engineer, not a software developer",
    after: {
      headline: 'Site reliability engineer',
      lookingFor: ['on-call tooling'],
      canOffer: ['incident reviews'],
      topics: ['observability'],
    },
  },
  {
    before: {
      headline: 'Junior associate, Whitlock Capital',
      lookingFor: ['fintech founders'],
      canOffer: ['deal sourcing'],
      topics: ['embedded finance'],
    },
    request: 'take Whitlock Capital out of the headline pls',
    after: { headline: 'Junior associate', lookingFor: ['fintech founders'], canOffer: ['deal sourcing'], topics: ['embedded finance'] },
  },
  {
    before: { headline: 'Farmer', lookingFor: ['wool processors'], canOffer: ['sheepdog demos'], topics: ['upland farming'] },
    request: "call me Shepherd instead, it's more accurate",
    after: { headline: 'Shepherd', lookingFor: ['wool processors'], canOffer: ['sheepdog demos'], topics: ['upland farming'] },
  },
  {
    before: {
      headline: 'Painter and decorator, Cardiff',
      lookingFor: ['builders'],
      canOffer: ['wallpaper hanging'],
      topics: ['heritage colours'],
    },
    request: 'title: Painter and decorator, Swansea – I moved',
    after: {
      headline: 'Painter and decorator, Swansea',
      lookingFor: ['builders'],
      canOffer: ['wallpaper hanging'],
      topics: ['heritage colours'],
    },
  },
  {
    before: { headline: 'Physical therapist', lookingFor: ['netball clubs'], canOffer: ['injury screening'], topics: ['ACL injuries'] },
    request: "I'm a physiotherapist not a physical therapist, that's American",
    after: { headline: 'Physiotherapist', lookingFor: ['netball clubs'], canOffer: ['injury screening'], topics: ['ACL injuries'] },
  },
  {
    before: {
      headline: 'Museum educator, Tate Modern',
      lookingFor: ['school partnerships'],
      canOffer: ['gallery tours'],
      topics: ['art access'],
    },
    request: "Remove Tate Modern from headline, I'm freelance there",
    after: { headline: 'Museum educator', lookingFor: ['school partnerships'], canOffer: ['gallery tours'], topics: ['art access'] },
  },
  {
    before: { headline: 'Marketing exec', lookingFor: ['agencies'], canOffer: ['content calendars'], topics: ['B2B marketing'] },
    request: 'Almost. Headline should be Marketing manager, I got promoted',
    after: { headline: 'Marketing manager', lookingFor: ['agencies'], canOffer: ['content calendars'], topics: ['B2B marketing'] },
  },
  {
    before: {
      headline: 'Charity volunteer',
      lookingFor: ['bike donations'],
      canOffer: ['bike repair training'],
      topics: ['cycling for refugees'],
    },
    request: 'Im the founder, not a volunteer! call me Founder, Second Chance Bikes',
    after: {
      headline: 'Founder, Second Chance Bikes',
      lookingFor: ['bike donations'],
      canOffer: ['bike repair training'],
      topics: ['cycling for refugees'],
    },
  },
  {
    before: {
      headline: 'Research assistant, Cambridge',
      lookingFor: ['industry partners'],
      canOffer: ['protein crystallography'],
      topics: ['structural biology'],
    },
    request: "I'm actually a research fellow, not a research assistant",
    after: {
      headline: 'Research fellow, Cambridge',
      lookingFor: ['industry partners'],
      canOffer: ['protein crystallography'],
      topics: ['structural biology'],
    },
  },
  {
    before: {
      headline: 'Personal trainer at PureGym',
      lookingFor: ['online clients'],
      canOffer: ['strength programmes'],
      topics: ['menopause fitness'],
    },
    request: 'no gym name in headline plz, i go freelance soon',
    after: {
      headline: 'Personal trainer',
      lookingFor: ['online clients'],
      canOffer: ['strength programmes'],
      topics: ['menopause fitness'],
    },
  },
  {
    before: {
      headline: 'Domestic electrician',
      lookingFor: ['landlords', 'solar installers'],
      canOffer: ['EICR reports'],
      topics: ['battery storage'],
    },
    request: '- remove landlords\n- add PAT testing to offers\n- battery storage is fine',
    after: {
      headline: 'Domestic electrician',
      lookingFor: ['solar installers'],
      canOffer: ['EICR reports', 'PAT testing'],
      topics: ['battery storage'],
    },
  },
  {
    before: {
      headline: 'Deputy head, secondary',
      lookingFor: ['tutoring providers', 'governors'],
      canOffer: ['timetabling help'],
      topics: ['attendance', 'exclusions'],
    },
    request: 'Governors I can introduce, so offer. And exclusions → inclusion',
    after: {
      headline: 'Deputy head, secondary',
      lookingFor: ['tutoring providers'],
      canOffer: ['timetabling help', 'governors'],
      topics: ['attendance', 'inclusion'],
    },
  },
  {
    before: {
      headline: 'Backend engineer, payments',
      lookingFor: ['Elixir jobs'],
      canOffer: ['PostgreSQL tuning'],
      topics: ['event sourcing', 'CQRS'],
    },
    request: 'headline is Staff engineer, payments now. and remove CQRS plz',
    after: {
      headline: 'Staff engineer, payments',
      lookingFor: ['Elixir jobs'],
      canOffer: ['PostgreSQL tuning'],
      topics: ['event sourcing'],
    },
  },
  {
    before: { headline: 'Poultry farmer', lookingFor: ['egg buyers', 'a vet'], canOffer: ['hatching eggs'], topics: ['avian flu'] },
    request: "we have a vet already so no vet. Add 'free-range certification' to topics",
    after: {
      headline: 'Poultry farmer',
      lookingFor: ['egg buyers'],
      canOffer: ['hatching eggs'],
      topics: ['avian flu', 'free-range certification'],
    },
  },
  {
    before: {
      headline: 'Conveyancing solicitor',
      lookingFor: ['estate agents', 'mortgage brokers'],
      canOffer: ['fixed-fee conveyancing'],
      topics: ['leasehold reform'],
    },
    request: "Almost:\nmortgage brokers I already work with, move to offer\nalso add 'right to manage' to topics",
    after: {
      headline: 'Conveyancing solicitor',
      lookingFor: ['estate agents'],
      canOffer: ['fixed-fee conveyancing', 'mortgage brokers'],
      topics: ['leasehold reform', 'right to manage'],
    },
  },
  {
    before: {
      headline: 'Community pharmacist',
      lookingFor: ['GP surgeries'],
      canOffer: ['blood pressure checks', 'flu jabs'],
      topics: ['Pharmacy First'],
    },
    request: "flu jabs is seasonal, take off. and I'd like to meet care homes",
    after: {
      headline: 'Community pharmacist',
      lookingFor: ['GP surgeries', 'care homes'],
      canOffer: ['blood pressure checks'],
      topics: ['Pharmacy First'],
    },
  },
  {
    before: {
      headline: 'Printmaker, Margate',
      lookingFor: ['print studios', 'galleries'],
      canOffer: ['etching classes'],
      topics: ['screen printing'],
    },
    request: 'headline: Printmaker & illustrator, Margate. topics — add monotype too',
    after: {
      headline: 'Printmaker & illustrator, Margate',
      lookingFor: ['print studios', 'galleries'],
      canOffer: ['etching classes'],
      topics: ['screen printing', 'monotype'],
    },
  },
  {
    before: {
      headline: 'E-commerce manager, Hartley Teas',
      lookingFor: ['Shopify developers', '3PL partners'],
      canOffer: ['Amazon listing tips'],
      topics: ['subscription boxes'],
    },
    request: '1) drop the company name from the headline 2) 3PL partners → fulfilment partners in the EU',
    after: {
      headline: 'E-commerce manager',
      lookingFor: ['Shopify developers', 'fulfilment partners in the EU'],
      canOffer: ['Amazon listing tips'],
      topics: ['subscription boxes'],
    },
  },
  {
    before: {
      headline: 'Planning officer, Bristol City Council',
      lookingFor: ['urban designers'],
      canOffer: ['pre-application advice'],
      topics: ['housing targets', 'biodiversity net gain'],
    },
    request: "I can't give pre-app advice here, it's a conflict — remove. Biodiversity net gain I'm looking for experts on so move it",
    after: {
      headline: 'Planning officer, Bristol City Council',
      lookingFor: ['urban designers', 'biodiversity net gain'],
      canOffer: [],
      topics: ['housing targets'],
    },
  },
  {
    before: { headline: 'Front of house manager', lookingFor: ['sommeliers'], canOffer: ['service training'], topics: ['tipping'] },
    request: "yes but\n- 'service training' should be 'front of house training'\n- add reservations software to looking for\n- no tipping",
    after: {
      headline: 'Front of house manager',
      lookingFor: ['sommeliers', 'reservations software'],
      canOffer: ['front of house training'],
      topics: [],
    },
  },
  {
    before: {
      headline: 'PhD student, neuroscience',
      lookingFor: ['postdoc positions', 'EEG datasets'],
      canOffer: ['MATLAB help'],
      topics: ['sleep'],
    },
    request:
      "MATLAB help → Python help, I switched. Also I'm a postdoc now so headline: Postdoc, neuroscience, and remove postdoc positions",
    after: { headline: 'Postdoc, neuroscience', lookingFor: ['EEG datasets'], canOffer: ['Python help'], topics: ['sleep'] },
  },
  {
    before: {
      headline: 'Tennis coach',
      lookingFor: ['court bookings', 'junior players'],
      canOffer: ['cardio tennis'],
      topics: ['Wimbledon'],
    },
    request: "lose Wimbledon lol. i'd also like to meet padel coaches",
    after: {
      headline: 'Tennis coach',
      lookingFor: ['court bookings', 'junior players', 'padel coaches'],
      canOffer: ['cardio tennis'],
      topics: [],
    },
  },
  {
    before: {
      headline: 'CEO, Riverside Housing Trust',
      lookingFor: ['board members', 'impact investors'],
      canOffer: ['housing development expertise'],
      topics: ['community land trusts'],
    },
    request: 'impact investors -> social investors; board members I can offer (I sit on 3 boards and know lots)',
    after: {
      headline: 'CEO, Riverside Housing Trust',
      lookingFor: ['social investors'],
      canOffer: ['housing development expertise', 'board members'],
      topics: ['community land trusts'],
    },
  },
  {
    before: {
      headline: 'Financial planner',
      lookingFor: ['HR directors'],
      canOffer: ['pension clinics'],
      topics: ['salary sacrifice', 'inheritance tax'],
    },
    request: 'topics: inheritance tax only. add workplace financial wellbeing to offer',
    after: {
      headline: 'Financial planner',
      lookingFor: ['HR directors'],
      canOffer: ['pension clinics', 'workplace financial wellbeing'],
      topics: ['inheritance tax'],
    },
  },
  {
    before: {
      headline: 'Carpenter, timber frames',
      lookingFor: ['self-builders', 'sawmills'],
      canOffer: ['green oak framing'],
      topics: ['CLT'],
    },
    request: "sawmils - I know loads so that's an offer. CLT → cross-laminated timber, nobody knows the acronym",
    after: {
      headline: 'Carpenter, timber frames',
      lookingFor: ['self-builders'],
      canOffer: ['green oak framing', 'sawmills'],
      topics: ['cross-laminated timber'],
    },
  },
  {
    before: {
      headline: 'QA engineer',
      lookingFor: ['test automation jobs'],
      canOffer: ['manual testing'],
      topics: ['Selenium', 'Playwright'],
    },
    request: 'Please, I am not anymore doing manual testing, delete it. And instead of Selenium put Cypress',
    after: { headline: 'QA engineer', lookingFor: ['test automation jobs'], canOffer: [], topics: ['Cypress', 'Playwright'] },
  },
  {
    before: {
      headline: 'Mental health nurse',
      lookingFor: ['peer support workers'],
      canOffer: ['de-escalation training'],
      topics: ['crisis care'],
    },
    request: 'headline: Mental health nurse, crisis team\nmove peer support workers to offer - i can connect people',
    after: {
      headline: 'Mental health nurse, crisis team',
      lookingFor: [],
      canOffer: ['de-escalation training', 'peer support workers'],
      topics: ['crisis care'],
    },
  },
  {
    before: {
      headline: 'Adult education tutor',
      lookingFor: ['community centres', 'ESOL volunteers'],
      canOffer: ['ESOL classes'],
      topics: ['refugee integration'],
    },
    request: 'add digital skills to what i offer and comunity centres isnt needed anymore',
    after: {
      headline: 'Adult education tutor',
      lookingFor: ['ESOL volunteers'],
      canOffer: ['ESOL classes', 'digital skills'],
      topics: ['refugee integration'],
    },
  },
  {
    before: { headline: 'Cider maker', lookingFor: ['orchards', 'pub accounts'], canOffer: ['pressing days'], topics: ['perry'] },
    request: "both looking for are fine. add 'heritage apple varieties' to topics, remove perry",
    after: {
      headline: 'Cider maker',
      lookingFor: ['orchards', 'pub accounts'],
      canOffer: ['pressing days'],
      topics: ['heritage apple varieties'],
    },
  },
  {
    before: {
      headline: 'Bike shop owner',
      lookingFor: ['e-bike brands'],
      canOffer: ['bike servicing', 'cycle to work schemes'],
      topics: ['cargo bikes'],
    },
    request: "cycle to work is something we're looking to join, not offer. also cargo bikes → cargo bike hire",
    after: {
      headline: 'Bike shop owner',
      lookingFor: ['e-bike brands', 'cycle to work schemes'],
      canOffer: ['bike servicing'],
      topics: ['cargo bike hire'],
    },
  },
  // Shapes the examples above lacked: positions, quoted wordings, two changes in one sentence, questions.
  ...shapeExamples,
  // Verbs no list holds, lists of changes, a change taken back, several changes at once.
  ...choiceExamples,
];
