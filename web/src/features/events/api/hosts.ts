import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddHost, EventDetails, EventHost } from '../../../../../shared/api/events.ts';
import { api } from '../../../lib/api-client.ts';
import { eventQueryKey } from './get-event.ts';
import { participantsQueryKey } from './participants.ts';

type HostsAnswer = { hosts: EventHost[] };

/** Adds a co-host by phone number (an existing account) or from the participants. */
export function addHost({ eventId, host }: { eventId: string; host: AddHost }): Promise<HostsAnswer> {
  return api.post<HostsAnswer>(`${eventQueryKey(eventId)[0]}/hosts`, host);
}

export function removeHost({ eventId, userId }: { eventId: string; userId: string }): Promise<HostsAnswer> {
  return api.delete<HostsAnswer>(`${eventQueryKey(eventId)[0]}/hosts/${encodeURIComponent(userId)}`);
}

/** The new host list goes into the cached event; the participants' host marks are refetched. */
function useHostsMutation<Input extends { eventId: string }>(mutationFn: (input: Input) => Promise<HostsAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ hosts }, { eventId }) => {
      queryClient.setQueryData<EventDetails>(eventQueryKey(eventId), (event) => (event ? { ...event, hosts } : event));
      void queryClient.invalidateQueries({ queryKey: participantsQueryKey(eventId) });
    },
  });
}

export function useAddHost() {
  return useHostsMutation(addHost);
}

export function useRemoveHost() {
  return useHostsMutation(removeHost);
}
