import { zoneCity } from './time-zones.ts';
import { describe, expect, it } from 'vitest';
import { exactTimeZone, gmtOffsetLabel, searchTimeZones, searchableText, timeZoneOptions, zoneTimeLabel } from './time-zone-names.ts';

const winter = Date.parse('2026-12-05T12:00:00Z');
const summer = Date.parse('2026-07-05T12:00:00Z');

// Both spellings a browser may list for renamed zones, and zones with aliases or look-alike cities.
const zoneIds = [
  'UTC',
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Paris',
  'Europe/Kiev',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'America/New_York',
  'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires',
  'America/Los_Angeles',
  'America/Indiana/Indianapolis',
  'Pacific/Chatham',
  'Asia/Kathmandu',
  'America/St_Johns',
];
const options = timeZoneOptions(zoneIds, winter);
const idsFor = (typed: string) => searchTimeZones(options, typed).map((match) => match.option.id);

describe('gmtOffsetLabel', () => {
  it('writes whole hours without minutes, and half and quarter hours with them', () => {
    expect(gmtOffsetLabel(0)).toBe('GMT+0');
    expect(gmtOffsetLabel(60)).toBe('GMT+1');
    expect(gmtOffsetLabel(-180)).toBe('GMT-3');
    expect(gmtOffsetLabel(330)).toBe('GMT+5:30');
    expect(gmtOffsetLabel(345)).toBe('GMT+5:45');
    expect(gmtOffsetLabel(-210)).toBe('GMT-3:30');
  });
});

describe('zoneCity', () => {
  it('is the last segment of the id, with spaces for underscores', () => {
    expect(zoneCity('Europe/Lisbon')).toBe('Lisbon');
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneCity('UTC')).toBe('UTC');
  });

  it('spells renamed cities and accents as people write them', () => {
    expect(zoneCity('Europe/Kiev')).toBe('Kyiv');
    expect(zoneCity('Europe/Kyiv')).toBe('Kyiv');
    expect(zoneCity('Asia/Calcutta')).toBe('Kolkata');
    expect(zoneCity('America/Sao_Paulo')).toBe('São Paulo');
  });
});

describe('timeZoneOptions', () => {
  it('labels each zone by city with its offset at the given instant', () => {
    const label = (id: string, at: number) => timeZoneOptions([id], at)[0]!.label;
    expect(label('Europe/Lisbon', winter)).toBe('Lisbon — GMT+0');
    expect(label('Europe/Lisbon', summer)).toBe('Lisbon — GMT+1');
    expect(label('America/New_York', winter)).toBe('New York — GMT-5');
    expect(label('Asia/Kolkata', winter)).toBe('Kolkata — GMT+5:30');
    expect(label('Asia/Kathmandu', winter)).toBe('Kathmandu — GMT+5:45');
    expect(label('America/Sao_Paulo', winter)).toBe('São Paulo — GMT-3');
  });

  it('sorts by city and lists each id once', () => {
    const cities = timeZoneOptions(['Europe/Paris', 'Asia/Tokyo', 'Europe/Lisbon', 'Europe/Paris'], winter).map((option) => option.city);
    expect(cities).toEqual(['Lisbon', 'Paris', 'Tokyo']);
  });
});

describe('searchableText', () => {
  it('ignores case, accents, underscores and slashes', () => {
    expect(searchableText('São_Paulo')).toBe('sao paulo');
    expect(searchableText('America/New_York')).toBe('america new york');
    expect(searchableText("St. John's")).toBe('st johns');
  });
});

