import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetails } from '../../../../shared/api/events.ts';
import { api } from '../../lib/api-client.ts';

/** Any event's details and hosts, for admins. */
export function fetchAdminEvent(eventId: string): Promise<EventDetails> {
  return api.get<EventDetails>(`/api/admin/events/${encodeURIComponent(eventId)}`);
}

export const adminEventQuery = (eventId: string) =>
  queryOptions({ queryKey: ['/api/admin/events', eventId], queryFn: () => fetchAdminEvent(eventId) });

export function useAdminEvent(eventId: string) {
  return useQuery(adminEventQuery(eventId));
}
