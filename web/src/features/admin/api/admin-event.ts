import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetails } from '../../../../../shared/api/events.ts';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** Any event's details and hosts, for admins. */
export function getAdminEvent(eventId: string): Promise<EventDetails> {
  return api.get<EventDetails>(`/api/admin/events/${encodeURIComponent(eventId)}`);
}

export function adminEventQueryOptions(eventId: string) {
  return queryOptions({ queryKey: adminKeys.event(eventId), queryFn: () => getAdminEvent(eventId) });
}

export function useAdminEvent(eventId: string) {
  return useQuery(adminEventQueryOptions(eventId));
}
