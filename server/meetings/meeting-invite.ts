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
  /** The agreed spot at the event, else the event's place or online link. */
  location: string | null;
  /** The name of the person the invite's reader meets. */
  otherName: string;
  /** The pair's chat, to find each other. */
  chatUrl: string;
  /** The public address of Tandem, whose host names the UID. */
  host: string;
}

const utc = (instantMs: number) => ICAL.Time.fromJSDate(new Date(instantMs), true);

/**
 * The meeting as an iCalendar file (RFC 5545) for the reader's calendar. Times are UTC instants,
 * which every calendar shows in its own zone. The UID stays the meeting's and SEQUENCE grows with
 * each change, so a moved meeting replaces the earlier invite and a cancelled one
 * (METHOD:CANCEL, STATUS:CANCELLED) removes it.
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
  event.summary = `Meet ${input.otherName} · ${input.eventName}`;
  if (input.location) event.location = input.location;
  event.description = `Your meeting with ${input.otherName} at ${input.eventName}, arranged on Tandem. Your chat: ${input.chatUrl}`;
  component.updatePropertyWithValue('dtstamp', utc(input.updatedAt));
  component.updatePropertyWithValue('last-modified', utc(input.updatedAt));
  component.updatePropertyWithValue('status', cancelled ? 'CANCELLED' : input.status === 'accepted' ? 'CONFIRMED' : 'TENTATIVE');
  component.updatePropertyWithValue('url', input.chatUrl);
  calendar.addSubcomponent(component);
  return calendar.toString();
}
