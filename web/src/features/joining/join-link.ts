import type { EventPreview } from '../../../../shared/api/events.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { EventContextProperties } from '../../platform/analytics/track.ts';

/** What a join page is about: the event from the path and the personal link's hash, if any. */
export type JoinLink = { eventId: string; memberHash: string | null };

export function joinLinkFrom(eventId: string | undefined, search: string): JoinLink | null {
  if (eventId === undefined) return null;
  const memberHash = new URLSearchParams(search).get('memberHash')?.trim();
  return { eventId, memberHash: memberHash ? memberHash : null };
}

/** Where a member of the event goes. */
export function eventPath(eventId: string): string {
  return `/events/${encodeURIComponent(eventId)}`;
}

/** The server's answers that mean the event itself cannot be shown. */
const eventProblemCodes = new Set(['event_not_found', 'invalid_event_id']);
/** The server's answers that mean the personal link cannot be used (the event is fine). */
const linkProblemCodes = new Set([
  'invalid_member_hash',
  'member_hash_not_found',
  'member_hash_wrong_event',
  'invitation_revoked',
  'removed_from_event',
  'member_hash_used',
]);

export type JoinProblem = { kind: 'event' | 'link' | 'other'; title: string; message: string };

const fallbackMessage = 'Something went wrong. Please try again.';

/** A failed preview or join, as the page explains it: the server's sentence under a short title. */
export function joinProblemFrom(error: unknown): JoinProblem {
  if (!(error instanceof ApiError)) return { kind: 'other', title: "We couldn't open this event", message: fallbackMessage };
  const message = error.message.trim() || fallbackMessage;
  if (eventProblemCodes.has(error.code)) return { kind: 'event', title: 'This event link does not work', message };
  if (linkProblemCodes.has(error.code)) return { kind: 'link', title: 'This personal link cannot be used', message };
  if (error.code === 'event_full') return { kind: 'other', title: 'This event is full', message };
  return { kind: 'other', title: "We couldn't open this event", message };
}

/** The event context analytics sends with a join page's screens, from what the public preview tells. */
export function eventContextFromPreview(preview: EventPreview): EventContextProperties {
  return {
    event_id: preview.id,
    event_name: preview.name,
    event_host_name: preview.hostNames[0] ?? '',
    event_hosts: preview.hostNames,
    event_start_date: preview.startsAt,
    event_is_multi_day: preview.multiDay,
  };
}
