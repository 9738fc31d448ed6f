import { describe, expect, it } from 'vitest';
import {
  calendarAttachmentLine,
  emailText,
  meetingNotificationText,
  endOfQuietHours,
  messageBatchWindowMs,
  messageDedupeKey,
  notifiesAboutMessage,
  planDeliveries,
  smsText,
} from './notification-rules.ts';

// 2026-12-01 in Paris is UTC+1.
const paris = (hours: number, minutes = 0, day = 1) => Date.UTC(2026, 11, day, hours - 1, minutes);

describe('endOfQuietHours', () => {
  it('lets a text go at once by day', () => {
    expect(endOfQuietHours(paris(8), 'Europe/Paris')).toBe(paris(8));
    expect(endOfQuietHours(paris(21, 59), 'Europe/Paris')).toBe(paris(21, 59));
  });

  it('holds a text sent late in the evening until 08:00 the next morning', () => {
    expect(endOfQuietHours(paris(22), 'Europe/Paris')).toBe(paris(8, 0, 2));
    expect(endOfQuietHours(paris(23, 30), 'Europe/Paris')).toBe(paris(8, 0, 2));
  });

  it('holds a text sent in the small hours until 08:00 the same morning', () => {
    expect(endOfQuietHours(paris(3), 'Europe/Paris')).toBe(paris(8));
    expect(endOfQuietHours(paris(7, 59), 'Europe/Paris')).toBe(paris(8));
  });

  it('reads the hours in the given zone', () => {
    // 23:00 in Paris is 17:00 in New York: no quiet hours there.
    expect(endOfQuietHours(paris(23), 'America/New_York')).toBe(paris(23));
  });

  it('reads an unknown zone as UTC', () => {
    const lateUtc = Date.UTC(2026, 11, 1, 23);
    expect(endOfQuietHours(lateUtc, 'Not/AZone')).toBe(Date.UTC(2026, 11, 2, 8));
  });
});

describe('planDeliveries', () => {
  const night = paris(23);

  it('sends on each chosen channel, the text held through the quiet hours and the email at once', () => {
    const plan = planDeliveries({ channels: ['SMS', 'EMAIL'], email: 'dana@example.com', timeZone: 'Europe/Paris' }, night);
    expect(plan).toEqual([
      { channel: 'EMAIL', notBefore: night },
      { channel: 'SMS', notBefore: paris(8, 0, 2) },
    ]);
  });

  it('sends no email to someone without an address, and nothing to someone who chose no channel', () => {
    expect(planDeliveries({ channels: ['EMAIL'], email: null, timeZone: null }, night)).toEqual([]);
    expect(planDeliveries({ channels: [], email: 'dana@example.com', timeZone: null }, night)).toEqual([]);
  });

  it('reckons someone with no event in UTC', () => {
    const noonUtc = Date.UTC(2026, 11, 1, 12);
    expect(planDeliveries({ channels: ['SMS'], email: null, timeZone: null }, noonUtc)).toEqual([{ channel: 'SMS', notBefore: noonUtc }]);
  });
});

describe('message batching', () => {
  const start = Date.UTC(2026, 11, 1, 12);

  it('notifies about the first message, then not again until the window has passed', () => {
    expect(notifiesAboutMessage(undefined, start)).toBe(true);
    expect(notifiesAboutMessage(start, start + messageBatchWindowMs - 1)).toBe(false);
    expect(notifiesAboutMessage(start, start + messageBatchWindowMs)).toBe(true);
  });

  it('gives messages of one window the same dedupe key, and other conversations or windows another', () => {
    const windowStart = Math.floor(start / messageBatchWindowMs) * messageBatchWindowMs;
    expect(messageDedupeKey('c1', windowStart)).toBe(messageDedupeKey('c1', windowStart + messageBatchWindowMs - 1));
    expect(messageDedupeKey('c1', windowStart)).not.toBe(messageDedupeKey('c2', windowStart));
    expect(messageDedupeKey('c1', windowStart)).not.toBe(messageDedupeKey('c1', windowStart + messageBatchWindowMs));
  });
});

describe('texts', () => {
  const notification = { title: 'You have a new match', body: 'Ivan Investor is interested in you too.' };

  it('puts the link in the SMS', () => {
    expect(smsText(notification, 'https://tandem.example/p/chat/c1')).toBe(
      'Tandem: You have a new match. https://tandem.example/p/chat/c1',
    );
  });

  it('puts the link and the unsubscribe link in the email', () => {
    const text = emailText(notification, 'https://t.example/p/chat/c1', 'https://t.example/api/notifications/unsubscribe?token=x');
    expect(text).toContain('Ivan Investor is interested in you too.');
    expect(text).toContain('Open Tandem: https://t.example/p/chat/c1');
    expect(text).toContain('Stop them: https://t.example/api/notifications/unsubscribe?token=x');
  });
});

describe('meetingNotificationText', () => {
  // 2026-06-11 17:30 in Lisbon (WEST, UTC+1).
  const news = {
    status: 'proposed',
    moved: false,
    startsAt: Date.UTC(2026, 5, 11, 16, 30),
    timeZone: 'Europe/Lisbon',
    place: 'Near the bar',
    eventName: 'Harbour Night',
  } as const;

  it('says who proposed a meeting, on which day and time, and where, and what to do; it names no attachment', () => {
    const text = meetingNotificationText(news, 'Noa Angel');
    expect(text).toEqual({
      kind: 'meeting.proposed',
      title: 'Noa Angel proposed a meeting on Thu 11 Jun, 17:30 at Near the bar',
      body: 'At Harbour Night, Lisbon time. Accept, decline or suggest another time in your chat.',
    });
  });

  it('names the event where no spot was chosen, and a moved time as another time suggested', () => {
    expect(meetingNotificationText({ ...news, place: null, moved: true }, 'Theo Builder')).toMatchObject({
      kind: 'meeting.proposed',
      title: 'Theo Builder suggested another time: Thu 11 Jun, 17:30 at Harbour Night',
      body: 'Lisbon time. Accept, decline or suggest another time in your chat.',
    });
  });

  it('says an answer or a calling off as what it is', () => {
    expect(meetingNotificationText({ ...news, status: 'accepted' }, 'Theo Builder').title).toBe(
      'Theo Builder accepted your meeting on Thu 11 Jun, 17:30 at Near the bar',
    );
    expect(meetingNotificationText({ ...news, status: 'declined' }, 'Theo Builder')).toMatchObject({
      kind: 'meeting.cancelled',
      title: 'Theo Builder declined your meeting on Thu 11 Jun, 17:30',
    });
    expect(meetingNotificationText({ ...news, status: 'cancelled' }, 'Noa Angel').title).toBe(
      'Noa Angel called off your meeting on Thu 11 Jun, 17:30',
    );
    for (const status of ['proposed', 'accepted', 'declined', 'cancelled'] as const) {
      expect(meetingNotificationText({ ...news, status }, 'Noa Angel').body).not.toMatch(/attach/i);
    }
  });
});

describe('calendarAttachmentLine', () => {
  it('tells an invite from an update that removes the meeting', () => {
    expect(calendarAttachmentLine('PUBLISH')).toBe('The calendar invite is attached.');
    expect(calendarAttachmentLine('CANCEL')).toBe('The attached update takes it out of your calendar.');
  });
});
