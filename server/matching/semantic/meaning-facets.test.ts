import { describe, expect, it } from 'vitest';
import { createMatchingEngine } from '../engine/matching-engine.ts';
import { attendee } from '../engine/testing/attendee.ts';
import { writeReason } from '../engine/write-reason.ts';
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
