import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSummary } from '../../../../../shared/api/events.ts';
import { api } from '../../../lib/api-client.ts';

export type MyEvents = { events: EventSummary[] };

/** The events the user hosts or has joined: upcoming first, then past. */
export function fetchMyEvents(): Promise<MyEvents> {
  return api.get<MyEvents>('/api/events');
}

export const myEventsQuery = queryOptions({ queryKey: ['/api/events'], queryFn: fetchMyEvents });

export function useMyEvents() {
  return useQuery(myEventsQuery);
}
