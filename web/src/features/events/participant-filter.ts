import type { Participant } from '../../../../shared/api/participants.ts';

/**
 * The host's participant list narrowed down, so hundreds of invitees stay usable on a phone:
 * one state at a time and a search over name, phone number and email.
 */

export type ParticipantFilter = 'all' | 'joined' | 'invited' | 'revoked' | 'removed';

export const participantFilters: { value: ParticipantFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'joined', label: 'Joined' },
  { value: 'invited', label: 'Not yet joined' },
  { value: 'revoked', label: 'Revoked' },
  { value: 'removed', label: 'Removed' },
];

/** Lower case, without accents or spaces, so "José" finds "jose" and "+1 202" finds "+1202…". */
function searchable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s().-]/g, '');
}

export function filterParticipants(participants: readonly Participant[], filter: ParticipantFilter, query: string): Participant[] {
  const needle = searchable(query);
  return participants.filter((participant) => {
    if (filter !== 'all' && participant.state !== filter) return false;
    if (needle === '') return true;
    return [participant.name, participant.phoneNumber, participant.email].some(
      (value) => value !== null && searchable(value).includes(needle),
    );
  });
}

/** How many participants each filter shows. */
export function countByFilter(participants: readonly Participant[]): Record<ParticipantFilter, number> {
  const counts: Record<ParticipantFilter, number> = { all: participants.length, joined: 0, invited: 0, revoked: 0, removed: 0 };
  for (const participant of participants) counts[participant.state] += 1;
  return counts;
}
