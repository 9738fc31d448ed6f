import type { Participant } from '../../../../shared/api/participants.ts';
import { displayName } from '../../lib/display-name.ts';

export type GuestOption = { userId: string; name: string };

/** Whom a host can introduce: joined participants with an account, by name. */
export function introducibleGuests(participants: readonly Participant[]): GuestOption[] {
  return participants
    .flatMap((participant) =>
      participant.state === 'joined' && participant.userId ? [{ userId: participant.userId, name: displayName(participant) }] : [],
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** "Dana Levi and Ben Okafor". */
export function pairText(users: readonly [{ name: string | null }, { name: string | null }]): string {
  return `${displayName(users[0])} and ${displayName(users[1])}`;
}

const pairKey = (users: readonly [{ id: string }, { id: string }]) => [users[0].id, users[1].id].sort().join(' ');

/** Whether the two a host introduced went on to match (at this event, in whichever order). */
export function introductionOutcome(
  introduction: { users: readonly [{ id: string }, { id: string }] },
  matches: readonly { users: readonly [{ id: string }, { id: string }] }[],
): 'matched' | 'waiting' {
  const pair = pairKey(introduction.users);
  return matches.some((match) => pairKey(match.users) === pair) ? 'matched' : 'waiting';
}
