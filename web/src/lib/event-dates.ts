/**
 * How an event's dates read, always in the event's own time zone (a guest in another zone sees
 * the time the host means, with the zone named). A one-day event names its date once.
 */

export type EventDates = {
  startsAt: string;
  endsAt: string;
  timeZone: string;
  /** The server's flag: an end at 00:00 the next day still counts as one day. */
  multiDay: boolean;
};

function dateFormat(timeZone: string, locale: string | undefined) {
  return new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
}

function timeFormat(timeZone: string, locale: string | undefined) {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' });
}

/** "Tue, 1 Dec 2026": the day an event starts, in its own zone. */
export function formatEventDay(startsAt: string | number, timeZone: string, locale?: string): string {
  return dateFormat(timeZone, locale).format(new Date(startsAt));
}

/** "Tue, 1 Dec 2026 · 18:00 – 21:00", or "Tue, 1 Dec 2026, 18:00 – Thu, 3 Dec 2026, 12:00". */
export function formatEventDates(event: EventDates, locale?: string): string {
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return 'Dates not set';
  const dates = dateFormat(event.timeZone, locale);
  const times = timeFormat(event.timeZone, locale);
  if (!event.multiDay) return `${dates.format(start)} · ${times.format(start)} – ${times.format(end)}`;
  return `${dates.format(start)}, ${times.format(start)} – ${dates.format(end)}, ${times.format(end)}`;
}
