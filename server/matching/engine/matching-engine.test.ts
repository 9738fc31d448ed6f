import { describe, expect, it } from 'vitest';
import { isStrongFit, type MatchingInput, type PastAnswer } from './engine-types.ts';
import { createMatchingEngine, shortList, topUpFrom } from './matching-engine.ts';
import { attendee } from './testing/attendee.ts';

const founder = attendee({
  id: 'sam',
  name: 'Sam Okafor',
  headline: 'Founder at Gridcell, grid-scale batteries',
  lookingFor: ['Seed funding for my battery startup', 'A firmware engineer who knows embedded Rust'],
  canOffer: ['Early access to our pilot data on grid storage'],
  topics: ['Energy storage'],
});
const investor = attendee({
  id: 'dana',
  name: 'Dana Kowalski',
  headline: 'Angel investor in early climate-tech companies',
  lookingFor: ['Founders building grid storage'],
  canOffer: ['Intros to climate investors'],
  topics: ['Energy storage'],
});
const firmwareEngineer = attendee({
  id: 'ana',
  name: 'Ana',
  headline: 'Firmware engineer, embedded Rust',
  lookingFor: ['A new role at a battery startup'],
  canOffer: ['Firmware for battery management systems'],
  topics: ['Rust'],
});
/** Wants what everyone has and offers nothing anyone looks for. */
const ambusher = attendee({
  id: 'amy',
  name: 'Amy',
  headline: 'Entrepreneur',
  lookingFor: ['Investors for my battery startup', 'Grid storage founders to learn from', 'Firmware engineers', 'Funding'],
  canOffer: ['Good vibes'],
});
const baker = attendee({
  id: 'bo',
  name: 'Bo',
  headline: 'Baker',
  lookingFor: ['Sourdough tips'],
  canOffer: ['Croissant recipes'],
  topics: ['Bread'],
});

function input(overrides: Partial<MatchingInput> = {}): MatchingInput {
  return {
    attendees: [founder, investor, firmwareEngineer, ambusher, baker],
    pastAnswers: [],
    excludedPairs: [],
    listSize: 20,
    ...overrides,
  };
}

const idsOf = (output: ReturnType<ReturnType<typeof createMatchingEngine>['rank']>, viewer: string) =>
  (output.get(viewer) ?? []).map((prospect) => prospect.userId);

describe('createMatchingEngine', () => {
  it('ranks complementary people first for each other, with the facts behind the score', () => {
    const output = createMatchingEngine(input()).rank();
    expect(idsOf(output, 'sam')[0]).toBe('dana');
    expect(idsOf(output, 'dana')[0]).toBe('sam');
    const [best] = output.get('sam')!;
    expect(best!.facets.forViewer[0]).toMatchObject({
      need: { section: 'lookingFor', text: 'Seed funding for my battery startup', sourceMessageIds: ['sam-lookingFor-0'] },
      concept: 'funding',
    });
    expect(best!.facets.forProspect[0]?.need.text).toBe('Founders building grid storage');
    expect(best!.facets.sharedTopics[0]?.map((item) => item.text)).toEqual(['Energy storage', 'Energy storage']);
    expect(best!.score).toBeGreaterThan(0);
  });

  it('gives a one-sided pair no score: the ambush profile tops nobody’s list and gets nobody', () => {
    const output = createMatchingEngine(input()).rank();
    for (const viewer of ['sam', 'dana', 'ana']) expect(idsOf(output, viewer)[0]).not.toBe('amy');
    expect(createMatchingEngine(input()).pair('dana', 'amy').score).toBe(0);
    expect(createMatchingEngine(input()).pair('amy', 'dana').facets.forViewer.length).toBeGreaterThan(0);
  });

  it('proposes nobody with nothing in common at a small event, and nobody to themselves', () => {
    const output = createMatchingEngine(input()).rank();
    expect(output.get('bo')).toEqual([]);
    for (const [viewer, prospects] of output) expect(prospects.map((prospect) => prospect.userId)).not.toContain(viewer);
  });

  it('tops up a short list at an event of twenty or more with the closest people, shown as loose fits', () => {
    const florists = Array.from({ length: topUpFrom - 6 }, (_, index) =>
      attendee({ id: `florist-${index}`, headline: 'Florist', lookingFor: ['Wedding planners'], canOffer: ['Flowers for events'] }),
    );
    // Has what the baker looks for, and looks for nothing the baker has: one way only.
    const teacher = attendee({ id: 'teacher', headline: 'Bread teacher', lookingFor: ['Wedding planners'], canOffer: ['Sourdough tips'] });
    const everyone = [founder, investor, firmwareEngineer, ambusher, baker, teacher, ...florists];
    const declined: PastAnswer = { viewerId: 'bo', userId: 'florist-0', interest: 'NOT_INTERESTED', reason: 'not_relevant', facets: null };
    const output = createMatchingEngine(
      input({ attendees: everyone, pastAnswers: [declined], excludedPairs: [['bo', 'florist-1']] }),
    ).rank();
    const bo = output.get('bo')!;
    expect(bo).toHaveLength(shortList);
    expect(bo[0]!.userId).toBe('teacher');
    expect(bo[0]!.facets.forViewer[0]?.offer.text).toBe('Sourdough tips');
    expect(bo.every((prospect) => !isStrongFit(prospect.facets))).toBe(true);
    for (const never of ['bo', 'florist-0', 'florist-1']) expect(idsOf(output, 'bo')).not.toContain(never);
    // A list long enough is left as the engine ranked it; at a small event, a list of nobody stays empty (above).
    expect(idsOf(output, 'sam')).toEqual(idsOf(createMatchingEngine(input({ attendees: everyone })).rank(), 'sam'));
  });

  it('never shows an excluded pair, either way', () => {
    const output = createMatchingEngine(input({ excludedPairs: [['dana', 'sam']] })).rank();
    expect(idsOf(output, 'sam')).not.toContain('dana');
    expect(idsOf(output, 'dana')).not.toContain('sam');
  });

  it('keeps lists to the list size', () => {
    const output = createMatchingEngine(input({ listSize: 1 })).rank();
    for (const prospects of output.values()) expect(prospects.length).toBeLessThanOrEqual(1);
  });

  it('puts a declined person after everyone not declined', () => {
    const engine = createMatchingEngine(input());
    const before = idsOf(engine.rank(), 'sam');
    expect(before.length).toBeGreaterThan(1);
    const declined: PastAnswer = { viewerId: 'sam', userId: before[0]!, interest: 'NOT_INTERESTED', reason: 'already_know', facets: null };
    const after = idsOf(createMatchingEngine(input({ pastAnswers: [declined] })).rank(), 'sam');
    expect(after.at(-1)).toBe(before[0]);
    expect(new Set(after)).toEqual(new Set(before));
  });

  it('answers any pair on demand, and refuses people who are not attendees', () => {
    const engine = createMatchingEngine(input());
    const ranked = engine
      .rank()
      .get('sam')!
      .find((prospect) => prospect.userId === 'dana');
    expect(engine.pair('sam', 'dana')).toEqual(ranked);
    expect(() => engine.pair('sam', 'nobody')).toThrow(/not among the attendees/);
    expect(() => engine.pair('sam', 'sam')).toThrow();
  });
});
