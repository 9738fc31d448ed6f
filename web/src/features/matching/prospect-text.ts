import type { BlockKind, NotInterestedReason, Prospect, ProspectsStatus } from '../../../../shared/api/matching.ts';
import { displayName } from '../../lib/display-name.ts';
import { peopleToMeet } from './api/matching-counts.ts';

/** The reasons a guest may give for passing, as the buttons say them. */
export const notInterestedReasons: readonly { reason: NotInterestedReason; label: string }[] = [
  { reason: 'not_relevant', label: 'Not relevant' },
  { reason: 'already_know', label: 'Already know them' },
  { reason: 'not_now', label: 'Not now' },
];

/** "Dana" of "Dana Levi", for short sentences; "them" reads better than "Someone" mid-sentence. */
export function firstNameOf(person: { name: string | null }): string {
  return person.name?.trim().split(/\s+/)[0] || 'them';
}

export function introducedByText(introducedBy: Prospect['introducedBy']): string | null {
  if (!introducedBy) return null;
  return introducedBy.name?.trim() ? `Introduced by ${introducedBy.name.trim()}` : 'Introduced by a host';
}

/** What the card says about the viewer's answer; null while they have not answered. */
export function answerText(prospect: Pick<Prospect, 'interest' | 'matched' | 'user'>): string | null {
  const first = firstNameOf(prospect.user);
  if (prospect.matched) return `You and ${first} both said yes: you're matched.`;
  if (prospect.interest === 'INTERESTED') {
    return `You said yes. If ${first === 'them' ? 'they say' : `${first} says`} yes too, you're matched and can chat.`;
  }
  if (prospect.interest === 'NOT_INTERESTED') return `You passed on ${displayName(prospect.user)}. They won't know.`;
  return null;
}

/** The line under an event on the prospects page: how far its list is, and what waits for the viewer. */
export function eventProspectsSummary({
  status,
  prospects,
  matchCount,
}: {
  status: ProspectsStatus;
  prospects: readonly Pick<Prospect, 'interest' | 'matched'>[];
  matchCount: number;
}): string {
  if (status === 'no_dossier') return 'Finish your dossier to see whom to meet here.';
  if (status === 'computing' && prospects.length === 0) return 'Finding people for you…';
  const toMeet = peopleToMeet(prospects);
  if (toMeet.length === 0 && matchCount === 0) {
    return prospects.length === 0 ? 'Nobody to suggest yet.' : 'Nobody left to meet: you passed on everyone suggested so far.';
  }
  const parts: string[] = [];
  if (toMeet.length > 0) parts.push(toMeet.length === 1 ? '1 person to meet' : `${toMeet.length} people to meet`);
  const unanswered = toMeet.filter((prospect) => prospect.interest === null).length;
  if (unanswered > 0) parts.push(`${unanswered} waiting for your answer`);
  if (matchCount > 0) parts.push(matchCount === 1 ? '1 match' : `${matchCount} matches`);
  return parts.join(' · ');
}

/** What a list says out loud when someone leaves it, hidden or blocked. */
export function blockedText(name: string, kind: BlockKind): string {
  return `${name} ${kind === 'block' ? 'blocked' : 'hidden'}. Undo from your prospects page.`;
}
