import { describe, expect, it } from 'vitest';
import {
  addDays,
  busiestDay,
  conversionText,
  countOf,
  fillDays,
  formatLongDay,
  formatShortDay,
  overallConversion,
  parsePeriodDays,
  utcDay,
} from './dashboard-period.ts';

describe('parsePeriodDays', () => {
  it('takes an offered period and falls back to 30 days otherwise', () => {
    expect(parsePeriodDays('7')).toBe(7);
    expect(parsePeriodDays('90')).toBe(90);
    expect(parsePeriodDays('30')).toBe(30);
    for (const value of [null, '', '14', '7.0', 'abc', '-7']) expect(parsePeriodDays(value)).toBe(30);
  });
});

describe('days', () => {
  it('moves across months and years in UTC', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(utcDay(Date.UTC(2026, 4, 12, 23, 59))).toBe('2026-05-12');
  });

  it('formats days the same in every time zone', () => {
    expect(formatShortDay('2026-05-12')).toBe('May 12');
    expect(formatLongDay('2026-05-12')).toBe('Tue, May 12, 2026');
  });
});

describe('fillDays', () => {
  it('gives every day of the period, ending on the last day of the answer, with zero for missing days', () => {
    expect(
      fillDays(
        [
          { day: '2026-05-10', count: 3 },
          { day: '2026-05-12', count: 1 },
        ],
        4,
        '2026-05-20',
      ),
    ).toEqual([
      { day: '2026-05-09', count: 0 },
      { day: '2026-05-10', count: 3 },
      { day: '2026-05-11', count: 0 },
      { day: '2026-05-12', count: 1 },
    ]);
  });

  it('keeps a complete answer as it is', () => {
    const complete = [
      { day: '2026-05-11', count: 0 },
      { day: '2026-05-12', count: 5 },
    ];
    expect(fillDays(complete, 2, '2026-05-12')).toEqual(complete);
  });

  it('ends on today when the answer has no days', () => {
    expect(fillDays([], 3, '2026-03-01')).toEqual([
      { day: '2026-02-27', count: 0 },
      { day: '2026-02-28', count: 0 },
      { day: '2026-03-01', count: 0 },
    ]);
  });
});

describe('texts', () => {
  it('counts in words', () => {
    expect(countOf(1, 'event')).toBe('1 event');
    expect(countOf(1204, 'event')).toBe('1,204 events');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
  });

  it('says how a funnel step converted', () => {
    expect(conversionText(null)).toBeNull();
    expect(conversionText(0.8)).toBe('80% of the previous step');
    expect(conversionText(1 / 3)).toBe('33.3% of the previous step');
    expect(conversionText(0)).toBe('0% of the previous step');
  });
});

describe('overallConversion and busiestDay', () => {
  it('compares the last funnel step with the first', () => {
    const step = (users: number) => ({ step: 'x', users, conversionFromPrevious: null });
    expect(overallConversion([step(4), step(2), step(1)])).toBe(0.25);
    expect(overallConversion([step(0), step(0)])).toBeNull();
    expect(overallConversion([])).toBeNull();
  });

  it('finds the first day with the most events, or none', () => {
    expect(
      busiestDay([
        { day: 'a', count: 1 },
        { day: 'b', count: 4 },
        { day: 'c', count: 4 },
      ]),
    ).toEqual({ day: 'b', count: 4 });
    expect(busiestDay([{ day: 'a', count: 0 }])).toBeNull();
  });
});
