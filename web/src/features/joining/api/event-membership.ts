import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetails } from '../../../../../shared/api/events.ts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { eventApiPath } from '../../events/api/event-keys.ts';
import { joiningKeys } from './joining-keys.ts';

/**
 * Whether the signed-in user is already in the event (member or host): the event answers only to
 * its members, hosts and admins, and 404 to anyone else, which here just means "not yet".
 */
export async function getEventMembership(eventId: string): Promise<EventDetails['viewer'] | null> {
  try {
    return (await api.get<EventDetails>(eventApiPath(eventId))).viewer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function eventMembershipQueryOptions(eventId: string) {
  return queryOptions({ queryKey: joiningKeys.membership(eventId), queryFn: () => getEventMembership(eventId) });
}

export function useEventMembership(eventId: string, enabled: boolean) {
  return useQuery({ ...eventMembershipQueryOptions(eventId), enabled });
}
