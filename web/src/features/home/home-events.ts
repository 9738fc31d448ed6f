import type { MyCreatorStatus } from '../../../../shared/api/creator-requests.ts';
import type { EventSummary } from '../../../../shared/api/events.ts';

/** The home list in two parts, keeping the server's order (soonest upcoming first, latest past first). */
export function splitByTime(events: readonly EventSummary[]): { upcoming: EventSummary[]; past: EventSummary[] } {
  return { upcoming: events.filter((event) => !event.isPast), past: events.filter((event) => event.isPast) };
}

/** A host who also joined is shown as hosting: that is what they do there. */
export function roleBadge(event: Pick<EventSummary, 'isHost' | 'isMember'>): 'Hosting' | 'Attending' {
  return event.isHost ? 'Hosting' : 'Attending';
}

export function participantCountText(count: number, isPast: boolean): string {
  if (count === 0) return isPast ? 'Nobody joined' : 'Nobody has joined yet';
  const people = count === 1 ? '1 person' : `${count} people`;
  return isPast ? `${people} joined` : `${people} going`;
}

export type CreatorRequestNotice =
  { requestId: string; outcome: 'approved' } | { requestId: string; outcome: 'denied'; reason: string | null };

/**
 * Home tells the user once how their newest creator request ended, until they dismiss it; a
 * pending request or none at all needs no notice.
 */
export function creatorRequestNotice(status: MyCreatorStatus | undefined, dismissedId: string | null): CreatorRequestNotice | null {
  const request = status?.request;
  if (!request || request.id === dismissedId) return null;
  if (request.status === 'approved') return { requestId: request.id, outcome: 'approved' };
  if (request.status === 'denied') return { requestId: request.id, outcome: 'denied', reason: request.denialReason?.trim() || null };
  return null;
}
