import { eventApiPath } from '../../events/api/event-keys.ts';

/**
 * Where the matchmaking endpoints are, and the query keys that cache them; each key's first
 * element is the path it loads.
 */

const prospectsPath = (eventId: string) => `${eventApiPath(eventId)}/prospects`;
const matchesPath = (eventId: string) => `${eventApiPath(eventId)}/matches`;

export const matchingKeys = {
  /** The viewer's prospects at one event, best first, with the list's status. */
  prospects: (eventId: string) => [prospectsPath(eventId)] as const,
  /** The viewer's matches at one event, newest first. */
  matches: (eventId: string) => [matchesPath(eventId)] as const,
  /** The viewer's prospects at every event they joined, grouped by event. */
  acrossEvents: () => ['/api/prospects'] as const,
  /** Every match and introduction of an event, for its hosts. */
  hostMatches: (eventId: string) => [`${eventApiPath(eventId)}/hostMatches`] as const,
  /** The people the viewer hid or blocked. */
  blocks: () => ['/api/blocks'] as const,
  /** Which of the viewer's contact details a match reveals. */
  contactSharing: () => ['/api/users/me/contactSharing'] as const,
  /** The meetings two matches arrange in their chat, and the events they can meet at. */
  meetings: (conversationId: string) => [`/api/conversations/${encodeURIComponent(conversationId)}/meetings`] as const,
};

export const matchingPaths = {
  interest: (eventId: string, prospectId: string) => `${prospectsPath(eventId)}/${encodeURIComponent(prospectId)}/interest`,
  matchesSeen: (eventId: string) => `${matchesPath(eventId)}/seen`,
  introductions: (eventId: string) => `${eventApiPath(eventId)}/introductions`,
  block: (userId: string) => `/api/blocks/${encodeURIComponent(userId)}`,
  meeting: (meetingId: string) => `/api/meetings/${encodeURIComponent(meetingId)}`,
};

/**
 * Whether a cached query holds prospects or matches (of any event, or across events): what a
 * block or a new match can change anywhere.
 */
export function isProspectsOrMatchesKey(queryKey: readonly unknown[]): boolean {
  const path = queryKey[0];
  if (typeof path !== 'string') return false;
  return path === matchingKeys.acrossEvents()[0] || /^\/api\/events\/[^/]+\/(prospects|matches|hostMatches)$/.test(path);
}
