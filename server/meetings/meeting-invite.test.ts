import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { meetingInvite, type InviteInput } from './meeting-invite.ts';

const input: InviteInput = {
  meetingId: '0192f0a0-0000-7000-8000-000000000001',
  status: 'accepted',
  sequence: 0,
  // 14:30 to 15:00 in Lisbon on 2026-06-11 (WEST, UTC+1).
  startsAt: Date.UTC(2026, 5, 11, 13, 30),
  endsAt: Date.UTC(2026, 5, 11, 14, 0),
  updatedAt: Date.UTC(2026, 5, 1, 9, 0),
  eventName: 'Ocean Summit; day 1',
  location: 'By the coffee bar, hall 2',
  otherName: 'Ben Ferreira',
  chatUrl: 'https://tandem.example/p/chat/c1',
  host: 'tandem.example',
};

/** Read back as a calendar program would. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const component = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, component, event: new ICAL.Event(component) };
}

describe('meetingInvite', () => {
  it('gives the exact instants, the summary, the place and a stable UID', () => {
    const { calendar, component, event } = parse(meetingInvite(input));
    expect(event.startDate.toJSDate().getTime()).toBe(input.startsAt);
    expect(event.endDate.toJSDate().getTime()).toBe(input.endsAt);
    expect(event.summary).toBe('Meet Ben Ferreira · Ocean Summit; day 1');
    expect(event.location).toBe('By the coffee bar, hall 2');
    expect(event.uid).toBe('meeting-0192f0a0-0000-7000-8000-000000000001@tandem.example');
    expect(event.sequence).toBe(0);
    expect(component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.description).toContain('https://tandem.example/p/chat/c1');
  });

  it('keeps the UID and raises the sequence when the meeting moves, and cancels with the same UID', () => {
    const moved = parse(
      meetingInvite({ ...input, status: 'proposed', sequence: 1, startsAt: input.startsAt + 3_600_000, endsAt: input.endsAt + 3_600_000 }),
    );
    expect(moved.event.uid).toBe(parse(meetingInvite(input)).event.uid);
    expect(moved.event.sequence).toBe(1);
    expect(moved.component.getFirstPropertyValue('status')).toBe('TENTATIVE');

    const cancelled = parse(meetingInvite({ ...input, status: 'cancelled', sequence: 2 }));
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.event.sequence).toBe(2);
  });

  it('escapes what people typed, so a place cannot add calendar lines', () => {
    const ics = meetingInvite({ ...input, location: 'Hall 2\nATTENDEE:mailto:evil@example.com' });
    expect(ics).not.toMatch(/^ATTENDEE/m);
    expect(parse(ics).event.location).toBe('Hall 2\nATTENDEE:mailto:evil@example.com');
  });
});
