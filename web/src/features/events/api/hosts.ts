import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddHost, EventDetails, EventHost } from '../../../../../shared/api/events.ts';
import { api } from '../../../lib/api-client.ts';
import { eventApiPath, eventKeys } from './event-keys.ts';

type HostsAnswer = { hosts: EventHost[] };

/** Adds a co-host by phone number (an existing account) or from the participants. */
export function addHost({ eventId, host }: { eventId: string; host: AddHost }): Promise<HostsAnswer> {
  return api.post<HostsAnswer>(`${eventApiPath(eventId)}/hosts`, host);
}

export function removeHost({ eventId, userId }: { eventId: string; userId: string }): Promise<HostsAnswer> {
  return api.delete<HostsAnswer>(`${eventApiPath(eventId)}/hosts/${encodeURIComponent(userId)}`);
}

/** The new host list goes into the cached event; the participants' host marks are refetched. */
function useHostsMutation<Input extends { eventId: string }>(mutationFn: (input: Input) => Promise<HostsAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ hosts }, { eventId }) => {
      queryClient.setQueryData<EventDetails>(eventKeys.detail(eventId), (event) => (event ? { ...event, hosts } : event));
      void queryClient.invalidateQueries({ queryKey: eventKeys.participants(eventId) });
    },
  });
}

export function useAddHost() {
  return useHostsMutation(addHost);
}

export function useRemoveHost() {
  return useHostsMutation(removeHost);
}
