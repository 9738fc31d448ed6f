import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEvent, EventDetails } from '../../../../../shared/api/events.ts';
import { api } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export function createEvent(body: CreateEvent): Promise<EventDetails> {
  return api.post<EventDetails>('/api/events', body);
}

/** Creates the event; its page opens from the cache, and the user's event list is stale. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      void queryClient.invalidateQueries({ queryKey: eventKeys.mine(), exact: true });
    },
  });
}
