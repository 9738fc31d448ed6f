import { offsetMinutesAt, zoneCity } from './time-zones.ts';

/**
 * Time zones as people name them: by city ("Lisbon", "New York"), not by IANA id
 * ("Europe/Lisbon", "America/New_York"). The id stays what is stored and sent; this only says how
 * a zone reads and how a typed search finds it, with the names people search for where the id's
 * city is another (Mumbai is Kolkata's time, NYC is New York's).
 */

/** A zone as a picker offers it. */
export interface TimeZoneOption {
  /** The IANA id, what the API takes. */
  id: string;
  /** "New York", "São Paulo", "Kyiv" (the id may still say Kiev). */
  city: string;
  /** Minutes east of UTC at the instant the list was made for. */
  offsetMinutes: number;
  /** "Lisbon — GMT+0", "Kolkata — GMT+5:30". */
  label: string;
  /** Other names that find this zone: nearby big cities, countries, old spellings. */
  aliases: readonly string[];
}

/** A search result: the zone, and the other name it was found by, if the typed text matched no part of the zone's own. */
export interface TimeZoneMatch {
  option: TimeZoneOption;
  matchedAlias: string | null;
}

/**
 * Names people search for, by the zone they mean. Ids that were renamed are listed under both
 * names, since which one a browser lists depends on its time zone data.
 */
const aliasesByZone: Readonly<Record<string, readonly string[]>> = {
  'America/New_York': ['NYC', 'New York City', 'Washington', 'Boston', 'Miami', 'Atlanta', 'Philadelphia', 'Eastern Time', 'EST'],
  'America/Chicago': ['Dallas', 'Houston', 'Austin', 'Minneapolis', 'Central Time', 'CST'],
  'America/Denver': ['Salt Lake City', 'Mountain Time', 'MST'],
  'America/Los_Angeles': ['LA', 'San Francisco', 'SF', 'Seattle', 'San Diego', 'Portland', 'Las Vegas', 'Pacific Time', 'PST'],
  'America/Toronto': ['Ottawa', 'Montreal'],
  'America/Sao_Paulo': ['Rio de Janeiro', 'Brasília', 'Brazil'],
  'America/Mexico_City': ['Mexico', 'Guadalajara'],
  'America/Argentina/Buenos_Aires': ['Argentina'],
  'Europe/London': ['UK', 'United Kingdom', 'England', 'Manchester', 'Edinburgh', 'GMT'],
  'Europe/Lisbon': ['Porto', 'Portugal'],
  'Europe/Madrid': ['Barcelona', 'Spain'],
  'Europe/Paris': ['France', 'Lyon', 'Marseille'],
  'Europe/Berlin': ['Germany', 'Munich', 'Frankfurt', 'Hamburg', 'Cologne'],
  'Europe/Rome': ['Italy', 'Milan'],
  'Europe/Amsterdam': ['Netherlands', 'Rotterdam'],
  'Europe/Zurich': ['Switzerland', 'Geneva', 'Basel'],
  'Europe/Kyiv': ['Kiev', 'Ukraine'],
  'Europe/Kiev': ['Kiev', 'Ukraine'],
  'Europe/Istanbul': ['Turkey', 'Ankara'],
  'Asia/Kolkata': ['Mumbai', 'Bombay', 'Delhi', 'New Delhi', 'Bangalore', 'Bengaluru', 'Chennai', 'Hyderabad', 'Calcutta', 'India'],
  'Asia/Calcutta': ['Mumbai', 'Bombay', 'Delhi', 'New Delhi', 'Bangalore', 'Bengaluru', 'Chennai', 'Hyderabad', 'Kolkata', 'India'],
  'Asia/Shanghai': ['Beijing', 'Shenzhen', 'Guangzhou', 'China'],
  'Asia/Tokyo': ['Osaka', 'Kyoto', 'Japan'],
  'Asia/Seoul': ['Korea', 'Busan'],
  'Asia/Dubai': ['Abu Dhabi', 'UAE'],
  'Asia/Karachi': ['Lahore', 'Islamabad', 'Pakistan'],
  'Asia/Ho_Chi_Minh': ['Saigon', 'Vietnam'],
  'Asia/Saigon': ['Saigon', 'Vietnam'],
  'Asia/Bangkok': ['Hanoi', 'Thailand'],
  'Asia/Jerusalem': ['Tel Aviv', 'Israel'],
  'Australia/Sydney': ['Canberra'],
  'Pacific/Auckland': ['Wellington', 'New Zealand'],
  'Africa/Lagos': ['Abuja', 'Nigeria'],
  'Africa/Johannesburg': ['Cape Town', 'South Africa'],
  'Africa/Nairobi': ['Kenya'],
  UTC: ['Coordinated Universal Time', 'GMT'],
};

/** "GMT+0", "GMT+1", "GMT-3", "GMT+5:30": the offset as people read it next to a city. */
export function gmtOffsetLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const minutes = absolute % 60;
  return `GMT${sign}${Math.floor(absolute / 60)}${minutes === 0 ? '' : `:${String(minutes).padStart(2, '0')}`}`;
}

