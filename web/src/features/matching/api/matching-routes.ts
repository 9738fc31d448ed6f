/**
 * The app's matchmaking pages (routes, not endpoints): the one place their addresses are built,
 * for matching's own links and for other features' (home, app's redirects). It sits in api/, the
 * only part of a feature others may import, as conversations' `chatPath` does; app/router.tsx
 * declares the same paths as patterns.
 */

const segment = (value: string) => encodeURIComponent(value);

/** `/users/{userId}/events/{eventId}/connection-intelligence`: the viewer's prospects at an event. */
export function connectionIntelligenceRoute(userId: string, eventId: string): string {
  return `/users/${segment(userId)}/events/${segment(eventId)}/connection-intelligence`;
}

/** `/events/{id}/prospectMatches`, `?from=chat` when opened from a chat (for analytics). */
export function prospectMatchesRoute(eventId: string, from: 'page' | 'chat' = 'page'): string {
  return `/events/${segment(eventId)}/prospectMatches${from === 'chat' ? '?from=chat' : ''}`;
}

/** `/events/{id}/newMatches`: the matches made since the viewer last looked. */
export function newMatchesRoute(eventId: string): string {
  return `/events/${segment(eventId)}/newMatches`;
}

/** `/users/{userId}/events/{eventId}/hostMatches`: the host's view of an event's matches. */
export function hostMatchesRoute(userId: string, eventId: string): string {
  return `/users/${segment(userId)}/events/${segment(eventId)}/hostMatches`;
}

export const prospectsRoute = '/prospects';
