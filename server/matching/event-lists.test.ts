import { describe, expect, it } from 'vitest';
import { attendee } from './engine/testing/attendee.ts';
import { computeEventLists, type EventListsInput } from './event-lists.ts';
import { eventListsOnThread } from './event-lists-on-thread.ts';
import { computeEventListsOnThread } from './event-lists-thread.ts';

const founder = attendee({
  id: 'sam',
  name: 'Sam',
  headline: 'Founder at Gridcell, grid-scale batteries',
  lookingFor: ['Seed funding for my battery startup'],
  canOffer: ['Early access to our pilot data on grid storage'],
});
const investor = attendee({
  id: 'dana',
  name: 'Dana',
  headline: 'Angel investor in early climate-tech companies',
  lookingFor: ['Founders building grid storage'],
  canOffer: ['Seed funding for climate startups'],
});
const baker = attendee({ id: 'bo', name: 'Bo', headline: 'Baker', lookingFor: ['A bigger oven'], canOffer: ['Sourdough classes'] });

const input = (overrides: Partial<EventListsInput> = {}): EventListsInput => ({
  members: [founder, investor, baker],
  pastAnswers: [],
  excludedPairs: [],
  existing: [],
  listSize: 10,
  ...overrides,
});

const rowOf = (changes: ReturnType<typeof computeEventLists>, viewer: string, user: string) =>
  changes.writes.find((write) => write.viewer_id === viewer && write.user_id === user);

describe('an event’s lists', () => {
  it('ranks each member’s prospects with the engine’s reason and tells each viewer whose list changed', () => {
    const changes = computeEventLists(input());
    const forSam = rowOf(changes, 'sam', 'dana')!;
    expect(forSam.rank).toBe(1);
    expect(forSam.reason).toMatch(/Dana/);
    expect(forSam.reason_source).toBe('draft');
    expect(new Set(changes.changedViewers)).toContain('sam');
    expect(changes.deleteIds).toEqual([]);
  });

  it('never proposes a pair one of whom blocked the other', () => {
    const changes = computeEventLists(input({ excludedPairs: [['sam', 'dana']] }));
    expect(rowOf(changes, 'sam', 'dana')).toBeUndefined();
    expect(rowOf(changes, 'dana', 'sam')).toBeUndefined();
  });

  it('rewrites nothing a viewer already has: an unchanged list tells nobody', () => {
    const first = computeEventLists(input());
    const existing = first.writes.map(({ id, viewer_id, user_id, score, rank, reason_key }) => {
      return { id, viewer_id, user_id, score, rank, reason_key, interest: null, introduced_by: null };
    });
    const again = computeEventLists(input({ existing }));
    expect(again.writes).toEqual([]);
    expect(again.changedViewers).toEqual([]);
  });

  it('works the same out on the matching engine’s thread, off the server’s loop', async () => {
    const onThread = await computeEventListsOnThread(input());
    const here = eventListsOnThread(input());
    const ranks = (changes: typeof here) =>
      changes.writes.map(({ viewer_id, user_id, rank, reason }) => [viewer_id, user_id, rank, reason]);
    expect(ranks(onThread)).toEqual(ranks(here));
  });
});
