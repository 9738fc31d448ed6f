import type { JoinLink } from '../join-link.ts';

/**
 * The query keys of the join pages. Each query has a fetcher of its own, so its key is a name
 * rather than the path the default loader would GET.
 */
export const joiningKeys = {
  /** The public preview of an event, with the personal link's invitee when there is a hash. */
  preview: ({ eventId, memberHash }: JoinLink) => ['/api/events/preview', eventId, memberHash] as const,
  /** Whether the signed-in user is already in the event. */
  membership: (eventId: string) => ['/api/events/membership', eventId] as const,
};
