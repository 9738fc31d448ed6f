import type { AnalyticsSummary } from '../../../../shared/api/analytics.ts';

/**
 * The dashboard's numbers as people read them: the period kept in the URL, every UTC day of
 * it (empty days count as zero), day names and percentages.
 */

export const periodDayOptions = [7, 30, 90] as const;
export type PeriodDays = (typeof periodDayOptions)[number];
export const defaultPeriodDays: PeriodDays = 30;

/** `?days=` of the URL; anything but an offered period falls back to 30 days. */
export function parsePeriodDays(value: string | null): PeriodDays {
  return periodDayOptions.find((days) => String(days) === value) ?? defaultPeriodDays;
}

const dayMs = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` (UTC) moved by whole days. */
export function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * dayMs).toISOString().slice(0, 10);
}

export function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * Exactly `days` consecutive days ending on the answer's last day (or `today` when it has none),
 * each with its count; a day the answer leaves out counts zero.
 */
export function fillDays(points: AnalyticsSummary['eventsPerDay'], days: number, today: string): AnalyticsSummary['eventsPerDay'] {
  const counts = new Map(points.map((point) => [point.day, point.count]));
  const lastDay = points.reduce((latest, point) => (point.day > latest ? point.day : latest), points[0]?.day ?? today);
  return Array.from({ length: days }, (_, index) => {
    const day = addDays(lastDay, index - days + 1);
    return { day, count: counts.get(day) ?? 0 };
  });
}

const shortDayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "May 12": axis labels. */
export function formatShortDay(day: string): string {
  return shortDayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** "Tue, May 12, 2026": tooltips and tables. */
export function formatLongDay(day: string): string {
  return longDayFormat.format(new Date(`${day}T00:00:00Z`));
}

const countFormat = new Intl.NumberFormat('en-US');
const percentFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export function formatCount(count: number): string {
  return countFormat.format(count);
}

export function formatPercent(fraction: number): string {
  return percentFormat.format(fraction);
}

/** "1 event", "1,204 events". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

/** How a funnel step converted from the one before: `null` for the first step and after an empty step. */
export function conversionText(conversionFromPrevious: number | null): string | null {
  return conversionFromPrevious === null ? null : `${formatPercent(conversionFromPrevious)} of the previous step`;
}

/** The share of the first step's users who reached the last step; `null` when nobody started. */
export function overallConversion(funnel: AnalyticsSummary['funnel']): number | null {
  const first = funnel[0]?.users ?? 0;
  const last = funnel.at(-1)?.users ?? 0;
  return first > 0 ? last / first : null;
}

/** The busiest day of a period; `null` when nothing happened. */
export function busiestDay(points: AnalyticsSummary['eventsPerDay']): { day: string; count: number } | null {
  return points.reduce<{ day: string; count: number } | null>((best, point) => (point.count > (best?.count ?? 0) ? point : best), null);
}
