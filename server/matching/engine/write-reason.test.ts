import { describe, expect, it } from 'vitest';
import type { Attendee } from './engine-types.ts';
import { createMatchingEngine } from './matching-engine.ts';
import { loadWordVectors } from '../semantic/word-vectors.ts';
import { attendee } from './testing/attendee.ts';
import { syntheticEvent } from './testing/synthetic-event.ts';
import { reasonLength, writeReason } from './write-reason.ts';

const sam = attendee({
  id: 'sam',
  name: 'Sam Okafor',
  headline: 'Founder at Gridcell',
  lookingFor: ['Seed funding for my battery startup'],
  canOffer: ['Early access to our pilot data on grid storage'],
  topics: ['Energy storage'],
});
const dana = attendee({
  id: 'dana',
  name: 'Dana Kowalski',
  headline: 'Angel investor in early climate-tech companies',
  lookingFor: ['Founders building grid storage'],
  canOffer: ['Intros to climate investors'],
  topics: ['energy storage'],
});
const unnamed = attendee({ id: 'x', name: null, lookingFor: ["I'm hiring a firmware engineer"], canOffer: ['I run a firmware team'] });
const engineer = attendee({ id: 'y', name: 'Yan', lookingFor: ['A job on a firmware team'], canOffer: ['Firmware engineer, ten years'] });

/** The need of `needer` in `section` met by the first item of `offerer`'s `offerSection`, as facets cite it. */
function met(needer: Attendee, needSection: 'lookingFor', offerer: Attendee, offerSection: 'canOffer') {
  const quote = (owner: Attendee, section: 'lookingFor' | 'canOffer') => ({ section, ...owner.document[section][0]! });
  return { need: quote(needer, needSection), offer: quote(offerer, offerSection), concept: null, sharedTerms: [], weight: 0.6 };
}

function reasonFor(viewer: Attendee, prospect: Attendee): string {
  const engine = createMatchingEngine({ attendees: [viewer, prospect], pastAnswers: [], excludedPairs: [], listSize: 20 });
  return writeReason(viewer, prospect, engine.pair(viewer.userId, prospect.userId).facets);
}