/** Whether an id names an offset rather than a place (Etc/GMT+5, UTC): it has no city to say. */
function isOffsetZone(timeZone: string): boolean {
  return timeZone === 'UTC' || timeZone.startsWith('Etc/');
}

/** A zone in a list: its city and its offset at `atMs`. */
export function timeZoneOption(timeZone: string, atMs: number): TimeZoneOption {
  const offsetMinutes = offsetMinutesAt(atMs, timeZone);
  const city = zoneCity(timeZone);
  return {
    id: timeZone,
    city,
    offsetMinutes,
    label: `${city} — ${gmtOffsetLabel(offsetMinutes)}`,
    aliases: aliasesByZone[timeZone] ?? [],
  };
}

/** The zones for a picker, by city: every id given, each once, with its offset at `atMs`. */
export function timeZoneOptions(timeZones: readonly string[], atMs: number): TimeZoneOption[] {
  return [...new Set(timeZones)].map((timeZone) => timeZoneOption(timeZone, atMs)).sort(byCity);
}

function byCity(a: TimeZoneOption, b: TimeZoneOption): number {
  return a.city.localeCompare(b.city, 'en') || a.id.localeCompare(b.id, 'en');
}

/** Lower case, without accents, dots, apostrophes, underscores or slashes: "São_Paulo" and "sao paulo" read alike. */
export function searchableText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[_/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function startsAWord(text: string, query: string): boolean {
  return text.split(' ').some((word) => word.startsWith(query));
}

/**
 * How well a name fits the typed text, best first: the whole name, its start, the start of one
 * of its words; null when it does not fit.
 */
function nameRank(name: string, query: string): number | null {
  const text = searchableText(name);
  if (text === query) return 0;
  if (text.startsWith(query)) return 1;
  if (startsAWord(text, query)) return 2;
  return null;
}

/** The best way an option fits the typed text (lower is better), and the other name that did it, if one did. */
function rankOf(option: TimeZoneOption, query: string): { rank: number; matchedAlias: string | null } | null {
  const cityRank = nameRank(option.city, query);
  let best: { rank: number; matchedAlias: string | null } | null = cityRank === null ? null : { rank: cityRank * 2, matchedAlias: null };
  for (const alias of option.aliases) {
    const aliasRank = nameRank(alias, query);
    // The zone's own city comes before another name at the same level: "lon" is London before Londonderry's aliases.
    if (aliasRank !== null && (best === null || aliasRank * 2 + 1 < best.rank)) best = { rank: aliasRank * 2 + 1, matchedAlias: alias };
  }
  if (best) return best;
  // Anywhere in the city, the id ("america/argentina") or the offset ("gmt+5:30").
  if ([option.city, option.id, option.label].some((text) => searchableText(text).includes(query))) return { rank: 6, matchedAlias: null };
  return null;
}

/**
 * The options that fit the typed text, best first (a tie in order of the list given): every
 * option when nothing is typed. Case, accents and underscores do not matter.
 */
export function searchTimeZones(options: readonly TimeZoneOption[], typed: string): TimeZoneMatch[] {
  const query = searchableText(typed);
  if (query === '') return options.map((option) => ({ option, matchedAlias: null }));
  const ranked: { rank: number; index: number; match: TimeZoneMatch }[] = [];
  options.forEach((option, index) => {
    const found = rankOf(option, query);
    if (found) ranked.push({ rank: found.rank, index, match: { option, matchedAlias: found.matchedAlias } });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map(({ match }) => match);
}

/**
 * The one zone typed text names exactly (its id, its label, or a city or other name that only it
 * has), or null: what a picker keeps when the field is left without choosing from the list.
 */
export function exactTimeZone(options: readonly TimeZoneOption[], typed: string): TimeZoneOption | null {
  const query = searchableText(typed);
  if (query === '') return null;
  const byIdOrLabel = options.find((option) => searchableText(option.id) === query || searchableText(option.label) === query);
  if (byIdOrLabel) return byIdOrLabel;
  const named = options.filter(
    (option) => searchableText(option.city) === query || option.aliases.some((alias) => searchableText(alias) === query),
  );
  return named.length === 1 ? named[0]! : null;
}

/**
 * "Lisbon time (GMT+0)": the zone an event's times are in, with its offset at `atMs` (the
 * event's start, so a summer event reads its summer offset). A zone without a city reads as its
 * offset alone ("GMT+0").
 */
export function zoneTimeLabel(timeZone: string, atMs: number): string {
  const offsetMinutes = offsetMinutesAt(atMs, timeZone);
  // An unreadable instant has no offset to tell; the zone is still named.
  const offset = Number.isNaN(offsetMinutes) ? null : gmtOffsetLabel(offsetMinutes);
  if (isOffsetZone(timeZone)) return timeZone === 'UTC' ? (offset ? `UTC (${offset})` : 'UTC') : (offset ?? timeZone);
  return offset ? `${zoneCity(timeZone)} time (${offset})` : `${zoneCity(timeZone)} time`;
}
