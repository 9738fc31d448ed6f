/** When an event happens, as people read it: in the event's own time zone, with that zone named. */

export type EventTimes = { startsAt: string; endsAt: string; timeZone: string };

const dateTimeOptions: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * "Tue, Dec 1, 2026, 6:00 – 9:00 PM GMT+1", or both dates for a multi-day event. An unknown
 * time zone falls back to the reader's own rather than failing the page.
 */
export function formatEventDates({ startsAt, endsAt, timeZone }: EventTimes, locale?: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime())) return '';
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, { ...dateTimeOptions, timeZone });
  } catch {
    format = new Intl.DateTimeFormat(locale, dateTimeOptions);
  }
  if (Number.isNaN(end.getTime()) || end <= start) return format.format(start);
  return format.formatRange(start, end);
}

/** A short date for tables and lists: "Dec 1, 2026". */
export function formatEventDay(instant: string, timeZone: string, locale?: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}
