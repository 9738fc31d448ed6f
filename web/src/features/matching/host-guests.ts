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
