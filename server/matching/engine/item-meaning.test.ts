import { describe, expect, it } from 'vitest';
import { createMatchingEngine } from './matching-engine.ts';
import { attendee } from './testing/attendee.ts';
import { writeReason } from './write-reason.ts';

/**
 * Meanings made by hand: each text a unit vector along the axes named, so that a test says which
 * need is near which offer whatever their words (the sentence encoder's own tests show it reads
 * real phrases so).
 */
function meanings(axes: Record<string, readonly number[]>) {
  const size = 8;
  return (text: string) => {
    const on = axes[text];
    if (!on) return null;
    const vector = new Float32Array(size);
    for (const axis of on) vector[axis] = 1;
    const norm = Math.sqrt(on.length);
    return vector.map((value) => value / norm);
  };
}

const founder = attendee({
  id: 'founder',
  name: 'Ines',
  headline: 'Founder of a dental software company',
  lookingFor: ['People who could back us and join our cap table', 'A go-to-market lead'],
  canOffer: ['Early access to our scheduling tool'],
});
const angel = attendee({
  id: 'angel',
  name: 'Victor',
  headline: 'Angel investor',
  lookingFor: ['Tools that make clinics run smoother'],
  canOffer: ['I write first cheques into B2B companies'],
});
const agent = attendee({
  id: 'agent',
  name: 'Harriet',
  headline: 'Literary agent',
  lookingFor: ['Debut novelists'],
  canOffer: ['Advice on the book market'],
});
const meaningOf = meanings({
  'Founder of a dental software company': [0, 1],
  'People who could back us and join our cap table': [2],
  'A go-to-market lead': [3, 6],
  'Early access to our scheduling tool': [1, 4],
  'Angel investor': [2, 5],
  'Tools that make clinics run smoother': [1, 4],
  'I write first cheques into B2B companies': [2],
  'Literary agent': [7],
  'Debut novelists': [7],
  'Advice on the book market': [7],
});
const input = { attendees: [founder, angel, agent], pastAnswers: [], excludedPairs: [], listSize: 20, meaningOf };

describe('matching on the meaning of items', () => {
  it('puts first the person whose offer meets a need in meaning, not the one who shares a word', () => {
    const lists = createMatchingEngine(input).rank();
    expect(lists.get('founder')?.[0]?.userId).toBe('angel');
    expect(lists.get('angel')?.[0]?.userId).toBe('founder');
  });

  it('cites the need and the offer nearest each other, both ways, and the reason says what each gives the other', () => {
    const { facets } = createMatchingEngine(input).pair('founder', 'angel');
    expect(facets.forViewer[0]).toMatchObject({
      need: { text: 'People who could back us and join our cap table' },
      offer: { text: 'I write first cheques into B2B companies' },
      sharedTerms: [],
    });
    expect(facets.forProspect[0]).toMatchObject({
      need: { text: 'Tools that make clinics run smoother' },
      offer: { text: 'Early access to our scheduling tool' },
    });
    const reason = writeReason(founder, angel, facets);
    expect(reason).toBe(
      'Victor says they write first cheques into B2B companies, and you are looking for people who could back you and join your cap table.',
    );
    expect(reason.length).toBeLessThanOrEqual(240);
  });

  it('cites nothing in meaning between items that are not near', () => {
    const { facets } = createMatchingEngine(input).pair('founder', 'agent');
    expect(facets.forViewer.some((met) => met.offer.text === 'Advice on the book market' && met.sharedTerms.length === 0)).toBe(false);
  });
});

describe('reading each list whole', () => {
  // The viewer's need was cut into two fragments that mean little alone; read whole, the list asks for a room.
  const viewer = attendee({
    id: 'choir',
    name: 'Maud',
    lookingFor: ['Somewhere warm', 'Tuesday evenings'],
    canOffer: ['Tea for helpers'],
  });
  // Two people alike item by item; only the hall's offers, read whole, are what the viewer's list asks for.
  const hall = attendee({
    id: 'hall',
    name: 'Ned',
    headline: 'Parish steward',
    canOffer: ['Keys', 'Heating'],
    lookingFor: ['Refreshments'],
  });
  const shop = attendee({
    id: 'grocer',
    name: 'Ola',
    headline: 'Parish grocer',
    canOffer: ['Keys', 'Heating'],
    lookingFor: ['Refreshments'],
  });
  const meaningOf = meanings({
    'Somewhere warm': [0],
    'Tuesday evenings': [1],
    'Somewhere warm. Tuesday evenings': [2],
    'Tea for helpers': [3],
    Refreshments: [3],
    'Parish steward': [4],
    'Parish grocer': [4],
    Keys: [5],
    Heating: [6],
    'Parish steward. Keys. Heating': [2],
    'Parish grocer. Keys. Heating': [7],
  });

  it('lists the person whose offers, read whole, meet what the viewer looks for, read whole, and not the one alike item by item', () => {
    const lists = createMatchingEngine({
      attendees: [viewer, shop, hall],
      pastAnswers: [],
      excludedPairs: [],
      listSize: 20,
      meaningOf,
    }).rank();
    expect(lists.get('choir')?.map((prospect) => prospect.userId)).toEqual(['hall']);
  });
});

