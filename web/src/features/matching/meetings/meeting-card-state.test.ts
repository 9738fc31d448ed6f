import { describe, expect, it } from 'vitest';
import type { Meeting } from '../../../../../shared/api/meetings.ts';
import { meetingCardState } from './meeting-card-state.ts';

const meeting: Meeting = {
  id: 'm1',
  conversationId: 'c1',
  event: { id: 'e1', name: 'Harbour Night', timeZone: 'Europe/Lisbon' },
  proposedBy: 'noa',
  startsAt: Date.UTC(2026, 11, 1, 17, 30),
  endsAt: Date.UTC(2026, 11, 1, 18),
  place: 'By the big anchor',
  status: 'proposed',
  sequence: 0,
  updatedAt: Date.UTC(2026, 10, 28, 9),
};

describe('meetingCardState', () => {
  it('offers the answers only to the one the time was proposed to', () => {
    expect(meetingCardState(meeting, 'theo', 'Noa Angel')).toEqual({
      tone: 'open',
      heading: 'Noa Angel proposed to meet',
      detail: 'Does this time suit you?',
      canAnswer: true,
      canAddToCalendar: false,
      news: true,
    });
    expect(meetingCardState(meeting, 'noa', 'Theo Builder')).toMatchObject({
      heading: 'You proposed to meet',
      detail: 'Waiting for Theo Builder to answer',
      canAnswer: false,
      news: false,
    });
  });

  it('reads a proposal moved to a new time as another time suggested, by whoever moved it', () => {
    const moved = { ...meeting, proposedBy: 'theo', sequence: 1 };
    expect(meetingCardState(moved, 'noa', 'Theo Builder')).toMatchObject({
      heading: 'Theo Builder suggested another time',
      canAnswer: true,
    });
    expect(meetingCardState(moved, 'theo', 'Noa Angel')).toMatchObject({ heading: 'You suggested another time', canAnswer: false });
  });

  it('says who accepted or declined, and offers the calendar once agreed', () => {
    const accepted = { ...meeting, status: 'accepted', sequence: 1 } as const;
    expect(meetingCardState(accepted, 'noa', 'Theo Builder')).toMatchObject({
      tone: 'agreed',
      heading: 'Theo Builder accepted',
      detail: "You're meeting Theo Builder",
      canAnswer: false,
      canAddToCalendar: true,
      news: true,
    });
    expect(meetingCardState(accepted, 'theo', 'Noa Angel')).toMatchObject({ heading: 'You accepted', canAddToCalendar: true, news: false });
    const declined = { ...meeting, status: 'declined', sequence: 1 } as const;
    expect(meetingCardState(declined, 'noa', 'Theo Builder')).toMatchObject({ tone: 'off', heading: 'Theo Builder declined this time' });
    expect(meetingCardState(declined, 'theo', 'Noa Angel')).toMatchObject({
      heading: 'You declined this time',
      canAnswer: false,
      news: false,
    });
    expect(meetingCardState({ ...meeting, status: 'cancelled' }, 'theo', 'Noa Angel')).toMatchObject({
      tone: 'off',
      heading: 'Meeting called off',
      canAnswer: false,
      canAddToCalendar: false,
    });
  });
});