describe('writeReason', () => {
  it("fits the guest's own phrase into the sentence: a thing offered, an action wanted", () => {
    const farmer = attendee({
      id: 'f',
      name: 'Grant',
      canOffer: ['New 40-bed bunkhouse on the orchard'],
      lookingFor: ['Guests for the quiet season'],
    });
    const lab = attendee({
      id: 'l',
      name: 'Lena',
      canOffer: ['Groups of students who need a field trip'],
      lookingFor: ['Recruit participants for our listening experiment'],
    });
    const facets = {
      forViewer: [met(farmer, 'lookingFor', lab, 'canOffer')],
      forProspect: [met(lab, 'lookingFor', farmer, 'canOffer')],
      sharedTopics: [],
      viewerScore: 1,
      prospectScore: 1,
    };
    expect(writeReason(lab, farmer, { ...facets, forViewer: facets.forProspect, forProspect: facets.forViewer })).toBe(
      'Grant offers a new 40-bed bunkhouse on the orchard, and you want to recruit participants for your listening experiment. ' +
        'In return, they are looking for guests for the quiet season, and you offer groups of students who need a field trip.',
    );
  });

  it('says an offer or a need that starts with a verb as what the person can or wants to do', () => {
    const host = attendee({
      id: 'h',
      name: 'Hana Ito',
      lookingFor: ['Find a cofounder who codes'],
      canOffer: ['Host a workshop for your team'],
    });
    const coder = attendee({ id: 'c', name: 'Cem Aydin', lookingFor: ['A workshop for my team'], canOffer: ['A cofounder who codes'] });
    expect(reasonFor(coder, host)).toBe(
      'Hana can host a workshop for your team, and you are looking for a workshop for your team. In return, they want to find a cofounder who codes, and you offer a cofounder who codes.',
    );
  });

  it('says an item whose subject is left out as what its owner says, the verb fitted to "they" and "you"', () => {
    const shed = attendee({ id: 's', name: 'Barry', canOffer: ['Got a full workshop and 25 retired tradies'], lookingFor: ['Has a van'] });
    const team = attendee({ id: 't', name: 'Ivy', canOffer: ['Runs a bakery'], lookingFor: ['Ramps built fast'] });
    const facets = {
      forViewer: [met(team, 'lookingFor', shed, 'canOffer')],
      forProspect: [met(shed, 'lookingFor', team, 'canOffer')],
      sharedTopics: [],
      viewerScore: 1,
      prospectScore: 1,
    };
    expect(writeReason(team, shed, facets)).toBe(
      'Barry says they got a full workshop and 25 retired tradies, and you are looking for ramps built fast. ' +
        'In return, they say they have a van, and you said you run a bakery.',
    );
  });

  it('says a statement of "about" as what its owner says, and one that is no sentence as who they are', () => {
    const nurse = attendee({ id: 'n', name: 'Bronwyn', about: "I'm on call alone at night.", lookingFor: ['After-hours medicines'] });
    const chemist = attendee({
      id: 'c',
      name: 'Hannah',
      about: 'Owner-pharmacist, open overnight.',
      lookingFor: ['Someone to talk to at night'],
    });
    const about = (owner: Attendee) => ({ section: 'about' as const, text: owner.document.about, sourceMessageIds: [] });
    const need = (owner: Attendee) => ({ section: 'lookingFor' as const, ...owner.document.lookingFor[0]! });
    const link = (needer: Attendee, offerer: Attendee) => ({
      need: need(needer),
      offer: about(offerer),
      concept: null,
      sharedTerms: [],
      weight: 0.6,
    });
    const facets = {
      forViewer: [link(nurse, chemist)],
      forProspect: [link(chemist, nurse)],
      sharedTopics: [],
      viewerScore: 1,
      prospectScore: 1,
    };
    expect(writeReason(nurse, chemist, facets)).toBe(
      'Hannah is an owner-pharmacist, open overnight, and you are looking for after-hours medicines. ' +
        "In return, they are looking for someone to talk to at night, and you said you're on call alone at night.",
    );
  });

  it('says only, and with a hedge, that two people may work in related fields when nothing else meets', () => {
    const dairy = attendee({
      id: 'd',
      name: 'Dev Patel',
      headline: 'Dairy farmer',
      lookingFor: ['Someone to fix my website'],
      canOffer: ['Piano lessons'],
    });
    const sheep = attendee({
      id: 's',
      name: 'Bea Jones',
      headline: 'Sheep farmer',
      lookingFor: ['A second-hand van'],
      canOffer: ['Spanish conversation'],
    });
    const meaningOf = (text: string) => loadWordVectors().textVector(text);
    const engine = createMatchingEngine({ attendees: [dairy, sheep], pastAnswers: [], excludedPairs: [], listSize: 20, meaningOf });
    expect(writeReason(dairy, sheep, engine.pair('d', 's').facets)).toBe(
      'You and Bea may work in related fields: you are a dairy farmer, and Bea is a sheep farmer.',
    );
    // Without the meaning of words, nothing is said of their fields.
    const wordsOnly = createMatchingEngine({ attendees: [dairy, sheep], pastAnswers: [], excludedPairs: [], listSize: 20 });
    expect(writeReason(dairy, sheep, wordsOnly.pair('d', 's').facets)).toBe('Bea is a sheep farmer, and you are a dairy farmer.');
  });

  it('says modestly what the two share when no need of either meets an offer of the other', () => {
    const kitchen = attendee({
      id: 'k',
      name: 'Kim',
      headline: 'Caterer',
      lookingFor: ['Commercial kitchen to lease or share'],
      topics: ['Local food'],
    });
    const joiner = attendee({ id: 'j', name: 'Kevin', headline: 'Joiner', canOffer: ['Tables'], topics: ['local food'] });
    const link = met(kitchen, 'lookingFor', joiner, 'canOffer');
    const facets = { forViewer: [], forProspect: [], sharedTopics: [], viewerScore: 1, prospectScore: 0 };
    expect(writeReason(kitchen, joiner, facets)).toBe('Kevin is a joiner, and you are a caterer.');
    const topic = [
      { section: 'topics' as const, ...kitchen.document.topics[0]! },
      { section: 'topics' as const, ...joiner.document.topics[0]! },
    ] as const;
    expect(writeReason(kitchen, joiner, { ...facets, sharedTopics: [topic] })).toBe('You both care about local food.');
    expect(writeReason(kitchen, joiner, { ...facets, forViewer: [link] })).toBe(
      'Kevin offers tables, and you are looking for a commercial kitchen to lease or share.',
    );
  });

  it('says what someone without a headline came for when nothing meets', () => {
    const viewer = attendee({ id: 'v', name: 'Vera', headline: 'Florist', lookingFor: ['A web person'] });
    const quiet = attendee({ id: 'q', name: 'Mateo', lookingFor: ['Shared workshop space'] });
    const empty = { forViewer: [], forProspect: [], sharedTopics: [], viewerScore: 0, prospectScore: 0 };
    expect(writeReason(viewer, quiet, empty)).toBe('Mateo is looking for shared workshop space.');
  });

  it("keeps a name's capitals and puts an action's verb in its dictionary form", () => {
    const fixer = attendee({ id: 'f', name: 'Rory', canOffer: ['Steam Deck repairs'] });
    const hall = attendee({ id: 'h', name: 'Jill', canOffer: ['Seats 120 for dinner'] });
    const gamer = attendee({ id: 'g', name: 'Ann', lookingFor: ['Fix for my handheld', 'Room for our awards dinner'] });
    const need = (at: number) => ({ section: 'lookingFor' as const, ...gamer.document.lookingFor[at]! });
    const offer = (owner: Attendee) => ({ section: 'canOffer' as const, ...owner.document.canOffer[0]! });
    const facets = (at: number, owner: Attendee) => ({
      forViewer: [{ need: need(at), offer: offer(owner), concept: null, sharedTerms: [], weight: 0.6 }],
      forProspect: [],
      sharedTopics: [],
      viewerScore: 1,
      prospectScore: 0,
    });
    expect(writeReason(gamer, fixer, facets(0, fixer))).toMatch(/^Rory offers Steam Deck repairs, /);
    expect(writeReason(gamer, hall, facets(1, hall))).toMatch(/^Jill can seat 120 for dinner, /);
  });

  it('says what each gives the other, each item cut to its first detail, rather than one half alone', () => {
    const studio = attendee({
      id: 's',
      name: 'Tamara',
      lookingFor: ['New photos of our dancers for the website, ideally in natural light'],
      canOffer: ['Our empty weekday studio, with big north-facing windows'],
    });
    const photographer = attendee({
      id: 'p',
      name: 'Priya',
      lookingFor: ['A naturally lit studio to rent by the hour, somewhere central'],
      canOffer: ['Portrait and dance photography, edited within the week'],
    });
    const reason = writeReason(photographer, studio, {
      forViewer: [met(photographer, 'lookingFor', studio, 'canOffer')],
      forProspect: [met(studio, 'lookingFor', photographer, 'canOffer')],
      sharedTopics: [],
      viewerScore: 1,
      prospectScore: 1,
    });
    expect(reason.length).toBeLessThanOrEqual(reasonLength);
    expect(reason).toMatch(
      /^Tamara offers their empty weekday studio, and you are looking for a naturally lit studio to rent by the hour\. In return, /,
    );
    expect(reason).toContain('you offer portrait and dance photography');
  });

  it('cuts an item with no first detail at the end of its noun phrase to keep both halves, and never goes past 240 characters', () => {
    const harbour = attendee({
      id: 'h',
      name: 'Doug',
      lookingFor: ['A commercial diver to inspect and clear our 60 moorings before the season opens in May'],
      canOffer: ['A spot on the government wharf for a small boat kept there all year round'],
    });
    const diver = attendee({
      id: 'v',
      name: 'Kyle',
      lookingFor: ['A secure berth for my dive boat all year round near the harbour mouth'],
      canOffer: ['Mooring inspections for harbour authorities before each season'],
    });
    const reason = writeReason(harbour, diver, {
      forViewer: [met(harbour, 'lookingFor', diver, 'canOffer')],
      forProspect: [met(diver, 'lookingFor', harbour, 'canOffer')],
      sharedTopics: [],
      viewerScore: 1,
      prospectScore: 1,
    });
    expect(reason.length).toBeLessThanOrEqual(reasonLength);
    expect(reason).toBe(
      'Kyle offers mooring inspections for harbour authorities, and you are looking for a commercial diver. ' +
        'In return, they are looking for a secure berth, and you offer a spot on the government wharf.',
    );
  });

  it('cites the strongest link whose items read whole, passing over a fragment the interview kept', () => {
    const buyer = attendee({
      id: 'b',
      name: 'Amira',
      lookingFor: ['been getting a few bags at a time', 'A steady supply of raw material from this coast'],
    });
    const collector = attendee({ id: 'c', name: 'Chloe', canOffer: ['Fresh seaweed by the truckload'] });
    const link = (need: number) => ({
      need: { section: 'lookingFor' as const, ...buyer.document.lookingFor[need]! },
      offer: { section: 'canOffer' as const, ...collector.document.canOffer[0]! },
      concept: null,
      sharedTerms: [],
      weight: 0.7 - need / 10,
    });
    const reason = writeReason(buyer, collector, {
      forViewer: [link(0), link(1)],
      forProspect: [],
      sharedTopics: [],
      viewerScore: 1,
      prospectScore: 1,
    });
    expect(reason).toBe(
      'Chloe offers fresh seaweed by the truckload, and you are looking for a steady supply of raw material from this coast.',
    );
  });

  it('tells the viewer, in the second person, what the prospect has for them and what they have for the prospect', () => {
    expect(reasonFor(sam, dana)).toBe(
      'Dana offers intros to climate investors, and you are looking for seed funding for your battery startup. ' +
        'In return, they are looking for founders building grid storage, and you offer early access to your pilot data on grid storage.',
    );
  });

  it('calls the prospect by their first name, past a title', () => {
    const doctor = attendee({ id: 'd', name: 'Dr. Anjali Rao', headline: 'GP partner', lookingFor: ['Intros to climate investors'] });
    expect(reasonFor(sam, doctor)).toMatch(/^Anjali /);
  });

  it('keeps to two sentences and about 240 characters, citing a long item up to its first detail', () => {
    const founder = attendee({
      id: 'f',
      name: 'Femi',
      lookingFor: ['Founders of fast growing delivery startups, especially ones working on last-mile logistics in cities'],
      canOffer: ['HR advice for teams that are growing faster than their policies'],
    });
    const adviser = attendee({
      id: 'a',
      name: 'Ada',
      lookingFor: ['HR advice for my growing team'],
      canOffer: ['I mentor founders of fast growing delivery startups'],
    });
    const reason = reasonFor(founder, adviser);
    expect(reason.length).toBeLessThanOrEqual(reasonLength);
    expect(reason.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(2);
    expect(reason).not.toMatch(/last-mile|especially/);
  });

  it('says a headline written as a sentence as what the person says', () => {
    const installer = attendee({
      id: 'i',
      name: 'Hamid Aziz',
      headline: 'I install office networks',
      lookingFor: ['Shops with slow wifi'],
    });
    const viewer = attendee({ id: 'v', name: 'Vera', headline: 'Florist', lookingFor: ['A web person'] });
    expect(writeReason(viewer, installer, { forViewer: [], forProspect: [], sharedTopics: [], viewerScore: 0, prospectScore: 0 })).toBe(
      'Hamid says they install office networks.',
    );
  });

  it('leaves out what you have for them when their need meeting yours would not fit in one sentence', () => {
    const banker = attendee({
      id: 'b',
      name: 'Val',
      lookingFor: [
        'Established SMEs considering expansion finance for a second site',
        'Businesses with £1m+ turnover planning major capital investment this year',
      ],
    });
    const lawyer = attendee({
      id: 'l',
      name: 'Rebecca',
      lookingFor: ['Ambitious founders planning to scale through franchising or licensing across the country'],
    });
    const [bankerNeed, bankerOther] = banker.document.lookingFor.map((item) => ({ section: 'lookingFor' as const, ...item }));
    const lawyerNeed = { section: 'lookingFor' as const, ...lawyer.document.lookingFor[0]! };
    const link = (need: typeof lawyerNeed, offer: typeof lawyerNeed) => ({ need, offer, concept: 'partners', sharedTerms: [], weight: 1 });
    const reason = writeReason(banker, lawyer, {
      forViewer: [link(bankerNeed!, lawyerNeed)],
      forProspect: [link(lawyerNeed, bankerOther!)],
      sharedTopics: [],
      viewerScore: 1,
      prospectScore: 1,
    });
    expect(reason.length).toBeLessThanOrEqual(reasonLength);
    expect(reason).toBe(
      'Rebecca is looking for ambitious founders planning to scale through franchising or licensing across the country, and you are looking for established SMEs considering expansion finance for a second site.',
    );
  });

  it('writes the other way round for the other person', () => {
    expect(reasonFor(dana, sam)).toMatch(
      /^Sam offers early access to their pilot data on grid storage, and you are looking for founders building grid storage\./,
    );
  });

  it('says "they" for someone without a name, and turns their first person into the third', () => {
    const reason = reasonFor(engineer, unnamed);
    expect(reason).toMatch(/^They say they run a firmware team, and you are looking for a job on a firmware team\./);
    expect(reason).toContain("they're hiring a firmware engineer");
  });

  it('cites nothing a dossier no longer says (facets kept from an older revision)', () => {
    const engine = createMatchingEngine({ attendees: [sam, dana], pastAnswers: [], excludedPairs: [], listSize: 20 });
    const { facets } = engine.pair('sam', 'dana');
    const revised = { ...dana, document: { ...dana.document, canOffer: [] }, revisionId: 'dana-2' };
    const reason = writeReason(sam, revised, facets);
    expect(reason).not.toContain('intros');
    expect(reason).toMatch(/^Dana is looking for founders building grid storage, and you offer early access/);
  });

  it('quotes only words found in the two dossiers, besides its own connecting words', () => {
    for (const [viewer, prospect] of [
      [sam, dana],
      [dana, sam],
      [engineer, unnamed],
      [unnamed, engineer],
    ] as const) {
      expect(foreignWords(viewer, prospect, reasonFor(viewer, prospect))).toEqual([]);
    }
  });

  it('quotes only dossier words in every reason of a synthetic event (terse, chatty, typos)', () => {
    const event = syntheticEvent({ seed: 3, size: 150, plantedPairs: 20, ambushers: 3, popular: 2 });
    const byId = new Map(event.attendees.map((attendee) => [attendee.userId, attendee]));
    const output = createMatchingEngine({ attendees: event.attendees, pastAnswers: [], excludedPairs: [], listSize: 20 }).rank();
    let reasons = 0;
    for (const [viewerId, prospects] of output) {
      for (const { userId, facets } of prospects) {
        const [viewer, prospect] = [byId.get(viewerId)!, byId.get(userId)!];
        const reason = writeReason(viewer, prospect, facets);
        expect(foreignWords(viewer, prospect, reason), reason).toEqual([]);
        // Written for the viewer, or, when the two share no more than a word in passing, the prospect in their own words.
        expect(reason).toMatch(/\byou\b|introduces themselves as|^\S+ is an? /i);
        reasons++;
      }
    }
    expect(reasons).toBeGreaterThan(1000);
  });
});

/** The writer's own words: they connect the quoted items and state no fact. */
const connecting = new Set(
  [
    'and are re about as both care cares for in introduce introduces is looking offer offers return say says said the themselves they their',
    'them theirs you your yours yourself yourselves wrote writes write were have has no need or with yet common',
    'can want wants to may work related fields a an',
  ]
    .join(' ')
    .split(' '),
);

function foreignWords(viewer: Attendee, prospect: Attendee, reason: string): string[] {
  const dossierWords = new Set(wordsIn(JSON.stringify([viewer.document, prospect.document, prospect.name])));
  return wordsIn(reason).filter((word) => !dossierWords.has(word) && !connecting.has(word));
}

function wordsIn(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}
