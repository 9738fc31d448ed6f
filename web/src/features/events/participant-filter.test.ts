import { describe, expect, it } from 'vitest';
import type { Participant } from '../../../../shared/api/participants.ts';
import { countByFilter, filterParticipants } from './participant-filter.ts';

function participant(
  id: string,
  state: Participant['state'],
  name: string | null,
  phoneNumber: string | null,
  email: string | null = null,
): Participant {
  return {
    id,
    eventId: 'e1',
    state,
    userId: state === 'joined' ? `u-${id}` : null,
    name,
    phoneNumber,
    email,
    contactHidden: false,
    deleted: false,
    invited: true,
    isHost: false,
    invitedAt: '2026-01-01T00:00:00Z',
    joinedAt: null,
    link: null,
    onboarding: null,
  };
}

const people = [
  participant('1', 'joined', 'José Álvarez', '+12025550101'),
  participant('2', 'invited', 'Mira Stone', null, 'mira@example.com'),
  participant('3', 'invited', null, '+12025550103'),
  participant('4', 'revoked', 'Old Friend', '+12025550104'),
];

describe('filterParticipants', () => {
  it('keeps one state', () => {
    expect(filterParticipants(people, 'invited', '').map((p) => p.id)).toEqual(['2', '3']);
    expect(filterParticipants(people, 'all', '').map((p) => p.id)).toEqual(['1', '2', '3', '4']);
  });

  it('searches names without accents, numbers without spaces, and emails', () => {
    expect(filterParticipants(people, 'all', 'jose').map((p) => p.id)).toEqual(['1']);
    expect(filterParticipants(people, 'all', '202 555 0103').map((p) => p.id)).toEqual(['3']);
    expect(filterParticipants(people, 'all', 'MIRA@').map((p) => p.id)).toEqual(['2']);
    expect(filterParticipants(people, 'joined', 'mira')).toEqual([]);
  });
});

describe('countByFilter', () => {
  it('counts each state and all', () => {
    expect(countByFilter(people)).toEqual({ all: 4, joined: 1, invited: 2, revoked: 1, removed: 0 });
  });
});
