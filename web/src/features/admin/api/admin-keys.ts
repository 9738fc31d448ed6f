import type { TableView } from '../event-table-params.ts';

/**
 * The query keys of the admin pages. Where a key is a path (the dashboard's), the fetcher GETs
 * that path; the others are names with the ids and view they depend on.
 */
export const adminKeys = {
  /** Every event, newest start first, optionally only those whose name contains `search`. */
  events: (search: string, limit: number) => {
    const query = new URLSearchParams({ limit: String(limit) });
    if (search) query.set('q', search);
    return [`/api/admin/events?${query.toString()}`] as const;
  },
  /** The analytics of the last `days` UTC days. */
  analyticsSummary: (days: number) => [`/api/admin/analytics/summary?days=${days}`] as const,
  /** Any one event's details and hosts. */
  event: (eventId: string) => ['/api/admin/events', eventId] as const,
  creatorRequests: () => ['/api/admin/creator-requests'] as const,
  /** People, newest first, a page at a time, filtered by a search and a role. */
  users: (query: string, role: string) => ['/api/admin/users', { query, role }] as const,
  /** One person's account, events, matches, sessions and audit log. */
  user: (userId: string) => ['/api/admin/users', userId] as const,
  /** An event's participant table, as sorted and filtered by `view`. */
  eventTable: (eventId: string, view: TableView) => ['/api/events/table', eventId, view] as const,
};
