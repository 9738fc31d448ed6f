import { describe, expect, it } from 'vitest';
import { eventForTime, mayAct } from './meeting-rules.ts';

const hour = 3_600_000;
const conference = { id: 'conf', startsAt: 10 * hour, endsAt: 18 * hour };
const dinner = { id: 'dinner', startsAt: 30 * hour, endsAt: 33 * hour };

describe('eventForTime', () => {
  it('finds the event whose window holds the whole meeting', () => {
    expect(eventForTime([conference, dinner], 11 * hour, 11.5 * hour, 0)).toBe(conference);
    expect(eventForTime([conference, dinner], 32 * hour, 33 * hour, 0)).toBe(dinner);
  });

  it('refuses a meeting that starts before, ends after, or falls between the events', () => {
    expect(eventForTime([conference], 9.5 * hour, 10.5 * hour, 0)).toBe('outside_event');
    expect(eventForTime([conference], 17.75 * hour, 18.25 * hour, 0)).toBe('outside_event');
    expect(eventForTime([conference, dinner], 20 * hour, 21 * hour, 0)).toBe('outside_event');
    expect(eventForTime([], 11 * hour, 12 * hour, 0)).toBe('outside_event');
  });

  it('refuses a time already past', () => {
    expect(eventForTime([conference], 11 * hour, 12 * hour, 11.5 * hour)).toBe('past');
  });
});

describe('mayAct', () => {
  const proposal = { status: 'proposed' as const, proposedBy: 'ana' };

  it('lets only the other person accept or decline a proposal', () => {
    expect(mayAct('accept', proposal, 'ben')).toBe(true);
    expect(mayAct('decline', proposal, 'ben')).toBe(true);
    expect(mayAct('accept', proposal, 'ana')).toBe(false);
    expect(mayAct('accept', { ...proposal, status: 'accepted' }, 'ben')).toBe(false);
  });

  it('lets either move or cancel a meeting that is on, and nobody touch one that is over', () => {
    for (const actor of ['ana', 'ben']) {
      expect(mayAct('reschedule', proposal, actor)).toBe(true);
      expect(mayAct('cancel', { ...proposal, status: 'accepted' }, actor)).toBe(true);
      expect(mayAct('cancel', { ...proposal, status: 'cancelled' }, actor)).toBe(false);
      expect(mayAct('reschedule', { ...proposal, status: 'declined' }, actor)).toBe(false);
    }
  });
});
