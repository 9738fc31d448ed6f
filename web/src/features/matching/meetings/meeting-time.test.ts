import { describe, expect, it } from 'vitest';
import { zoneCity } from '../../../../../shared/time-zones.ts';
import { formatMeetingTime, fromLocalInput, proposalOf, suggestedStart, toLocalInput } from './meeting-time.ts';

// 18:00 to 22:00 in Paris on 2026-12-01 (UTC+1).
const event = {
  id: 'e1',
  name: 'Climate founders dinner',
  timeZone: 'Europe/Paris',
  startsAt: Date.UTC(2026, 11, 1, 17),
  endsAt: Date.UTC(2026, 11, 1, 21),
};
const before = Date.UTC(2026, 10, 24, 12);

describe('meeting times on the event clock', () => {
  it('names the zone by its city', () => {
    expect(zoneCity('Europe/Paris')).toBe('Paris');
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(zoneCity('UTC')).toBe('UTC');
  });

  it('reads and writes the datetime-local input in the event zone, whatever the browser zone', () => {
    expect(toLocalInput(Date.UTC(2026, 11, 1, 17, 30), 'Europe/Paris')).toBe('2026-12-01T18:30');
    expect(fromLocalInput('2026-12-01T18:30', 'Europe/Paris')).toBe(Date.UTC(2026, 11, 1, 17, 30));
    expect(fromLocalInput('2026-12-01T18:30', 'America/New_York')).toBe(Date.UTC(2026, 11, 1, 23, 30));
    expect(fromLocalInput('2026-12-01', 'Europe/Paris')).toBeNull();
    expect(fromLocalInput('', 'Europe/Paris')).toBeNull();
  });

  it('suggests the event start ahead of it, else the next quarter hour', () => {
    expect(suggestedStart(event, before)).toBe(event.startsAt);
    expect(suggestedStart(event, Date.UTC(2026, 11, 1, 18, 7))).toBe(Date.UTC(2026, 11, 1, 18, 15));
  });

  it('formats a meeting with its day, both ends and the zone', () => {
    expect(formatMeetingTime(Date.UTC(2026, 11, 1, 17, 30), Date.UTC(2026, 11, 1, 18), 'Europe/Paris', 'en-GB')).toBe(
      'Tue 1 Dec, 18:30–19:00 Paris time',
    );
  });

  it('turns the form into a proposal, or says what is wrong', () => {
    expect(proposalOf({ event, start: '2026-12-01T18:30', durationMinutes: 30, place: '  Bar  ' }, before)).toEqual({
      startsAt: Date.UTC(2026, 11, 1, 17, 30),
      durationMinutes: 30,
      place: 'Bar',
    });
    expect(proposalOf({ event, start: '2026-12-01T21:45', durationMinutes: 30, place: '' }, before)).toEqual({
      problem: expect.stringMatching(/^Choose a time during Climate founders dinner/),
    });
    expect(proposalOf({ event, start: '2026-12-01T18:30', durationMinutes: 30, place: '' }, Date.UTC(2026, 11, 1, 18))).toEqual({
      problem: 'That time has already passed. Choose a later one.',
    });
    expect(proposalOf({ event, start: '', durationMinutes: 30, place: '' }, before)).toEqual({ problem: 'Choose a day and a time.' });
  });
});
