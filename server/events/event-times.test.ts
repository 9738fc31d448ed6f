import { describe, expect, it } from 'vitest';
import { isMultiDay, isValidTimeZone, offsetMinutes, toZonedIso } from './event-times.ts';

describe('event times', () => {
  it('shows an instant with the offset of the event zone, daylight saving included', () => {
    expect(toZonedIso(Date.parse('2026-12-01T17:00:00Z'), 'Europe/Paris')).toBe('2026-12-01T18:00:00+01:00');
    expect(toZonedIso(Date.parse('2026-07-01T16:00:00Z'), 'Europe/Paris')).toBe('2026-07-01T18:00:00+02:00');
    expect(toZonedIso(Date.parse('2026-07-01T16:00:00Z'), 'America/New_York')).toBe('2026-07-01T12:00:00-04:00');
    expect(toZonedIso(Date.parse('2026-07-01T16:00:00Z'), 'Asia/Kolkata')).toBe('2026-07-01T21:30:00+05:30');
    expect(toZonedIso(Date.parse('2026-07-01T16:00:00Z'), 'UTC')).toBe('2026-07-01T16:00:00Z');
    expect(offsetMinutes(Date.parse('2026-01-01T00:00:00Z'), 'America/St_Johns')).toBe(-210);
  });

  it('derives multi-day from the dates in the event zone', () => {
    // 22:00–02:00 in Paris crosses midnight there.
    expect(isMultiDay(Date.parse('2026-12-01T22:00:00+01:00'), Date.parse('2026-12-02T02:00:00+01:00'), 'Europe/Paris')).toBe(true);
    // The same instants seen from Los Angeles are one afternoon.
    expect(isMultiDay(Date.parse('2026-12-01T22:00:00+01:00'), Date.parse('2026-12-02T02:00:00+01:00'), 'America/Los_Angeles')).toBe(false);
    // An evening until midnight is one day.
    expect(isMultiDay(Date.parse('2026-12-01T18:00:00+01:00'), Date.parse('2026-12-02T00:00:00+01:00'), 'Europe/Paris')).toBe(false);
    expect(isMultiDay(Date.parse('2026-12-01T09:00:00+01:00'), Date.parse('2026-12-03T17:00:00+01:00'), 'Europe/Paris')).toBe(true);
  });

  it('knows IANA zones', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
