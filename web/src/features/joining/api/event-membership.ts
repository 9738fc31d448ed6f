import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetails } from '../../../../../shared/api/events.ts';
import { api, ApiError } from '../../../lib/api-client.ts';

/**
 * Whether the signed-in user is already in the event (member or host): the event answers only to
 * its members, hosts and admins, and 404 to anyone else, which here just means "not yet".
 */
export async function fetchEventMembership(eventId: string): Promise<EventDetails['viewer'] | null> {
  try {
    return (await api.get<EventDetails>(`/api/events/${encodeURIComponent(eventId)}`)).viewer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const eventMembershipQuery = (eventId: string) =>
  queryOptions({ queryKey: ['/api/events/membership', eventId], queryFn: () => fetchEventMembership(eventId) });

export function useEventMembership(eventId: string, enabled: boolean) {
  return useQuery({ ...eventMembershipQuery(eventId), enabled });
}
