import { describe, expect, it } from 'vitest';
import { formatEventDates, formatEventDay } from './event-dates.ts';

describe('formatEventDates', () => {
  it('shows one date and a time range for a same-day event, in its time zone', () => {
    const text = formatEventDates(
      { startsAt: '2026-12-01T18:00:00+01:00', endsAt: '2026-12-01T21:00:00+01:00', timeZone: 'Europe/Paris' },
      'en-US',
    );
    expect(text).toContain('Dec 1, 2026');
    expect(text).toMatch(/6:00\s*–\s*9:00\s*PM/);
    expect(text).toContain('GMT+1');
  });

  it('shows both dates for a multi-day event', () => {
    const text = formatEventDates(
      { startsAt: '2026-12-01T09:00:00-05:00', endsAt: '2026-12-03T17:00:00-05:00', timeZone: 'America/New_York' },
      'en-US',
    );
    expect(text).toContain('Dec 1');
    expect(text).toContain('Dec 3');
  });

  it('falls back to the start alone for an end that is not after it, and to nothing for a bad date', () => {
    expect(formatEventDates({ startsAt: '2026-12-01T18:00:00Z', endsAt: '2026-12-01T18:00:00Z', timeZone: 'UTC' }, 'en-US')).toContain(
      'Dec 1, 2026',
    );
    expect(formatEventDates({ startsAt: 'nope', endsAt: 'nope', timeZone: 'UTC' }, 'en-US')).toBe('');
  });

  it('survives an unknown time zone', () => {
    expect(formatEventDates({ startsAt: '2026-12-01T18:00:00Z', endsAt: '2026-12-01T20:00:00Z', timeZone: 'Mars/Base' }, 'en-US')).toContain(
      '2026',
    );
  });
});

describe('formatEventDay', () => {
  it('gives the date in the event time zone', () => {
    // 23:30 UTC is already the next day in Tokyo.
    expect(formatEventDay('2026-12-01T23:30:00Z', 'Asia/Tokyo', 'en-US')).toBe('Dec 2, 2026');
    expect(formatEventDay('bad', 'UTC', 'en-US')).toBe('');
  });
});
