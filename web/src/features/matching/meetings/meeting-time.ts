import type { MeetingsResponse, ProposeMeeting } from '../../../../../shared/api/meetings.ts';
import { toZonedIso, zonedTimeToInstant, zoneCity } from '../../../../../shared/time-zones.ts';

type EventWindow = MeetingsResponse['events'][number];

const quarterHourMs = 15 * 60_000;

/** An instant as `<input type="datetime-local">` shows it in the zone: `2026-12-01T18:30`. */
export function toLocalInput(instantMs: number, timeZone: string): string {
  return toZonedIso(instantMs, timeZone).slice(0, 16);
}

/** What the input holds, in the zone, as an instant; null when it is not a complete date and time. */
export function fromLocalInput(value: string, timeZone: string): number | null {
  const [date, time] = value.split('T');
  if (!date || !time) return null;
  return zonedTimeToInstant({ date, time: time.slice(0, 5) }, timeZone);
}

/**
 * The time a new meeting starts at unless the guest picks another: the next quarter hour that is
 * both after now and inside the event, or the event's start when it lies ahead.
 */
export function suggestedStart(event: EventWindow, now: number): number {
  const nextQuarter = Math.ceil(now / quarterHourMs) * quarterHourMs;
  return Math.max(event.startsAt, nextQuarter);
}

/** "Tue 1 Dec, 18:30–19:00 Paris time": the meeting on the event's clock, which both people share. */
export function formatMeetingTime(startsAt: number, endsAt: number, timeZone: string, locale?: string): string {
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(startsAt);
  const clock = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day}, ${clock.format(startsAt)}–${clock.format(endsAt)} ${zoneCity(timeZone)} time`;
}

export type ProposalInput = { event: EventWindow; start: string; durationMinutes: ProposeMeeting['durationMinutes']; place: string };

/**
 * The proposal the form describes, or what is wrong with it in words for the guest. The server
 * checks the same (an event of the two, not past); this answers before a round trip.
 */
export function proposalOf({ event, start, durationMinutes, place }: ProposalInput, now: number): ProposeMeeting | { problem: string } {
  const startsAt = fromLocalInput(start, event.timeZone);
  if (startsAt === null) return { problem: 'Choose a day and a time.' };
  if (startsAt < now) return { problem: 'That time has already passed. Choose a later one.' };
  if (startsAt < event.startsAt || startsAt + durationMinutes * 60_000 > event.endsAt) {
    const window = formatMeetingTime(event.startsAt, event.endsAt, event.timeZone);
    return { problem: `Choose a time during ${event.name} (${window}).` };
  }
  return { startsAt, durationMinutes, place: place.trim() };
}
