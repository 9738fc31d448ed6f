import { TZDate, tzOffset } from '@date-fns/tz';

/**
 * Dates and times in an IANA time zone, on @date-fns/tz, for the server and the web alike. An
 * event lives in its own zone: the host types a wall-clock date and time "in Europe/Paris", the
 * API stores the instant and answers it with the zone's offset, and whether the event spans
 * several days is read from the calendar dates in that zone.
 */

/** A date and time as typed into `<input type="date">` and `<input type="time">`: a wall clock, no zone. */
export interface LocalDateTime {
  date: string;
  time: string;
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/**
 * Whether the runtime knows the zone by its IANA name. @date-fns/tz reads the same zone data
 * through Intl but has no check of its own, and it takes offsets such as "+01:00" as zones, which
 * the API does not; so this asks Intl directly.
 */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in minutes east of UTC (Paris in winter: 60). */
export function offsetMinutesAt(instantMs: number, timeZone: string): number {
  return tzOffset(timeZone, new Date(instantMs));
}

/** `+01:00`, `-03:30`, `+05:45`. */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}

/**
 * `2026-12-01T18:00:00+01:00`: the instant as a clock in the zone reads it, to the second, with
 * the zone's offset at that instant. A zero offset is written `Z` (the API's answers) unless
 * `zeroOffset` asks for `+00:00` (what the event form sends).
 */
export function toZonedIso(instantMs: number, timeZone: string, { zeroOffset = 'Z' }: { zeroOffset?: 'Z' | '+00:00' } = {}): string {
  // TZDate writes `2026-12-01T18:00:00.000+01:00`.
  const iso = new TZDate(Math.floor(instantMs / 1000) * 1000, timeZone).toISOString();
  const offset = iso.slice(23);
  return `${iso.slice(0, 19)}${offset === '+00:00' ? zeroOffset : offset}`;
}

/** The calendar date (YYYY-MM-DD) of an instant in the zone. */
export function localDate(instantMs: number, timeZone: string): string {
  return toZonedIso(instantMs, timeZone).slice(0, 10);
}

/**
 * Whether an event spans more than one calendar date in its zone. An event ending exactly at
 * midnight (an evening until 00:00) ends on the day it started.
 */
export function isMultiDay(startsAt: number, endsAt: number, timeZone: string): boolean {
  const lastMoment = Math.max(startsAt, endsAt - 1);
  return localDate(startsAt, timeZone) !== localDate(lastMoment, timeZone);
}

/** The fields of a typed date and time, or null when the date does not exist or the time is not a time. */
function readLocalDateTime({ date, time }: LocalDateTime) {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const timeMatch = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!dateMatch || !timeMatch) return null;
  const [year, month, day] = [Number(dateMatch[1]), Number(dateMatch[2]), Number(dateMatch[3])];
  const [hour, minute] = [Number(timeMatch[1]), Number(timeMatch[2])];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  // Dates roll 31 February over into March; a real date survives the round trip.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day, hour, minute };
}

/**
 * The instant a wall-clock time in the zone stands for, or null for an impossible date or time.
 * Daylight-saving changes are resolved as calendars do: a time skipped by the spring change
 * moves forward by the gap, and a time the autumn change repeats takes its first occurrence.
 */
export function zonedTimeToInstant(local: LocalDateTime, timeZone: string): number | null {
  const fields = readLocalDateTime(local);
  if (!fields) return null;
  // TZDate moves a skipped time forward by the gap, but reads a repeated time either way
  // depending on the zone (the second occurrence in Paris, the first in New York).
  const instant = new TZDate(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, timeZone).getTime();
  const wallClockAt = (instantMs: number) => instantMs + offsetMinutesAt(instantMs, timeZone) * minuteMs;
  const change = Math.abs(offsetMinutesAt(instant - 14 * hourMs, timeZone) - offsetMinutesAt(instant + 14 * hourMs, timeZone)) * minuteMs;
  const earlier = instant - change;
  return change > 0 && wallClockAt(earlier) === wallClockAt(instant) ? earlier : instant;
}

/** What the host typed, in the chosen zone, as the ISO string with offset the API takes; null if impossible. */
export function zonedTimeToIso(local: LocalDateTime, timeZone: string): string | null {
  const instant = zonedTimeToInstant(local, timeZone);
  return instant === null ? null : toZonedIso(instant, timeZone, { zeroOffset: '+00:00' });
}

/** An instant shown as the date and time inputs of the zone, to fill an edit form. */
export function isoToZonedTime(iso: string, timeZone: string): LocalDateTime {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return { date: '', time: '' };
  const zoned = toZonedIso(instant, timeZone);
  return { date: zoned.slice(0, 10), time: zoned.slice(11, 16) };
}

/** Cities whose id spells them another way than people do: old spellings and missing accents. */
const cityNames: Readonly<Record<string, string>> = {
  Kiev: 'Kyiv',
  Calcutta: 'Kolkata',
  Saigon: 'Ho Chi Minh City',
  Ho_Chi_Minh: 'Ho Chi Minh City',
  Rangoon: 'Yangon',
  Katmandu: 'Kathmandu',
  Godthab: 'Nuuk',
  Asmera: 'Asmara',
  Sao_Paulo: 'São Paulo',
  Bogota: 'Bogotá',
  St_Johns: "St. John's",
};

/**
 * "Paris" for Europe/Paris, "New York" for America/New_York, "Kyiv" for Europe/Kiev, "São Paulo"
 * for America/Sao_Paulo: how people name an event's clock.
 */
export function zoneCity(timeZone: string): string {
  const lastSegment = timeZone.split('/').pop() ?? timeZone;
  return cityNames[lastSegment] ?? lastSegment.replaceAll('_', ' ');
}
