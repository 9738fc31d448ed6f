import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { MatchesResponse } from '../../../../../shared/api/matching.ts';
import { api } from '../../../lib/api-client.ts';
import { matchingKeys, matchingPaths } from './matching-keys.ts';

/** The viewer's matches at an event, newest first, with the contact details each chose to share. */
export function getEventMatches(eventId: string): Promise<MatchesResponse> {
  return api.get<MatchesResponse>(matchingKeys.matches(eventId)[0]);
}

export function eventMatchesQueryOptions(eventId: string) {
  return queryOptions({ queryKey: matchingKeys.matches(eventId), queryFn: () => getEventMatches(eventId) });
}

/** Matches are made by other people's answers: every visit reads them afresh. */
export function useEventMatches(eventId: string) {
  return useQuery({ ...eventMatchesQueryOptions(eventId), refetchOnMount: 'always' });
}

/**
 * Records this visit: the matches made after it are the next visit's new ones. The list on screen
 * keeps its "new" marks; the next load has none.
 */
export function useMarkMatchesSeen() {
  return useMutation({ mutationFn: (eventId: string) => api.post<unknown>(matchingPaths.matchesSeen(eventId)) });
}
