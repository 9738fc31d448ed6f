import { TZDate } from '@date-fns/tz';
import type { NotificationChannel } from '../../shared/api/users.ts';
import { zoneCity } from '../../shared/time-zones.ts';

/** Texts are not sent from 22:00 to 08:00 in the recipient's zone; email may go at once. */
export const quietHours = { startHour: 22, endHour: 8 } as const;

/** A conversation's messages to someone away make at most one notification in this window. */
export const messageBatchWindowMs = 15 * 60_000;

/**
 * Texts one person is sent about notifications; past these the rest wait in the bell (and the
 * email), so a caller dropping call after call, or many chats at once, cannot run up texts.
 */
export const notificationTextLimits = { perUserPerHour: 6, perUserPerDay: 20 } as const;

/** The zone a user without any event is reckoned in. */
export const fallbackTimeZone = 'UTC';

export interface Recipient {
  /** The channels the user chose (`notificationPreferences`). */
  channels: readonly NotificationChannel[];
  email: string | null;
  /** The zone of the user's most recent event, if any. */
  timeZone: string | null;
}

export interface PlannedDelivery {
  channel: NotificationChannel;
  /** Not sent before this instant. */
  notBefore: number;
}

/**
 * The first instant at `now` or after it that is outside the quiet hours in `timeZone`: `now`
 * itself by day, else the coming 08:00 there (an unknown zone is read as UTC).
 */
export function endOfQuietHours(now: number, timeZone: string): number {
  const zone = isKnownZone(timeZone) ? timeZone : fallbackTimeZone;
  const local = new TZDate(now, zone);
  const hour = local.getHours();
  if (hour >= quietHours.endHour && hour < quietHours.startHour) return now;
  const day = hour >= quietHours.startHour ? local.getDate() + 1 : local.getDate();
  return new TZDate(local.getFullYear(), local.getMonth(), day, quietHours.endHour, 0, 0, 0, zone).getTime();
}

/** Who gets what, when: each chosen channel the user can be reached on; SMS waits out the quiet hours. */
export function planDeliveries(recipient: Recipient, now: number): PlannedDelivery[] {
  const planned: PlannedDelivery[] = [];
  if (recipient.channels.includes('EMAIL') && recipient.email) planned.push({ channel: 'EMAIL', notBefore: now });
  if (recipient.channels.includes('SMS')) {
    planned.push({ channel: 'SMS', notBefore: endOfQuietHours(now, recipient.timeZone ?? fallbackTimeZone) });
  }
  return planned;
}

/**
 * Batching of messages to someone away: a conversation's next notification comes only once the
 * window since its last one has passed. `lastNotifiedAt` is undefined when there was none.
 */
export function notifiesAboutMessage(lastNotifiedAt: number | undefined, now: number): boolean {
  return lastNotifiedAt === undefined || now - lastNotifiedAt >= messageBatchWindowMs;
}

/**
 * The dedupe key of a message notification: one per conversation and window, so two messages
 * arriving at once on two instances (both seeing no recent notification) still store one.
 */
export function messageDedupeKey(conversationId: string, now: number): string {
  return `message:${conversationId}:${Math.floor(now / messageBatchWindowMs)}`;
}

/** The SMS text: short, with the way back to the app. */
export function smsText(notification: { title: string; body: string }, link: string): string {
  return `Tandem: ${notification.title}. ${link}`;
}

/** The email's plain text: what happened, the way back to the app, and how to stop these emails. */
export function emailText(notification: { title: string; body: string }, link: string, unsubscribeLink: string): string {
  return [
    notification.body,
    '',
    `Open Tandem: ${link}`,
    '',
    '—',
    `You receive this because email notifications are on. Stop them: ${unsubscribeLink}`,
  ].join('\n');
}

function isKnownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** How long before an event starts its guests hear that it starts soon. */
export const startingSoonMs = 60 * 60_000;

/** A meeting's change as the other person hears of it. */
export interface MeetingNews {
  status: 'proposed' | 'accepted' | 'declined' | 'cancelled';
  /** Proposed again at a new time, rather than for the first time. */
  moved: boolean;
  startsAt: number;
  timeZone: string;
  /** The spot the two chose, if any. */
  place: string | null;
  eventName: string;
}

/** "Thu 11 Jun, 17:30": the meeting's day and time on the event's clock, which both share. */
export function meetingWhen(startsAt: number, timeZone: string): string {
  const zone = isKnownZone(timeZone) ? timeZone : fallbackTimeZone;
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' }).format(startsAt);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(startsAt);
  return `${day}, ${time}`;
}

/**
 * What a meeting notification says: who did what, when and where, and what is left to do in the
 * chat, where the proposal is a card to answer. The bell holds no attachment, so it names none
 * (the email adds `calendarAttachmentLine`).
 */
export function meetingNotificationText(
  news: MeetingNews,
  actorName: string,
): { kind: 'meeting.proposed' | 'meeting.accepted' | 'meeting.cancelled'; title: string; body: string } {
  const when = meetingWhen(news.startsAt, news.timeZone);
  const where = news.place ?? news.eventName;
  const context = news.place ? `At ${news.eventName}, ${zoneCity(news.timeZone)} time.` : `${zoneCity(news.timeZone)} time.`;
  switch (news.status) {
    case 'proposed':
      return {
        kind: 'meeting.proposed',
        title: news.moved
          ? `${actorName} suggested another time: ${when} at ${where}`
          : `${actorName} proposed a meeting on ${when} at ${where}`,
        body: `${context} Accept, decline or suggest another time in your chat.`,
      };
    case 'accepted':
      return {
        kind: 'meeting.accepted',
        title: `${actorName} accepted your meeting on ${when} at ${where}`,
        body: `${context} Add it to your calendar from your chat.`,
      };
    case 'declined':
      return {
        kind: 'meeting.cancelled',
        title: `${actorName} declined your meeting on ${when}`,
        body: 'That time does not suit them. Suggest another time in your chat.',
      };
    case 'cancelled':
      return {
        kind: 'meeting.cancelled',
        title: `${actorName} called off your meeting on ${when}`,
        body: 'The meeting is off. Write to them in your chat to find another time.',
      };
  }
}

/** The email's word on the calendar file it carries, by the file's METHOD. */
export function calendarAttachmentLine(method: string): string {
  return method === 'CANCEL' ? 'The attached update takes it out of your calendar.' : 'The calendar invite is attached.';
}