describe('searchTimeZones', () => {
  it('finds a city by the start of its name', () => {
    // Indianapolis only has "lis" inside: after the city that starts with it.
    expect(idsFor('lis')).toEqual(['Europe/Lisbon', 'America/Indiana/Indianapolis']);
    expect(idsFor('Tok')).toEqual(['Asia/Tokyo']);
  });

  it('finds a city by the start of any of its words', () => {
    expect(idsFor('york')).toEqual(['America/New_York']);
    expect(idsFor('aires')).toEqual(['America/Argentina/Buenos_Aires']);
  });

  it('finds zones by the names people search for where the city differs', () => {
    expect(idsFor('nyc')).toEqual(['America/New_York']);
    expect(idsFor('New York')).toEqual(['America/New_York']);
    expect(idsFor('Mumbai')).toEqual(['Asia/Kolkata']);
    expect(idsFor('kyiv')).toEqual(['Europe/Kiev']);
    expect(idsFor('Kiev')).toEqual(['Europe/Kiev']);
    expect(idsFor('san francisco')).toEqual(['America/Los_Angeles']);
  });

  it('says which other name found a zone', () => {
    expect(searchTimeZones(options, 'mumb')[0]).toMatchObject({ option: { id: 'Asia/Kolkata' }, matchedAlias: 'Mumbai' });
    expect(searchTimeZones(options, 'lisb')[0]!.matchedAlias).toBeNull();
  });

  it('ignores accents both ways', () => {
    expect(idsFor('sao')).toEqual(['America/Sao_Paulo']);
    expect(idsFor('São')).toEqual(['America/Sao_Paulo']);
  });

  it('ranks a whole name before a start, a start before a word, a word before anywhere else', () => {
    const ranked = timeZoneOptions(['America/Indiana/Indianapolis', 'Asia/Kolkata', 'America/Los_Angeles'], winter);
    // "ind": the start of Indianapolis, then India (an alias of Kolkata), then inside an id.
    expect(searchTimeZones(ranked, 'ind').map((match) => match.option.id)).toEqual(['America/Indiana/Indianapolis', 'Asia/Kolkata']);
    // "la": the whole of Los Angeles' other name LA before the start of Lagos.
    const la = searchTimeZones(timeZoneOptions(['Africa/Lagos', 'America/Los_Angeles', 'Asia/Tokyo'], winter), 'la');
    expect(la.map((match) => match.option.id)).toEqual(['America/Los_Angeles', 'Africa/Lagos']);
  });

  it('finds zones by region or offset', () => {
    expect(idsFor('america/argentina')).toEqual(['America/Argentina/Buenos_Aires']);
    expect(idsFor('gmt+5:30')).toEqual(['Asia/Kolkata']);
  });

  it('lists every zone when nothing is typed, and none for an unknown name', () => {
    expect(idsFor('  ')).toHaveLength(options.length);
    expect(idsFor('Atlantis')).toEqual([]);
  });
});

describe('exactTimeZone', () => {
  it('takes an id, a label, or a name only one zone has', () => {
    expect(exactTimeZone(options, 'Europe/Paris')?.id).toBe('Europe/Paris');
    expect(exactTimeZone(options, 'lisbon')?.id).toBe('Europe/Lisbon');
    expect(exactTimeZone(options, 'Lisbon — GMT+0')?.id).toBe('Europe/Lisbon');
    expect(exactTimeZone(options, 'NYC')?.id).toBe('America/New_York');
  });

  it('takes nothing that is only a start, or a name two zones share', () => {
    expect(exactTimeZone(options, 'lis')).toBeNull();
    // GMT is London's winter clock and UTC's other name.
    expect(exactTimeZone(options, 'GMT')).toBeNull();
    expect(exactTimeZone(options, '')).toBeNull();
  });
});

describe('zoneTimeLabel', () => {
  it("names the city and the offset at the event's start", () => {
    expect(zoneTimeLabel('Europe/Lisbon', winter)).toBe('Lisbon time (GMT+0)');
    expect(zoneTimeLabel('Europe/Lisbon', summer)).toBe('Lisbon time (GMT+1)');
    expect(zoneTimeLabel('America/New_York', summer)).toBe('New York time (GMT-4)');
    expect(zoneTimeLabel('America/St_Johns', winter)).toBe("St. John's time (GMT-3:30)");
  });

  it('says UTC without calling it a city', () => {
    expect(zoneTimeLabel('UTC', winter)).toBe('UTC (GMT+0)');
  });

  it('still names the zone when the instant cannot be read', () => {
    expect(zoneTimeLabel('Europe/Lisbon', Number.NaN)).toBe('Lisbon time');
  });
});
