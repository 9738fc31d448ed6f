import { describe, expect, it } from 'vitest';
import type { EventDetails } from '../../../../shared/api/events.ts';
import { eventContextOf, eventLoadErrorRedirect } from './event-context.ts';

describe('eventContextOf', () => {
  it('carries the event context analytics sends', () => {
    const event = {
      id: 'e1',
      name: 'Founders dinner',
      startsAt: '2026-12-01T18:00:00+01:00',
      multiDay: false,
      hostName: 'Dana Levi',
      hosts: [
        { userId: 'u1', name: 'Dana Levi', pictureId: null, role: 'creator' },
        { userId: 'u2', name: null, pictureId: null, role: 'cohost' },
        { userId: 'u3', name: 'Ori Tal', pictureId: null, role: 'cohost' },
      ],
    } as EventDetails;
    expect(eventContextOf(event)).toEqual({
      event_id: 'e1',
      event_name: 'Founders dinner',
      event_host_name: 'Dana Levi',
      event_hosts: ['Dana Levi', 'Ori Tal'],
      event_start_date: '2026-12-01T18:00:00+01:00',
      event_is_multi_day: false,
    });
  });
});

describe('eventLoadErrorRedirect', () => {
  it('sends 404 and 400 to the error screen with their exact texts', () => {
    expect(eventLoadErrorRedirect(404, '/events/abc')).toEqual({
      code: 404,
      message: "The event you're looking for doesn't exist or has been removed.",
    });
    expect(eventLoadErrorRedirect(400, '/viewEvent/%%%')).toEqual({
      code: 400,
      message: 'There was a problem with this event request. The event information may be invalid or corrupt.',
    });
  });

  it('leaves other failures, and a user already on home, where they are', () => {
    expect(eventLoadErrorRedirect(500, '/events/abc')).toBeNull();
    expect(eventLoadErrorRedirect(0, '/events/abc')).toBeNull();
    expect(eventLoadErrorRedirect(404, '/home')).toBeNull();
  });
});
