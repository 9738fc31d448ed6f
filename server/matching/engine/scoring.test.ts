import { describe, expect, it } from 'vitest';
import type { DossierVectors, WordAlignment } from './engine-types.ts';
import type { EventModel } from './event-model.ts';
import { aboutShare, alignmentAttendeeLimit, semanticAttendeeLimit, semanticVectors } from './scoring.ts';

/** The semantic term reads only who the attendees are, in order. */
const modelOf = (count: number) =>
  ({
    attendees: Array.from({ length: count }, (_, at) => ({ userId: `u${at}` })),
    analyses: Array.from({ length: count }, () => ({ items: [] })),
  }) as unknown as EventModel;

describe('semanticVectors', () => {
  it('adds a share of who someone is to what they look for and offer, and reads them by it alone when a list is empty', () => {
    const vectors = new Map<string, DossierVectors>([
      ['u0', { lookingFor: [1, 0], canOffer: null, about: [0, 2] }],
      ['u1', { lookingFor: null, canOffer: [3, 0], about: null }],
    ]);
    const semantic = semanticVectors(modelOf(2), vectors, undefined)!;
    const norm = Math.hypot(1, aboutShare);
    expect(Array.from(semantic.lookingFor[0]!)).toEqual([1 / norm, aboutShare / norm]);
    expect(Array.from(semantic.canOffer[0]!)).toEqual([0, 1]);
    expect(semantic.lookingFor[1]).toBeNull();
    expect(Array.from(semantic.canOffer[1]!)).toEqual([1, 0]);
  });

  it('leaves meaning out of events too large to compare every pair', () => {
    const vectors = new Map<string, DossierVectors>([['u0', { lookingFor: [1], canOffer: [1], about: null }]]);
    expect(semanticVectors(modelOf(semanticAttendeeLimit), vectors, undefined)).not.toBeNull();
    expect(semanticVectors(modelOf(semanticAttendeeLimit + 1), vectors, undefined)).toBeNull();
  });

  it('aligns needs with offers word by word only at events small enough to compare every need with every offer', () => {
    const vectors = new Map<string, DossierVectors>([['u0', { lookingFor: [1], canOffer: [1], about: null }]]);
    const alignment: WordAlignment = { cover: () => ({ score: 0, offer: -1, links: [] }) };
    expect(semanticVectors(modelOf(alignmentAttendeeLimit), vectors, alignment)!.covers).not.toBeNull();
    expect(semanticVectors(modelOf(alignmentAttendeeLimit + 1), vectors, alignment)!.covers).toBeNull();
  });
});
