/**
 * Time-zone arithmetic for events, with nothing but `Intl`: an instant shown with the offset of
 * the event's zone, and "multi-day" derived from the calendar dates in that zone.
 */

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `epochMs`, in minutes (Paris in winter: 60). */
export function offsetMinutes(epochMs: number, timeZone: string): number {
  const name = offsetFormatter(timeZone)
    .formatToParts(epochMs)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = name?.match(/GMT([+-])(\d{2}):?(\d{2})?/);
  if (!match) return 0; // "GMT" alone is UTC.
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** `2026-12-01T18:00:00+01:00`: the instant as a clock in the zone reads it, with the offset. */
export function toZonedIso(epochMs: number, timeZone: string): string {
  const offset = offsetMinutes(epochMs, timeZone);
  const local = new Date(epochMs + offset * 60_000).toISOString().slice(0, 19);
  if (offset === 0) return `${local}Z`;
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}

/** The calendar date (YYYY-MM-DD) of an instant in the zone. */
export function localDate(epochMs: number, timeZone: string): string {
  return dateFormatter(timeZone).format(epochMs);
}

/**
 * Whether the event spans more than one calendar date in its zone. An event ending exactly at
 * midnight (an evening until 00:00) ends on the day it started.
 */
export function isMultiDay(startsAt: number, endsAt: number, timeZone: string): boolean {
  const lastMoment = Math.max(startsAt, endsAt - 1);
  return localDate(startsAt, timeZone) !== localDate(lastMoment, timeZone);
}

/** Epoch ms of an ISO date-time with offset (the schemas have checked its form). */
export function parseInstant(value: string): number {
  const epoch = Date.parse(value);
  if (Number.isNaN(epoch)) throw new Error(`not an instant: ${value}`);
  return epoch;
}
