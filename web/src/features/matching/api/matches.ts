import { queryOptions, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import type { MatchesResponse, MatchesSeen } from '../../../../../shared/api/matching.ts';
import { api } from '../../../lib/api-client.ts';
import { matchingKeys, matchingPaths } from './matching-keys.ts';

/** The viewer's matches at an event, newest first, with the contact details each chose to share. */
export function getEventMatches(eventId: string): Promise<MatchesResponse> {
  return api.get<MatchesResponse>(matchingKeys.matches(eventId)[0]);
}

export function eventMatchesQueryOptions(eventId: string) {
  return queryOptions({ queryKey: matchingKeys.matches(eventId), queryFn: () => getEventMatches(eventId) });
}

/**
 * How many matches are new (made since the viewer's last visit to them) at each of these events;
 * an event whose list has not loaded is missing. Read afresh on each visit, as the visits change it.
 */
export function useNewMatchCounts(eventIds: readonly string[]): Map<string, number> {
  const lists = useQueries({
    queries: eventIds.map((eventId) => ({ ...eventMatchesQueryOptions(eventId), refetchOnMount: 'always' as const })),
  });
  const counts = new Map<string, number>();
  eventIds.forEach((eventId, index) => {
    const list = lists[index]?.data;
    if (list) counts.set(eventId, list.matches.filter((match) => match.isNew).length);
  });
  return counts;
}

/** Matches are made by other people's answers: every visit reads them afresh. */
export function useEventMatches(eventId: string) {
  return useQuery({ ...eventMatchesQueryOptions(eventId), refetchOnMount: 'always' });
}

/**
 * Records this visit up to the newest match it showed (`seenAt`): the matches made after that are
 * the next visit's new ones. The list on screen keeps its "new" marks; the next load has none.
 */
export function useMarkMatchesSeen() {
  return useMutation({
    mutationFn: ({ eventId, seenAt }: { eventId: string } & MatchesSeen) =>
      api.post<MatchesSeen>(matchingPaths.matchesSeen(eventId), { seenAt } satisfies MatchesSeen),
  });
}
