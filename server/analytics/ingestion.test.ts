import { describe, expect, it } from 'vitest';
import { attributeToCaller, readBatch, storedBytes, throttledAnswer, type IngestedEvent } from './ingestion.ts';

const key = 'tandem-self-hosted';

describe('readBatch', () => {
  it('reads an SDK event into the stored shape, treating null and empty as absent', () => {
    const reading = readBatch(
      {
        api_key: key,
        events: [
          {
            event_type: 'Message Sent',
            user_id: 'user-1',
            device_id: null,
            time: 5,
            session_id: -1,
            insert_id: 'i-1',
            event_properties: { a: 1 },
            os_name: '',
            unknown_field: { anything: true },
          },
        ],
      },
      key,
    );
    expect(reading).toEqual({
      ok: true,
      events: [
        {
          insertId: 'i-1',
          eventType: 'Message Sent',
          userId: 'user-1',
          deviceId: null,
          sessionId: -1,
          time: 5,
          eventProperties: '{"a":1}',
          userProperties: null,
          platform: null,
          osName: null,
          osVersion: null,
          deviceModel: null,
          language: null,
          library: null,
        },
      ],
    });
  });

  it('checks the key before the events, and the batch size before each event', () => {
    expect(readBatch({ events: [] }, key)).toMatchObject({ ok: false, answer: { status: 400, body: { missing_field: 'api_key' } } });
    expect(readBatch({ api_key: 'x', events: [] }, key)).toMatchObject({ ok: false, answer: { body: { error: 'Invalid API key: x' } } });
    const tooMany = readBatch({ api_key: key, events: Array.from({ length: 2001 }, () => ({})) }, key);
    expect(tooMany).toEqual({ ok: false, answer: { status: 413, body: { code: 413, error: 'Payload too large' } } });
  });

  it('measures event types in bytes, so an indexed value stays within PostgreSQL’s b-tree row limit', () => {
    const event = (eventType: string) => ({ api_key: key, events: [{ event_type: eventType, device_id: 'device-1' }] });
    expect(readBatch(event('a'.repeat(1024)), key).ok).toBe(true);
    expect(readBatch(event('€'.repeat(342)), key)).toMatchObject({
      ok: false,
      answer: { body: { events_with_invalid_fields: { event_type: [0] } } },
    });
  });

  it('rejects times that are not whole non-negative milliseconds', () => {
    for (const time of [-1, 1.5, '1', Number.MAX_VALUE]) {
      const reading = readBatch({ api_key: key, events: [{ event_type: 't', device_id: 'device-1', time }] }, key);
      expect(reading).toMatchObject({ ok: false, answer: { body: { events_with_invalid_fields: { time: [0] } } } });
    }
  });
});

describe('throttledAnswer', () => {
  it('splits devices from users and lists the indexes of their events', () => {
    const event = (deviceId: string | null, userId: string | null) => ({ deviceId, userId }) as IngestedEvent;
    const events = [event('d1', 'u1'), event(null, 'u2'), event('d2', null), event('d1', null)];
    const answer = throttledAnswer(
      events,
      new Map([
        ['device:d1', 40],
        ['user:u2', 35],
      ]),
      30,
    );
    expect(answer.body).toMatchObject({ throttled_devices: { d1: 40 }, throttled_users: { u2: 35 }, throttled_events: [0, 1, 3] });
  });
});

describe('attributeToCaller', () => {
  const event = (userId: string | null, deviceId: string | null) => ({ eventType: 't', userId, deviceId }) as IngestedEvent;

  it('keeps the caller’s own id and events naming nobody, and stores any other id as nobody’s', () => {
    const reading = attributeToCaller([event('me', 'd1'), event(null, 'd2'), event('you', 'd3'), event('me', null)], 'me');
    expect(reading).toEqual({ ok: true, events: [event('me', 'd1'), event(null, 'd2'), event(null, 'd3'), event('me', null)] });
  });

  it('lets an anonymous batch claim no user id', () => {
    expect(attributeToCaller([event('someone', 'd1')], null)).toEqual({ ok: true, events: [event(null, 'd1')] });
  });

  it('refuses by index an event left with neither a user nor a device', () => {
    const reading = attributeToCaller([event('me', null), event('you', null), event('you', 'd1')], 'me');
    expect(reading).toMatchObject({ ok: false, answer: { status: 400, body: { events_with_invalid_fields: { user_id: [1] } } } });
  });
});

describe('storedBytes', () => {
  it('counts text in UTF-8 bytes, properties included, and a fixed size for the numbers', () => {
    const event: IngestedEvent = {
      insertId: null,
      eventType: 'Chat Sent',
      userId: null,
      deviceId: 'device-1',
      sessionId: 1,
      time: 2,
      eventProperties: null,
      userProperties: null,
      platform: null,
      osName: null,
      osVersion: null,
      deviceModel: null,
      language: null,
      library: null,
    };
    expect(storedBytes(event)).toBe(9 + 8 + 3 * 8);
    expect(storedBytes({ ...event, eventProperties: '{"a":"€"}' }) - storedBytes(event)).toBe(11);
  });
});
