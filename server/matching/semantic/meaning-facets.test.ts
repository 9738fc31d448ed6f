import { describe, expect, it } from 'vitest';
import { createMatchingEngine } from '../engine/matching-engine.ts';
import { attendee } from '../engine/testing/attendee.ts';
import { writeReason } from '../engine/write-reason.ts';
import { createWordAlignment } from './word-alignment.ts';
import { loadWordRelations } from './word-relations.ts';
import { loadWordVectors } from './word-vectors.ts';

const cafe = attendee({
  id: 'cafe',
  name: 'Chidi',
  lookingFor: ['Someone to sort out our accounts before the tax deadline'],
  canOffer: ['Catering for office meetings'],
});
const bookkeeper = attendee({
  id: 'books',
  name: 'Bea',
  lookingFor: ['Food for my staff lunches'],
  canOffer: ['Monthly bookkeeping and VAT returns'],
});
const input = { attendees: [cafe, bookkeeper], pastAnswers: [], excludedPairs: [], listSize: 20 };

describe('facts of a pair that meets in meaning', () => {
  it('cite the need and the offer nearest each other in meaning when they share no word, and the reason says both ways', () => {
    const meaningOf = (text: string) => loadWordVectors().textVector(text);
    const { facets } = createMatchingEngine({ ...input, meaningOf }).pair('cafe', 'books');
    expect(facets.forViewer).toEqual([
      expect.objectContaining({
        need: expect.objectContaining({ text: 'Someone to sort out our accounts before the tax deadline' }),
        offer: expect.objectContaining({ text: 'Monthly bookkeeping and VAT returns' }),
        concept: null,
        sharedTerms: [],
      }),
    ]);
    expect(writeReason(cafe, bookkeeper, facets)).toBe(
      'Bea offers monthly bookkeeping and VAT returns, and you are looking for someone to sort out your accounts before the tax deadline. ' +
        'In return, they are looking for food for their staff lunches, and you offer catering for office meetings.',
    );
  });

  it('are none without the meaning of items', () => {
    expect(createMatchingEngine(input).pair('cafe', 'books').facets.forViewer).toEqual([]);
  });
});

describe('facts of a pair aligned word by word', () => {
  const alignment = createWordAlignment(loadWordVectors(), loadWordRelations());
  const founder = attendee({
    id: 'founder',
    name: 'Ines',
    lookingFor: ['A coach to sharpen my sales pitch', 'A translator for our patient booklets'],
    canOffer: ['Free check-ups for your staff'],
  });
  const groundsman = attendee({
    id: 'ground',
    name: 'Tom',
    lookingFor: ['Sponsors for the youth team kit'],
    canOffer: ['I mow and mark the football pitch'],
  });
  const translator = attendee({
    id: 'translator',
    name: 'Rafa',
    lookingFor: ['Clinics that need regular work done'],
    canOffer: ['I translate health brochures into Spanish'],
  });
  const event = { attendees: [founder, groundsman, translator], pastAnswers: [], excludedPairs: [], listSize: 20 };

  it('cite no link that rests on one word shared in two senses, nor on a word the need mentions in passing', () => {
    for (const input of [event, { ...event, alignment }]) {
      const { facets } = createMatchingEngine(input).pair('founder', 'ground');
      expect(facets.forViewer.map((met) => met.sharedTerms)).not.toContainEqual(['pitch']);
    }
  });

  it('cite one shared word when it is what the need names, in the same sense on both sides', () => {
    const artists = attendee({ id: 'artists', name: 'Grace', lookingFor: ['An architect who gets artists and tight budgets'] });
    const architect = attendee({ id: 'architect', name: 'Tendai', headline: 'Architect' });
    const input = { ...event, attendees: [...event.attendees, artists, architect], alignment };
    expect(
      createMatchingEngine(input)
        .pair('artists', 'architect')
        .facets.forViewer.map((met) => met.sharedTerms),
    ).toContainEqual(['architect']);
  });

  it('cite the need met in other words, with the words that meet, and the reason says what each gives', () => {
    const { facets } = createMatchingEngine({ ...event, alignment }).pair('founder', 'translator');
    expect(facets.forViewer[0]).toEqual(
      expect.objectContaining({
        need: expect.objectContaining({ text: 'A translator for our patient booklets' }),
        offer: expect.objectContaining({ text: 'I translate health brochures into Spanish' }),
        alignedTerms: expect.arrayContaining([['translator', 'translate']]),
      }),
    );
    expect(writeReason(founder, translator, facets)).toMatch(
      /^Rafa says they translate health brochures into Spanish, and you are looking for a translator for your patient booklets\./,
    );
  });
});
