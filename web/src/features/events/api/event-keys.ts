/**
 * Where the event endpoints are, and the query keys that cache them; each key's first element
 * is the path it loads.
 */

/** The app's page of an event (a route, not an endpoint). */
export function eventPagePath(eventId: string): string {
  return `/events/${encodeURIComponent(eventId)}`;
}

/** `/api/events/{id}`: the event itself, and the base of everything about it. */
export function eventApiPath(eventId: string): string {
  return `/api/events/${encodeURIComponent(eventId)}`;
}

export const eventKeys = {
  /** The events the user hosts or has joined. */
  mine: () => ['/api/events'] as const,
  /** One event with what the asker may do with it. */
  detail: (eventId: string) => [eventApiPath(eventId)] as const,
  /** Its participants, for hosts and admins. */
  participants: (eventId: string) => [`${eventApiPath(eventId)}/participants`] as const,
  /** Its hosts and (for hosts) the co-host invitations waiting for an answer. */
  hosts: (eventId: string) => [`${eventApiPath(eventId)}/hosts`] as const,
  /** Co-host invitations waiting for the user's answer. */
  receivedHostInvitations: () => ['/api/host-invitations'] as const,
  /** Whether the user may create events, and their newest creator request. */
  creatorStatus: () => ['/api/creator-requests/mine'] as const,
};
