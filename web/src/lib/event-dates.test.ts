import { describe, expect, it } from 'vitest';
import { formatEventDates, formatEventDay } from './event-dates.ts';

describe('formatEventDay', () => {
  it('reads the start in the event zone, whatever the browser zone', () => {
    // 23:30 in New York is already the next day in UTC.
    expect(formatEventDay(Date.parse('2026-12-01T23:30:00-05:00'), 'America/New_York', 'en-GB')).toBe('Tue, 1 Dec 2026');
    expect(formatEventDay(Date.parse('2026-12-01T23:30:00-05:00'), 'UTC', 'en-GB')).toBe('Wed, 2 Dec 2026');
  });
});

describe('formatEventDates', () => {
  it('names the date once for a one-day event, in the event zone', () => {
    expect(
      formatEventDates(
        { startsAt: '2026-12-01T17:00:00Z', endsAt: '2026-12-01T20:00:00Z', timeZone: 'Europe/Paris', multiDay: false },
        'en-GB',
      ),
    ).toBe('Tue, 1 Dec 2026 · 18:00 – 21:00');
  });

  it('names both dates for a multi-day event', () => {
    expect(
      formatEventDates(
        { startsAt: '2026-12-01T18:00:00+01:00', endsAt: '2026-12-03T12:00:00+01:00', timeZone: 'Europe/Paris', multiDay: true },
        'en-GB',
      ),
    ).toBe('Tue, 1 Dec 2026, 18:00 – Thu, 3 Dec 2026, 12:00');
  });

  it('keeps an end at midnight on the same line as a one-day event', () => {
    expect(
      formatEventDates(
        { startsAt: '2026-12-01T22:00:00+01:00', endsAt: '2026-12-02T00:00:00+01:00', timeZone: 'Europe/Paris', multiDay: false },
        'en-GB',
      ),
    ).toBe('Tue, 1 Dec 2026 · 22:00 – 00:00');
  });

  it('says so when dates cannot be read', () => {
    expect(formatEventDates({ startsAt: 'x', endsAt: 'y', timeZone: 'UTC', multiDay: false }, 'en-GB')).toBe('Dates not set');
  });
});
