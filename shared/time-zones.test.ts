import { describe, expect, it } from 'vitest';
import {
  formatOffset,
  isMultiDay,
  isoToZonedTime,
  isValidTimeZone,
  localDate,
  offsetMinutesAt,
  toZonedIso,
  zonedTimeToInstant,
  zonedTimeToIso,
} from './time-zones.ts';

describe('toZonedIso', () => {
  it('shows an instant with the offset of the event zone, daylight saving included', () => {
    expect(toZonedIso(Date.parse('2026-12-01T17:00:00Z'), 'Europe/Paris')).toBe('2026-12-01T18:00:00+01:00');
    expect(toZonedIso(Date.parse('2026-07-01T16:00:00Z'), 'Europe/Paris')).toBe('2026-07-01T18:00:00+02:00');
    expect(toZonedIso(Date.parse('2026-07-01T16:00:00Z'), 'America/New_York')).toBe('2026-07-01T12:00:00-04:00');
    expect(toZonedIso(Date.parse('2026-07-01T16:00:00Z'), 'Asia/Kolkata')).toBe('2026-07-01T21:30:00+05:30');
    expect(toZonedIso(Date.parse('2026-07-01T16:00:00Z'), 'UTC')).toBe('2026-07-01T16:00:00Z');
    expect(offsetMinutesAt(Date.parse('2026-01-01T00:00:00Z'), 'America/St_Johns')).toBe(-210);
  });

  it('drops milliseconds and writes a zero offset as asked', () => {
    expect(toZonedIso(Date.parse('2026-07-01T16:00:00.999Z'), 'UTC')).toBe('2026-07-01T16:00:00Z');
    expect(toZonedIso(Date.parse('2026-07-01T16:00:00Z'), 'Europe/London', { zeroOffset: '+00:00' })).toBe('2026-07-01T17:00:00+01:00');
    expect(toZonedIso(Date.parse('2026-01-01T16:00:00Z'), 'Europe/London', { zeroOffset: '+00:00' })).toBe('2026-01-01T16:00:00+00:00');
  });
});

describe('isMultiDay', () => {
  it('derives multi-day from the dates in the event zone', () => {
    // 22:00–02:00 in Paris crosses midnight there.
    expect(isMultiDay(Date.parse('2026-12-01T22:00:00+01:00'), Date.parse('2026-12-02T02:00:00+01:00'), 'Europe/Paris')).toBe(true);
    // The same instants seen from Los Angeles are one afternoon.
    expect(isMultiDay(Date.parse('2026-12-01T22:00:00+01:00'), Date.parse('2026-12-02T02:00:00+01:00'), 'America/Los_Angeles')).toBe(false);
    // An evening until midnight is one day.
    expect(isMultiDay(Date.parse('2026-12-01T18:00:00+01:00'), Date.parse('2026-12-02T00:00:00+01:00'), 'Europe/Paris')).toBe(false);
    expect(isMultiDay(Date.parse('2026-12-01T09:00:00+01:00'), Date.parse('2026-12-03T17:00:00+01:00'), 'Europe/Paris')).toBe(true);
  });

  it('reads the calendar date in the zone', () => {
    expect(localDate(Date.parse('2026-12-01T23:30:00Z'), 'Europe/Paris')).toBe('2026-12-02');
    expect(localDate(Date.parse('2026-12-01T23:30:00Z'), 'America/New_York')).toBe('2026-12-01');
  });
});

