import ICAL from 'ical.js';
import type { MeetingStatus } from '../../shared/api/meetings.ts';

export interface InviteInput {
  meetingId: string;
  status: MeetingStatus;
  sequence: number;
  startsAt: number;
  endsAt: number;
  /** When the invite last changed: calendars keep the newest of the same UID and SEQUENCE. */
  updatedAt: number;
  eventName: string;
  /** Where: see `inviteLocation`. */
  location: string | null;
  /** The name of the person the invite's reader meets. */
  otherName: string;
  /** The pair's chat, to find each other. */
  chatUrl: string;
  /** The public address of Tandem, whose host names the UID. */
  host: string;
}

/**
 * The invite's LOCATION: the spot the two chose, then the event's venue (its place, else its
 * online link), so a calendar shows both, "Near the bar, Hotel Lisboa, Lisbon"; null with neither.
 */
export function inviteLocation(meetingPlace: string | null, venue: string | null): string | null {
  const parts = [meetingPlace, venue].map((part) => part?.trim()).filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * Text as an iCalendar TEXT value may hold it (RFC 5545, 3.3.11): line breaks of any kind become
 * one LF, which ical.js writes as the escape `\n`, and other control characters go. A bare CR
 * would otherwise reach the file as it is and end a content line early in some calendars.
 */
export function calendarText(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '');
}

/** The longest content line, in octets, before it is folded (RFC 5545, 3.1). */
const lineOctets = 75;

/**
 * Folds each content line to at most 75 octets of UTF-8, never inside a character: a line goes
 * on after CRLF and one space. ical.js folds by characters, so an accented line came out longer.
 */
export function foldLines(ics: string): string {
  const unfolded = ics.split('\r\n ').join('');
  return unfolded
    .split('\r\n')
    .map((line) => {
      const pieces: string[] = [];
      let piece = '';
      let octets = 0;
      for (const character of line) {
        const size = Buffer.byteLength(character, 'utf8');
        // A continuation's leading space counts towards its 75.
        const limit = pieces.length === 0 ? lineOctets : lineOctets - 1;
        if (octets + size > limit) {
          pieces.push(piece);
          piece = '';
          octets = 0;
        }
        piece += character;
        octets += size;
      }
      pieces.push(piece);
      return pieces.join('\r\n ');
    })
    .join('\r\n');
}

const utc = (instantMs: number) => ICAL.Time.fromJSDate(new Date(instantMs), true);

/**
 * The meeting as an iCalendar file (RFC 5545) for the reader's calendar. Times are UTC instants,
 * which every calendar shows in its own zone. The UID stays the meeting's and SEQUENCE grows with
 * each change, so a moved meeting replaces the earlier invite and a cancelled one
 * (METHOD:CANCEL, STATUS:CANCELLED) removes it. What people typed (names, places) is plain text
 * in it: escaped, and without a bare CR; lines longer than 75 octets are folded.
 */
export function meetingInvite(input: InviteInput): string {
  const cancelled = input.status === 'cancelled' || input.status === 'declined';
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Tandem//Meetings//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', cancelled ? 'CANCEL' : 'PUBLISH');

  const component = new ICAL.Component('vevent');
  const event = new ICAL.Event(component);
  event.uid = `meeting-${input.meetingId}@${input.host}`;
  event.sequence = input.sequence;
  event.startDate = utc(input.startsAt);
  event.endDate = utc(input.endsAt);
  event.summary = calendarText(`Meet ${input.otherName} · ${input.eventName}`);
  if (input.location) event.location = calendarText(input.location);
  event.description = calendarText(
    `Your meeting with ${input.otherName} at ${input.eventName}, arranged on Tandem. Your chat: ${input.chatUrl}`,
  );
  component.updatePropertyWithValue('dtstamp', utc(input.updatedAt));
  component.updatePropertyWithValue('last-modified', utc(input.updatedAt));
  component.updatePropertyWithValue('status', cancelled ? 'CANCELLED' : input.status === 'accepted' ? 'CONFIRMED' : 'TENTATIVE');
  component.updatePropertyWithValue('url', input.chatUrl);
  calendar.addSubcomponent(component);
  return foldLines(calendar.toString());
}
