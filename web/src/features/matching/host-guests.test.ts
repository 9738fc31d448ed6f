import { describe, expect, it } from 'vitest';
import type { Participant } from '../../../../shared/api/participants.ts';
import { introducibleGuests, introductionOutcome, pairText } from './host-guests.ts';

function participant(overrides: Partial<Participant>): Participant {
  return {
    id: 'p',
    eventId: 'e1',
    state: 'joined',
    userId: 'u',
    name: 'Someone',
    phoneNumber: null,
    email: null,
    contactHidden: false,
    deleted: false,
    invited: false,
    isHost: false,
    invitedAt: null,
    joinedAt: null,
    link: null,
    onboarding: null,
    ...overrides,
  };
}

describe('introducibleGuests', () => {
  it('keeps joined people with an account, sorted by name', () => {
    expect(
      introducibleGuests([
        participant({ userId: 'u3', name: 'Zoe Park' }),
        participant({ userId: null, state: 'invited', name: 'Invited Ivy' }),
        participant({ userId: 'u4', state: 'removed', name: 'Removed Rob' }),
        participant({ userId: 'u1', name: 'Ana Lima', isHost: true }),
        participant({ userId: 'u2', name: null }),
      ]),
    ).toEqual([
      { userId: 'u1', name: 'Ana Lima' },
      { userId: 'u2', name: 'Someone' },
      { userId: 'u3', name: 'Zoe Park' },
    ]);
  });
});

describe('pairText', () => {
  it('names both', () => {
    expect(pairText([{ name: 'Dana Levi' }, { name: null }])).toBe('Dana Levi and Someone');
  });
});

describe('introductionOutcome', () => {
  const pair = (a: string, b: string) => ({ users: [{ id: a }, { id: b }] as const });

  it('finds the match of the two introduced, in either order', () => {
    expect(introductionOutcome(pair('ana', 'cleo'), [pair('ben', 'ana'), pair('cleo', 'ana')])).toBe('matched');
    expect(introductionOutcome(pair('ana', 'cleo'), [pair('ana', 'ben')])).toBe('waiting');
  });
});
