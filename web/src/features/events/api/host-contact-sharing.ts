import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventDetails, HostContactSharing } from '../../../../../shared/api/events.ts';
import { api } from '../../../lib/api-client.ts';
import { eventApiPath, eventKeys } from './event-keys.ts';

/** A member's choice: the event's hosts see their phone number and email, or not. The cached event takes the answer. */
export function useSetHostContactSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, shareWithHosts }: { eventId: string; shareWithHosts: boolean }) =>
      api.put<HostContactSharing>(`${eventApiPath(eventId)}/contactSharing`, { shareWithHosts }),
    onSuccess: ({ shareWithHosts }, { eventId }) => {
      queryClient.setQueryData<EventDetails>(eventKeys.detail(eventId), (event) =>
        event ? { ...event, viewer: { ...event.viewer, sharesContactWithHosts: shareWithHosts } } : event,
      );
    },
  });
}
