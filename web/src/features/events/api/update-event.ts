import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventDetails, UpdateEvent } from '../../../../../shared/api/events.ts';
import { api } from '../../../lib/api-client.ts';
import { eventApiPath, eventKeys } from './event-keys.ts';

export function updateEvent({ eventId, changes }: { eventId: string; changes: UpdateEvent }): Promise<EventDetails> {
  return api.patch<EventDetails>(eventApiPath(eventId), changes);
}

/** Saves the edit form; the answer replaces the cached event. */
export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      void queryClient.invalidateQueries({ queryKey: eventKeys.mine(), exact: true });
    },
  });
}
