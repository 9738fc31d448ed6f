import { describe, expect, it } from 'vitest';
import type { Attendee, DossierVectors, MatchingInput, PastAnswer } from './engine-types.ts';
import { exactTopLists } from './exact-ranking.ts';
import { createMatchingEngine } from './matching-engine.ts';
import { prepareRanking } from './ranking-setup.ts';
import { naiveTopList } from './testing/naive-ranking.ts';
import { Random } from './testing/random.ts';
import { syntheticEvent } from './testing/synthetic-event.ts';

const event = syntheticEvent({ seed: 77, size: 500, plantedPairs: 40, ambushers: 10, popular: 4 });

/** Every viewer's fast list must be the all-pairs loop's, pair for pair and score for score. */
function expectSameAsNaive(input: MatchingInput): void {
  const setup = prepareRanking(input);
  const fast = exactTopLists(setup.model, setup.semantic, setup.plan);
  let compared = 0;
  fast.forEach((list, viewer) => {
    const naive = naiveTopList(setup, viewer);
    expect(Array.from(list.others), `viewer ${viewer}`).toEqual(Array.from(naive.others));
    expect(Array.from(list.scores)).toEqual(Array.from(naive.scores));
    compared += list.others.length;
  });
  expect(compared).toBeGreaterThan(input.attendees.length * 10);
}

describe('exactTopLists', () => {
  it('equals the all-pairs loop on a random event', () => {
    expectSameAsNaive({ attendees: event.attendees, pastAnswers: [], excludedPairs: [], listSize: 20 });
  });

  it('equals it with excluded pairs and learned weights', () => {
    expectSameAsNaive({ attendees: event.attendees, pastAnswers: declines(5), excludedPairs: excluded(), listSize: 20 });
  });

  it('equals it when some attendees have semantic vectors', () => {
    const attendees = event.attendees.slice(0, 200);
    expectSameAsNaive({ attendees, pastAnswers: [], excludedPairs: [], vectors: randomVectors(attendees, 11), listSize: 20 });
  });

  it('equals it with learned weights, excluded pairs and semantic vectors together', () => {
    const attendees = event.attendees.slice(0, 300);
    const vectors = randomVectors(attendees, 13);
    const pastAnswers = declines(17, { attendees, vectors });
    expectSameAsNaive({ attendees, pastAnswers, excludedPairs: excluded().slice(0, 40), vectors, listSize: 20 });
  });

  it('breaks ties by user id, as the all-pairs loop does', () => {
    // Copies of the same dossiers under other ids: every score comes in equal pairs.
    const copies = event.attendees.slice(0, 150).map((attendee) => ({ ...attendee, userId: `${attendee.userId}-copy` }));
    expectSameAsNaive({ attendees: [...event.attendees.slice(0, 150), ...copies], pastAnswers: [], excludedPairs: [], listSize: 20 });
  });
});

/** Semantic vectors for about 60 % of the attendees. */
function randomVectors(attendees: readonly Attendee[], seed: number): Map<string, DossierVectors> {
  const random = new Random(seed);
  const vector = () => Array.from({ length: 8 }, () => random.next() - 0.3);
  return new Map(
    attendees.filter(() => random.chance(0.6)).map(({ userId }) => [userId, { lookingFor: vector(), canOffer: vector(), about: null }]),
  );
}

/** The first 100 attendees each decline their first prospect, for a random reason: they learn weights. */
function declines(
  seed: number,
  { attendees = event.attendees, vectors }: Partial<Pick<MatchingInput, 'attendees' | 'vectors'>> = {},
): PastAnswer[] {
  const random = new Random(seed);
  const output = createMatchingEngine({ attendees, pastAnswers: [], excludedPairs: [], vectors, listSize: 20 }).rank();
  return attendees.slice(0, 100).flatMap(({ userId }) => {
    const first = output.get(userId)?.[0];
    const reason = random.pick(['not_relevant', 'not_now', 'already_know'] as const);
    return first ? [{ viewerId: userId, userId: first.userId, interest: 'NOT_INTERESTED' as const, reason, facets: first.facets }] : [];
  });
}

/** 100 pairs kept apart. */
function excluded(): (readonly [string, string])[] {
  return event.attendees.slice(100, 200).map(({ userId }, at) => [userId, event.attendees[at + 300]!.userId] as const);
}
