import { useQueryClient } from '@tanstack/react-query';
import type { Match } from '../../../../shared/api/matching.ts';
import { useRealtimeEvent } from '../../platform/realtime/realtime-provider.tsx';
import { eventMatchesQueryOptions } from './api/matches.ts';

/**
 * Celebrates a match made at this event while the page is open (the other person's yes arrived):
 * `match.created` names only the match, so the event's matches are read to show who it is with.
 * The lists themselves stay current through the signed-in layout's `useLiveMatchingLists`.
 */
export function useCelebrateLiveMatch(eventId: string, celebrate: (match: Match) => void) {
  const queryClient = useQueryClient();
  useRealtimeEvent('match.created', (created) => {
    if (created.eventId !== eventId) return;
    queryClient.fetchQuery({ ...eventMatchesQueryOptions(eventId), staleTime: 0 }).then(
      ({ matches }) => {
        const made = matches.find((each) => each.id === created.matchId);
        if (made) celebrate(made);
      },
      // Not shown, then: the list still gets the match.
      () => undefined,
    );
  });
}
