import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSummary } from '../../../../../shared/api/events.ts';
import { api } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export type MyEvents = { events: EventSummary[] };

/** The events the user hosts or has joined: upcoming first, then past. */
export function getMyEvents(): Promise<MyEvents> {
  return api.get<MyEvents>(eventKeys.mine()[0]);
}

export function myEventsQueryOptions() {
  return queryOptions({ queryKey: eventKeys.mine(), queryFn: getMyEvents });
}

export function useMyEvents() {
  return useQuery(myEventsQueryOptions());
}
