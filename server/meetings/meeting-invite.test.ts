import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarText, foldLines, inviteLocation, meetingInvite, type InviteInput } from './meeting-invite.ts';

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

  it('keeps a bare CR, or a CRLF, typed in a place or a name out of the file: each content line ends only at CRLF', () => {
    const ics = meetingInvite({
      ...input,
      location: 'Hall 2\rATTENDEE:mailto:evil@example.com\r\nBy the bar',
      otherName: 'Ben\rFerreira',
      eventName: 'Ocean\r\nSummit',
    });
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(ics).not.toMatch(/^ATTENDEE/m);
    const { event } = parse(ics);
    expect(event.location).toBe('Hall 2\nATTENDEE:mailto:evil@example.com\nBy the bar');
    expect(event.summary).toBe('Meet Ben\nFerreira · Ocean\nSummit');
  });

  it('folds long lines to at most 75 octets, also in accented text, and reads back whole', () => {
    const place = `${'Près de la fontaine, côté café '.repeat(6)}(étage 2)`;
    const ics = meetingInvite({ ...input, location: place });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(parse(ics).event.location).toBe(place);
  });
});

describe('inviteLocation', () => {
  it('names the spot the two chose, then the event’s venue', () => {
    expect(inviteLocation('Near the bar', 'Hotel Lisboa, Lisbon')).toBe('Near the bar, Hotel Lisboa, Lisbon');
  });

  it('gives either alone when the other is missing or blank, and null with neither', () => {
    expect(inviteLocation(null, 'Hotel Lisboa, Lisbon')).toBe('Hotel Lisboa, Lisbon');
    expect(inviteLocation('  Near the bar ', '  ')).toBe('Near the bar');
    expect(inviteLocation(null, null)).toBeNull();
  });
});

describe('calendarText', () => {
  it('turns CR, LF and CRLF into one line break and drops other control characters, keeping tabs', () => {
    expect(calendarText('a\rb\r\nc\nd\te\u0000f\u001bg')).toBe('a\nb\nc\nd\tefg');
  });
});

describe('foldLines', () => {
  it('folds at 75 octets without splitting a character, and leaves short lines alone', () => {
    const long = `LOCATION:${'é'.repeat(40)}`;
    const folded = foldLines(`BEGIN:VEVENT\r\n${long}\r\nEND:VEVENT`);
    const lines = folded.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VEVENT');
    expect(lines.at(-1)).toBe('END:VEVENT');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.slice(2, -1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.split('\r\n ').join('')).toBe(`BEGIN:VEVENT\r\n${long}\r\nEND:VEVENT`);
  });
});
