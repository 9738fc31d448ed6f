/**
 * Event times in the event's own IANA time zone, with Intl only (no date library): the host types
 * a wall-clock date and time "in Europe/Paris", the server stores an instant with its offset.
 * Daylight-saving gaps and overlaps are resolved the way calendars do: a time skipped by the
 * spring change moves forward by the gap, a time that happens twice in autumn takes the first.
 */

/** A date and time as typed into `<input type="date">` and `<input type="time">`. */
export type LocalDateTime = { date: string; time: string };

const hourMs = 3_600_000;
const minuteMs = 60_000;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of the zone at an instant, as if it were UTC (milliseconds). */
function wallClockAt(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!);
}

/** The zone's UTC offset at an instant, in whole minutes (east of UTC positive). */
export function offsetMinutesAt(instantMs: number, timeZone: string): number {
  const wholeSecond = Math.floor(instantMs / 1000) * 1000;
  return Math.round((wallClockAt(wholeSecond, timeZone) - wholeSecond) / minuteMs);
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** `+01:00`, `-04:00`, `+05:45`. */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

function parseLocal({ date, time }: LocalDateTime): number | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const timeMatch = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!dateMatch || !timeMatch) return null;
  const [year, month, day] = [Number(dateMatch[1]), Number(dateMatch[2]), Number(dateMatch[3])];
  const [hour, minute] = [Number(timeMatch[1]), Number(timeMatch[2])];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Date.UTC rolls 31 February over into March; a real date survives the round trip.
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return wall;
}

/**
 * The instant a wall-clock time in the zone stands for, or null for an impossible date or time.
 * Offsets on both sides of any nearby change are tried; one that maps back to itself is right.
 */
export function zonedTimeToInstant(local: LocalDateTime, timeZone: string): number | null {
  const wall = parseLocal(local);
  if (wall === null) return null;
  const offsetBefore = offsetMinutesAt(wall - 14 * hourMs, timeZone);
  const offsetAfter = offsetMinutesAt(wall + 14 * hourMs, timeZone);
  const candidates = [...new Set([offsetBefore, offsetAfter])]
    .map((offset) => wall - offset * minuteMs)
    .filter((instant) => wallClockAt(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  // No candidate: the time falls in a spring-forward gap; the earlier offset moves it past the gap.
  return candidates[0] ?? wall - offsetBefore * minuteMs;
}

/** An instant as ISO 8601 with the zone's offset at that instant: `2026-12-01T18:00:00+01:00`. */
export function instantToZonedIso(instantMs: number, timeZone: string): string {
  const offset = offsetMinutesAt(instantMs, timeZone);
  const wall = new Date(Math.floor(instantMs / 1000) * 1000 + offset * minuteMs);
  const date = `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
  return `${date}T${time}${formatOffset(offset)}`;
}

/** What the host typed, in the chosen zone, as the ISO string with offset the API takes; null if impossible. */
export function zonedTimeToIso(local: LocalDateTime, timeZone: string): string | null {
  const instant = zonedTimeToInstant(local, timeZone);
  return instant === null ? null : instantToZonedIso(instant, timeZone);
}

/** An instant shown as the date and time inputs of the zone, to fill the edit form. */
export function isoToZonedTime(iso: string, timeZone: string): LocalDateTime {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return { date: '', time: '' };
  const zoned = instantToZonedIso(instant, timeZone);
  return { date: zoned.slice(0, 10), time: zoned.slice(11, 16) };
}

/** Whether Intl knows the zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The browser's own zone, the form's default. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every zone the browser knows, for the picker; UTC is always offered. */
export function supportedTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}
