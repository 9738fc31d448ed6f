import { describe, expect, it } from 'vitest';
import type { MyCreatorStatus } from '../../../../shared/api/creator-requests.ts';
import type { EventSummary } from '../../../../shared/api/events.ts';
import { creatorRequestNotice, participantCountText, roleBadge, splitByTime } from './home-events.ts';

const event = (id: string, isPast: boolean): EventSummary => ({
  id,
  name: id,
  startsAt: '2026-12-01T18:00:00Z',
  endsAt: '2026-12-01T20:00:00Z',
  timeZone: 'UTC',
  multiDay: false,
  place: null,
  onlineUrl: null,
  hostNames: [],
  participantCount: 0,
  isHost: false,
  isMember: true,
  isPast,
});

const status = (request: Partial<NonNullable<MyCreatorStatus['request']>> | null): MyCreatorStatus => ({
  canCreateEvents: false,
  isCreator: false,
  request: request && {
    id: 'r1',
    userId: 'u1',
    message: 'Dinners',
    status: 'pending',
    denialReason: null,
    createdAt: '2026-01-01T00:00:00Z',
    decidedAt: null,
    ...request,
  },
});

describe('splitByTime', () => {
  it('puts upcoming before past and keeps the order within each', () => {
    const { upcoming, past } = splitByTime([event('a', false), event('p1', true), event('b', false), event('p2', true)]);
    expect(upcoming.map((e) => e.id)).toEqual(['a', 'b']);
    expect(past.map((e) => e.id)).toEqual(['p1', 'p2']);
  });
});

describe('roleBadge and participantCountText', () => {
  it('shows hosting over attending', () => {
    expect(roleBadge({ isHost: true, isMember: true })).toBe('Hosting');
    expect(roleBadge({ isHost: false, isMember: true })).toBe('Attending');
  });

  it('counts people in the right tense', () => {
    expect(participantCountText(0, false)).toBe('Nobody has joined yet');
    expect(participantCountText(1, false)).toBe('1 person going');
    expect(participantCountText(12, true)).toBe('12 people joined');
  });
});

describe('creatorRequestNotice', () => {
  it('tells an approved or denied outcome, with the reason when given', () => {
    expect(creatorRequestNotice(status({ status: 'approved' }), null)).toEqual({ requestId: 'r1', outcome: 'approved' });
    expect(creatorRequestNotice(status({ status: 'denied', denialReason: ' Not now ' }), null)).toEqual({
      requestId: 'r1',
      outcome: 'denied',
      reason: 'Not now',
    });
    expect(creatorRequestNotice(status({ status: 'denied', denialReason: '' }), null)).toMatchObject({ reason: null });
  });

  it('says nothing for a pending request, no request, or one dismissed', () => {
    expect(creatorRequestNotice(status({ status: 'pending' }), null)).toBeNull();
    expect(creatorRequestNotice(status(null), null)).toBeNull();
    expect(creatorRequestNotice(undefined, null)).toBeNull();
    expect(creatorRequestNotice(status({ status: 'approved' }), 'r1')).toBeNull();
  });
});
