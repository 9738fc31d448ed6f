import { describe, expect, it } from 'vitest';
import type { DossierVectors, MatchingInput, PastAnswer } from './engine-types.ts';
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
    const random = new Random(5);
    const output = createMatchingEngine({ attendees: event.attendees, pastAnswers: [], excludedPairs: [], listSize: 20 }).rank();
    const pastAnswers: PastAnswer[] = event.attendees.slice(0, 100).flatMap(({ userId }) => {
      const first = output.get(userId)?.[0];
      const reason = random.pick(['not_relevant', 'not_now', 'already_know'] as const);
      return first ? [{ viewerId: userId, userId: first.userId, interest: 'NOT_INTERESTED' as const, reason, facets: first.facets }] : [];
    });
    const excludedPairs = event.attendees.slice(100, 200).map(({ userId }, at) => [userId, event.attendees[at + 300]!.userId] as const);
    expectSameAsNaive({ attendees: event.attendees, pastAnswers, excludedPairs, listSize: 20 });
  });

  it('equals it when some attendees have semantic vectors', () => {
    const random = new Random(11);
    const vector = () => Array.from({ length: 8 }, () => random.next() - 0.3);
    const vectors = new Map<string, DossierVectors>(
      event.attendees
        .filter(() => random.chance(0.6))
        .map(({ userId }) => [userId, { lookingFor: vector(), canOffer: vector(), about: null }]),
    );
    expectSameAsNaive({ attendees: event.attendees.slice(0, 200), pastAnswers: [], excludedPairs: [], vectors, listSize: 20 });
  });

  it('breaks ties by user id, as the all-pairs loop does', () => {
    // Copies of the same dossiers under other ids: every score comes in equal pairs.
    const copies = event.attendees.slice(0, 150).map((attendee) => ({ ...attendee, userId: `${attendee.userId}-copy` }));
    expectSameAsNaive({ attendees: [...event.attendees.slice(0, 150), ...copies], pastAnswers: [], excludedPairs: [], listSize: 20 });
  });
});
