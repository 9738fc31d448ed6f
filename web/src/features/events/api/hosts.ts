import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddHost, EventDetails, HostInvitationAnswer, HostsAnswer, ReceivedHostInvitation } from '../../../../../shared/api/events.ts';
import { api } from '../../../lib/api-client.ts';
import { useRealtimeEvent } from '../../../platform/realtime/realtime-provider.tsx';
import { eventApiPath, eventKeys } from './event-keys.ts';

/** The event's hosts and, for its hosts, the co-host invitations still waiting for an answer. */
export function getHosts(eventId: string): Promise<HostsAnswer> {
  return api.get<HostsAnswer>(eventKeys.hosts(eventId)[0]);
}

export function useHosts(eventId: string) {
  return useQuery(queryOptions({ queryKey: eventKeys.hosts(eventId), queryFn: () => getHosts(eventId) }));
}

/** Invites a co-host by phone number or from the participants: they co-host once they accept. */
export function inviteHost({ eventId, host }: { eventId: string; host: AddHost }): Promise<HostsAnswer> {
  return api.post<HostsAnswer>(`${eventApiPath(eventId)}/hosts`, host);
}

export function removeHost({ eventId, userId }: { eventId: string; userId: string }): Promise<HostsAnswer> {
  return api.delete<HostsAnswer>(`${eventApiPath(eventId)}/hosts/${encodeURIComponent(userId)}`);
}

export function withdrawHostInvitation({ eventId, invitationId }: { eventId: string; invitationId: string }): Promise<HostsAnswer> {
  return api.delete<HostsAnswer>(`${eventApiPath(eventId)}/host-invitations/${encodeURIComponent(invitationId)}`);
}

/** The answer goes into the hosts query and the cached event; the participants' host marks are refetched. */
function useHostsMutation<Input extends { eventId: string }>(mutationFn: (input: Input) => Promise<HostsAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer, { eventId }) => {
      queryClient.setQueryData(eventKeys.hosts(eventId), answer);
      queryClient.setQueryData<EventDetails>(eventKeys.detail(eventId), (event) => (event ? { ...event, hosts: answer.hosts } : event));
      void queryClient.invalidateQueries({ queryKey: eventKeys.participants(eventId) });
    },
  });
}

export function useInviteHost() {
  return useHostsMutation(inviteHost);
}

export function useRemoveHost() {
  return useHostsMutation(removeHost);
}

export function useWithdrawHostInvitation() {
  return useHostsMutation(withdrawHostInvitation);
}

/** Co-host invitations waiting for the signed-in user's answer. */
export function getReceivedHostInvitations(): Promise<{ invitations: ReceivedHostInvitation[] }> {
  return api.get<{ invitations: ReceivedHostInvitation[] }>(eventKeys.receivedHostInvitations()[0]);
}

/**
 * The user's co-host invitations, kept current: a new one arrives as a notification over the
 * real-time connection and reloads the list at once, as does a new connection.
 */
export function useReceivedHostInvitations() {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: eventKeys.receivedHostInvitations() });
  useRealtimeEvent('notification.created', ({ notification }) => {
    if (notification.kind === 'host_invitation') reload();
  });
  useRealtimeEvent('hello', reload);
  return useQuery({
    queryKey: eventKeys.receivedHostInvitations(),
    queryFn: getReceivedHostInvitations,
    refetchOnMount: 'always',
  });
}

/** Accepts or declines; accepting puts the event among the user's events. */
export function useAnswerHostInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitationId, answer }: { invitationId: string; answer: 'accept' | 'decline' }) =>
      api.post<HostInvitationAnswer>(`/api/host-invitations/${encodeURIComponent(invitationId)}/${answer}`),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.receivedHostInvitations() });
      if (answer.state === 'accepted') {
        void queryClient.invalidateQueries({ queryKey: eventKeys.mine() });
        void queryClient.invalidateQueries({ queryKey: eventKeys.detail(answer.eventId) });
      }
    },
  });
}