describe('zonedTimeToIso', () => {
  it('gives winter and summer times their own offsets', () => {
    expect(zonedTimeToIso({ date: '2026-12-01', time: '18:00' }, 'Europe/Paris')).toBe('2026-12-01T18:00:00+01:00');
    expect(zonedTimeToIso({ date: '2026-07-01', time: '18:00' }, 'Europe/Paris')).toBe('2026-07-01T18:00:00+02:00');
    expect(zonedTimeToIso({ date: '2026-07-01', time: '09:30' }, 'America/New_York')).toBe('2026-07-01T09:30:00-04:00');
    expect(zonedTimeToIso({ date: '2026-01-15', time: '23:59' }, 'UTC')).toBe('2026-01-15T23:59:00+00:00');
  });

  it('handles zones with quarter- and half-hour offsets and zones east of the date line', () => {
    expect(zonedTimeToIso({ date: '2026-03-10', time: '08:00' }, 'Asia/Kathmandu')).toBe('2026-03-10T08:00:00+05:45');
    expect(zonedTimeToIso({ date: '2026-03-10', time: '08:00' }, 'Asia/Kolkata')).toBe('2026-03-10T08:00:00+05:30');
    expect(zonedTimeToIso({ date: '2026-01-01', time: '00:30' }, 'Pacific/Auckland')).toBe('2026-01-01T00:30:00+13:00');
  });

  it('moves a time skipped by the spring change forward by the gap', () => {
    // New York skips 02:00–03:00 on 8 March 2026.
    expect(zonedTimeToIso({ date: '2026-03-08', time: '02:30' }, 'America/New_York')).toBe('2026-03-08T03:30:00-04:00');
    expect(zonedTimeToIso({ date: '2026-03-08', time: '01:59' }, 'America/New_York')).toBe('2026-03-08T01:59:00-05:00');
    expect(zonedTimeToIso({ date: '2026-03-08', time: '03:00' }, 'America/New_York')).toBe('2026-03-08T03:00:00-04:00');
    // Paris skips 02:00–03:00 on 29 March 2026.
    expect(zonedTimeToIso({ date: '2026-03-29', time: '02:15' }, 'Europe/Paris')).toBe('2026-03-29T03:15:00+02:00');
  });

  it('takes the first of a time that happens twice in autumn', () => {
    // Paris repeats 02:00–03:00 on 25 October 2026.
    expect(zonedTimeToIso({ date: '2026-10-25', time: '02:30' }, 'Europe/Paris')).toBe('2026-10-25T02:30:00+02:00');
    expect(zonedTimeToIso({ date: '2026-10-25', time: '03:00' }, 'Europe/Paris')).toBe('2026-10-25T03:00:00+01:00');
    expect(zonedTimeToIso({ date: '2026-11-01', time: '01:30' }, 'America/New_York')).toBe('2026-11-01T01:30:00-04:00');
    // Lord Howe Island moves its clocks by half an hour.
    expect(zonedTimeToIso({ date: '2026-04-05', time: '01:45' }, 'Australia/Lord_Howe')).toBe('2026-04-05T01:45:00+11:00');
  });

  it('refuses impossible or missing dates and times', () => {
    expect(zonedTimeToIso({ date: '2026-02-30', time: '10:00' }, 'UTC')).toBeNull();
    expect(zonedTimeToIso({ date: '', time: '10:00' }, 'UTC')).toBeNull();
    expect(zonedTimeToIso({ date: '2026-02-03', time: '' }, 'UTC')).toBeNull();
    expect(zonedTimeToIso({ date: '2026-02-03', time: '24:00' }, 'UTC')).toBeNull();
    expect(zonedTimeToInstant({ date: '2026-02-29', time: '10:00' }, 'UTC')).toBeNull();
  });

  it('gives the same instant as the offset it writes', () => {
    const iso = zonedTimeToIso({ date: '2026-06-21', time: '20:45' }, 'Australia/Sydney')!;
    expect(iso).toBe('2026-06-21T20:45:00+10:00');
    expect(new Date(iso).toISOString()).toBe('2026-06-21T10:45:00.000Z');
    expect(zonedTimeToInstant({ date: '2026-06-21', time: '20:45' }, 'Australia/Sydney')).toBe(Date.parse(iso));
  });
});

describe('isoToZonedTime', () => {
  it('shows an instant as the inputs of the event zone, whatever offset it came with', () => {
    expect(isoToZonedTime('2026-12-01T18:00:00+01:00', 'Europe/Paris')).toEqual({ date: '2026-12-01', time: '18:00' });
    expect(isoToZonedTime('2026-12-01T17:00:00Z', 'Europe/Paris')).toEqual({ date: '2026-12-01', time: '18:00' });
    expect(isoToZonedTime('2026-12-01T17:00:00Z', 'America/Los_Angeles')).toEqual({ date: '2026-12-01', time: '09:00' });
    expect(isoToZonedTime('not a date', 'UTC')).toEqual({ date: '', time: '' });
  });

  it('round-trips through zonedTimeToIso', () => {
    for (const zone of ['Europe/London', 'America/Sao_Paulo', 'Asia/Tokyo', 'Pacific/Chatham']) {
      const local = { date: '2026-09-14', time: '07:05' };
      expect(isoToZonedTime(zonedTimeToIso(local, zone)!, zone)).toEqual(local);
    }
  });
});

describe('offsets and zones', () => {
  it('formats offsets', () => {
    expect(formatOffset(0)).toBe('+00:00');
    expect(formatOffset(-210)).toBe('-03:30');
    expect(formatOffset(345)).toBe('+05:45');
  });

  it('reads the offset of a zone at an instant', () => {
    expect(offsetMinutesAt(Date.parse('2026-01-01T00:00:00Z'), 'Europe/Paris')).toBe(60);
    expect(offsetMinutesAt(Date.parse('2026-07-01T00:00:00Z'), 'America/New_York')).toBe(-240);
  });

  it('knows IANA zones only', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('+01:00')).toBe(false);
  });
});
