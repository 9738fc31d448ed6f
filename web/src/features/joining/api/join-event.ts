import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Participation } from '../../../../../shared/api/events.ts';
import { api } from '../../../lib/api-client.ts';
import type { JoinLink } from '../join-link.ts';

/** Joins the event (through a personal link when there is a hash); joining again changes nothing. */
export function joinEvent({ eventId, memberHash }: JoinLink): Promise<Participation> {
  return api.post<Participation>(`/api/events/${encodeURIComponent(eventId)}/join`, memberHash ? { memberHash } : {});
}

/** After joining, the home list and the event's own queries are out of date. */
export function useJoinEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinEvent,
    onSuccess: (_participation, link) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/events'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/events/membership', link.eventId] });
      void queryClient.invalidateQueries({ queryKey: [`/api/events/${link.eventId}`] });
    },
  });
}
