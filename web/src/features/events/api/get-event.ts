import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetails } from '../../../../../shared/api/events.ts';
import { api } from '../../../lib/api-client.ts';
import { eventApiPath, eventKeys } from './event-keys.ts';

/** The event with what the asker may do with it (`viewer`); 404 for non-members, 400 for a malformed id. */
export function getEvent(eventId: string): Promise<EventDetails> {
  return api.get<EventDetails>(eventApiPath(eventId));
}

export function eventQueryOptions(eventId: string) {
  return queryOptions({ queryKey: eventKeys.detail(eventId), queryFn: () => getEvent(eventId) });
}

export function useEvent(eventId: string) {
  return useQuery(eventQueryOptions(eventId));
}
