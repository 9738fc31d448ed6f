import { describe, expect, it } from 'vitest';
import { formatOffset, isKnownTimeZone, isoToZonedTime, offsetMinutesAt, zonedTimeToIso } from './event-time.ts';

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
  });

  it('refuses impossible or missing dates and times', () => {
    expect(zonedTimeToIso({ date: '2026-02-30', time: '10:00' }, 'UTC')).toBeNull();
    expect(zonedTimeToIso({ date: '', time: '10:00' }, 'UTC')).toBeNull();
    expect(zonedTimeToIso({ date: '2026-02-03', time: '' }, 'UTC')).toBeNull();
    expect(zonedTimeToIso({ date: '2026-02-03', time: '24:00' }, 'UTC')).toBeNull();
  });

  it('gives the same instant as the offset it writes', () => {
    const iso = zonedTimeToIso({ date: '2026-06-21', time: '20:45' }, 'Australia/Sydney')!;
    expect(iso).toBe('2026-06-21T20:45:00+10:00');
    expect(new Date(iso).toISOString()).toBe('2026-06-21T10:45:00.000Z');
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

  it('knows real zones only', () => {
    expect(isKnownTimeZone('Europe/Paris')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});