describe('a rival who offers what the viewer offers', () => {
  const viewer = attendee({ id: 'bakery', name: 'Ida', lookingFor: ['Flour'], canOffer: ['Bread'] });
  // The same flour in the same words; only the rival's offers, read whole, are the bakery's own too.
  const miller = attendee({ id: 'miller', name: 'Mo', canOffer: ['Flour sacks', 'Cake'], lookingFor: ['Bread'] });
  const rival = attendee({ id: 'rival', name: 'Rae', canOffer: ['Sacks of flour', 'Bread'], lookingFor: ['Bread'] });
  const meaningOf = meanings({
    Flour: [1],
    Bread: [2],
    Cake: [5],
    'Flour sacks': [1],
    'Sacks of flour': [1],
    'Flour sacks. Cake': [1, 5],
    'Sacks of flour. Bread': [1, 2],
  });
  const input = { attendees: [viewer, rival, miller], pastAnswers: [], excludedPairs: [], listSize: 20, meaningOf };

  it('scores what the rival is for the viewer lower than what the one who differs is', () => {
    const engine = createMatchingEngine(input);
    expect(engine.pair('bakery', 'rival').facets.viewerScore).toBeLessThan(engine.pair('bakery', 'miller').facets.viewerScore);
    expect(engine.rank().get('bakery')?.[0]?.userId).toBe('miller');
  });
});

describe('what a reason may cite', () => {
  const nurse = attendee({
    id: 'nurse',
    name: 'Bronwyn',
    headline: 'Community nurse',
    lookingFor: ['Backup for complex cases'],
    canOffer: ['Ride-alongs on rounds'],
    topics: ['Catholic faith', 'rural access'],
  });
  const doctor = attendee({
    id: 'doctor',
    name: 'Hannah',
    headline: 'Director of palliative medicine',
    lookingFor: ['Placements for junior doctors'],
    canOffer: ['Weekly rota'],
    topics: ['faith', 'rural access'],
  });
  // The need and the doctor's headline are at 0.45: of one field, not what the need names; the doctor's offer is far.
  const meaningOf = meanings({
    'Community nurse': [7],
    'Backup for complex cases': [0, 1, 2, 3, 4],
    'Ride-alongs on rounds': [6],
    'Director of palliative medicine': [0, 1, 5, 6],
    'Placements for junior doctors': [6],
    'Weekly rota': [7],
  });
  const facets = () =>
    createMatchingEngine({ attendees: [nurse, doctor], pastAnswers: [], excludedPairs: [], listSize: 20, meaningOf }).pair(
      'nurse',
      'doctor',
    ).facets;

  it('never cites a headline merely of the same field as what meets a need', () => {
    expect(facets().forViewer.some((met) => met.offer.section === 'headline')).toBe(false);
  });

  it('never links a need and an offer by one shared word when the two mean different things', () => {
    const family = attendee({ id: 'family', name: 'Lise', lookingFor: ['Voices of our patients kept'], canOffer: ['Songs'] });
    const actor = attendee({ id: 'actor', name: 'Soo', lookingFor: ['Songwriters'], canOffer: ['Voice work for games'] });
    const apart = meanings({ 'Voices of our patients kept': [0], 'Voice work for games': [1], Songs: [2], Songwriters: [2] });
    const { facets: found } = createMatchingEngine({
      attendees: [family, actor],
      pastAnswers: [],
      excludedPairs: [],
      listSize: 20,
      meaningOf: apart,
    }).pair('family', 'actor');
    expect(found.forViewer).toEqual([]);
  });

  it('never cites what someone came to do, said in "about", as what they offer', () => {
    const ranger = attendee({
      id: 'ranger',
      name: 'Rhi',
      about: 'Close our last gap.',
      lookingFor: ['Walls rebuilt'],
      canOffer: ['Paid traineeships'],
    });
    const waller = attendee({ id: 'waller', name: 'Dai', about: 'I rebuild walls.', lookingFor: ['Close the gap in my trade'] });
    const near = meanings({
      'Close our last gap.': [0],
      'Close the gap in my trade': [0],
      'Walls rebuilt': [1],
      'I rebuild walls.': [1],
      'Paid traineeships': [2],
    });
    const { facets: found } = createMatchingEngine({
      attendees: [ranger, waller],
      pastAnswers: [],
      excludedPairs: [],
      listSize: 20,
      meaningOf: near,
    }).pair('waller', 'ranger');
    expect(found.forViewer.some((met) => met.offer.section === 'about')).toBe(false);
    expect(found.forProspect[0]).toMatchObject({ need: { text: 'Walls rebuilt' }, offer: { text: 'I rebuild walls.' } });
  });

  it('never cites a headline that says what someone came to do as what they offer', () => {
    const studio = attendee({ id: 'studio', name: 'Soo', headline: 'Build our voice team', lookingFor: ['Actors'] });
    const family = attendee({ id: 'family', name: 'Lise', headline: 'Actor', lookingFor: ['Voices of our patients kept'] });
    const alike = meanings({ 'Build our voice team': [0], 'Voices of our patients kept': [0], Actors: [1], Actor: [1] });
    const { facets: found } = createMatchingEngine({
      attendees: [studio, family],
      pastAnswers: [],
      excludedPairs: [],
      listSize: 20,
      meaningOf: alike,
    }).pair('family', 'studio');
    expect(found.forViewer).toEqual([]);
    expect(found.forProspect[0]).toMatchObject({ offer: { section: 'headline', text: 'Actor' } });
  });

  it('never cites a shared topic of faith, politics or illness, and still cites the others', () => {
    expect(facets().sharedTopics.map(([mine]) => mine.text)).toEqual(['rural access']);
  });
});
