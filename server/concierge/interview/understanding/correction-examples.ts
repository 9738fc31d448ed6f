/* eslint-disable max-lines -- training data, one example per entry: a long list, not a file doing several jobs */
import type { CorrectionExample } from './correction-example.ts';

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
];
