import { describe, expect, it } from 'vitest';
import type { EventPreview } from '../../../../shared/api/events.ts';
import { ApiError } from '../../lib/api-client.ts';
import { eventContextFromPreview, eventPath, joinLinkFrom, joinProblemFrom } from './join-link.ts';

const preview: EventPreview = {
  id: 'e1',
  name: 'Founders dinner',
  hostNames: ['Ana Ruiz', 'Ben Ode'],
  startsAt: '2026-12-01T18:00:00+01:00',
  endsAt: '2026-12-01T21:00:00+01:00',
  timeZone: 'Europe/Paris',
  multiDay: false,
  place: 'Paris',
  isOnline: false,
  isFull: false,
  isOver: false,
  invitee: null,
};

describe('joinLinkFrom', () => {
  it('reads the event id and the member hash', () => {
    expect(joinLinkFrom('e1', '?memberHash=abc')).toEqual({ eventId: 'e1', memberHash: 'abc' });
    expect(joinLinkFrom('e1', '')).toEqual({ eventId: 'e1', memberHash: null });
    expect(joinLinkFrom('e1', '?memberHash=%20')).toEqual({ eventId: 'e1', memberHash: null });
  });

  it('is null off a join page', () => {
    expect(joinLinkFrom(undefined, '?memberHash=abc')).toBeNull();
  });
});

describe('joinProblemFrom', () => {
  it('tells an unusable event from an unusable personal link, keeping the server sentence', () => {
    expect(joinProblemFrom(new ApiError(404, 'event_not_found', 'Gone.'))).toMatchObject({ kind: 'event', message: 'Gone.' });
    expect(joinProblemFrom(new ApiError(400, 'invalid_event_id', 'Bad.'))).toMatchObject({ kind: 'event' });
    for (const code of [
      'invalid_member_hash',
      'member_hash_not_found',
      'member_hash_wrong_event',
      'invitation_revoked',
      'member_hash_used',
    ]) {
      expect(joinProblemFrom(new ApiError(400, code, 'No.'))).toMatchObject({ kind: 'link', message: 'No.' });
    }
    expect(joinProblemFrom(new ApiError(409, 'event_full', 'Full.'))).toEqual({
      kind: 'other',
      title: 'This event is full',
      message: 'Full.',
    });
  });

  it('has a sentence for anything else', () => {
    expect(joinProblemFrom(new Error('boom')).message).toBe('Something went wrong. Please try again.');
  });
});

describe('eventContextFromPreview', () => {
  it('gives the event context analytics sends, the first host as host name', () => {
    expect(eventContextFromPreview(preview)).toEqual({
      event_id: 'e1',
      event_name: 'Founders dinner',
      event_host_name: 'Ana Ruiz',
      event_hosts: ['Ana Ruiz', 'Ben Ode'],
      event_start_date: '2026-12-01T18:00:00+01:00',
      event_is_multi_day: false,
    });
  });
});

describe('eventPath', () => {
  it('encodes the id', () => {
    expect(eventPath('a/b')).toBe('/events/a%2Fb');
  });
});
