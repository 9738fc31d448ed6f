import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Participation } from '../../../../../shared/api/events.ts';
import { api } from '../../../lib/api-client.ts';
import { eventApiPath, eventKeys } from '../../events/api/event-keys.ts';
import { readHostSharingChoice } from '../host-sharing-choice.ts';
import type { JoinLink } from '../join-link.ts';
import { joiningKeys } from './joining-keys.ts';

/**
 * Joins the event (through a personal link when there is a hash), with the guest's answer on the
 * join card about sharing their contact details with the hosts; joining again changes nothing.
 */
export function joinEvent({ eventId, memberHash }: JoinLink): Promise<Participation> {
  return api.post<Participation>(`${eventApiPath(eventId)}/join`, {
    ...(memberHash ? { memberHash } : {}),
    shareContactWithHosts: readHostSharingChoice(eventId),
  });
}

/** After joining, the home list and the event's own queries are out of date. */
export function useJoinEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinEvent,
    onSuccess: (_participation, link) => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: joiningKeys.membership(link.eventId) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.detail(link.eventId) });
    },
  });
}
