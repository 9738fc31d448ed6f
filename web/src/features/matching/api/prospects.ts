import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  Prospect,
  ProspectsAcrossEvents,
  ProspectsResponse,
  SetInterest,
  SetInterestResponse,
} from '../../../../../shared/api/matching.ts';
import { api } from '../../../lib/api-client.ts';
import { track, type ProspectInterestProperties } from '../../../platform/analytics/track.ts';
import { matchingKeys, matchingPaths } from './matching-keys.ts';

/** The viewer's prospects at an event, best first; 404 when they have not joined it. */
export function getEventProspects(eventId: string): Promise<ProspectsResponse> {
  return api.get<ProspectsResponse>(matchingKeys.prospects(eventId)[0]);
}

/** Recomputed out of this page's sight (people join, dossiers change): every visit reads it afresh. */
export function useEventProspects(eventId: string) {
  return useQuery({
    queryKey: matchingKeys.prospects(eventId),
    queryFn: () => getEventProspects(eventId),
    refetchOnMount: 'always',
  });
}

export function getProspectsAcrossEvents(): Promise<ProspectsAcrossEvents> {
  return api.get<ProspectsAcrossEvents>(matchingKeys.acrossEvents()[0]);
}

export function prospectsAcrossEventsQueryOptions() {
  return queryOptions({ queryKey: matchingKeys.acrossEvents(), queryFn: getProspectsAcrossEvents });
}

/** The viewer's prospects at every event they joined, grouped by event. */
export function useProspectsAcrossEvents() {
  return useQuery({ ...prospectsAcrossEventsQueryOptions(), refetchOnMount: 'always' });
}

export type SetInterestInput = {
  eventId: string;
  prospectId: string;
  body: SetInterest;
  /** `Prospect Interest Marked`, sent once the answer is saved. */
  tracked: ProspectInterestProperties;
};

/** Interested, not interested (with an optional reason), or `interest: null` to take it back. */
export function setInterest({ eventId, prospectId, body }: SetInterestInput): Promise<SetInterestResponse> {
  return api.put<SetInterestResponse>(matchingPaths.interest(eventId, prospectId), body);
}

/**
 * A saved answer replaces its card at once. A list on its way (a live update's reload) may have
 * been read before the answer: it would bring the old answer back, so it is loaded again instead.
 */
export function showAnswer(queryClient: QueryClient, eventId: string, prospect: Prospect) {
  const queryKey = matchingKeys.prospects(eventId);
  if (queryClient.isFetching({ queryKey, exact: true }) > 0) {
    void queryClient.invalidateQueries({ queryKey, exact: true });
    return;
  }
  queryClient.setQueryData<ProspectsResponse>(queryKey, (current) =>
    current ? { ...current, prospects: current.prospects.map((each) => (each.id === prospect.id ? prospect : each)) } : current,
  );
}

/**
 * The answered prospect shows at once, and the answer is tracked (here, so a card that leaves the
 * list meanwhile still reports it); a match it completed makes the event's matches stale. A
 * refusal (an undo after a match: 409) reloads the list, which then shows the match.
 */
export function useSetInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInterest,
    onSuccess: ({ prospect, match }, { eventId, tracked }) => {
      showAnswer(queryClient, eventId, prospect);
      track.prospectInterestMarked(tracked);
      void queryClient.invalidateQueries({ queryKey: matchingKeys.acrossEvents(), exact: true });
      if (match) void queryClient.invalidateQueries({ queryKey: matchingKeys.matches(eventId), exact: true });
    },
    onError: (_error, { eventId }) => queryClient.invalidateQueries({ queryKey: matchingKeys.prospects(eventId), exact: true }),
  });
}
