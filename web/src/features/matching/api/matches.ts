import { queryOptions, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import type { MatchesResponse, MatchesSeen } from '../../../../../shared/api/matching.ts';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../platform/session/use-session.ts';
import { conversationListQueryOptions } from '../../conversations/api/get-conversations.ts';
import { matchesToTellAbout } from './matching-counts.ts';
import { matchingKeys, matchingPaths } from './matching-keys.ts';

/** The viewer's matches at an event, newest first, with the contact details each chose to share. */
export function getEventMatches(eventId: string): Promise<MatchesResponse> {
  return api.get<MatchesResponse>(matchingKeys.matches(eventId)[0]);
}

export function eventMatchesQueryOptions(eventId: string) {
  return queryOptions({ queryKey: matchingKeys.matches(eventId), queryFn: () => getEventMatches(eventId) });
}

/**
 * How many matches are new at each of these events and not yet taken up (`matchesToTellAbout`);
 * an event whose list has not loaded is missing. The matches are read afresh on each visit, as
 * the visits change them; the conversations are the signed-in layout's live list, so opening or
 * writing in a match's chat takes it out of the count at once.
 */
export function useNewMatchCounts(eventIds: readonly string[]): Map<string, number> {
  const { user } = useSession();
  const lists = useQueries({
    queries: eventIds.map((eventId) => ({ ...eventMatchesQueryOptions(eventId), refetchOnMount: 'always' as const })),
  });
  const conversations = useQuery({ ...conversationListQueryOptions(), enabled: user !== null }).data?.conversations;
  const counts = new Map<string, number>();
  if (!user || !conversations) return counts;
  eventIds.forEach((eventId, index) => {
    const list = lists[index]?.data;
    if (list) counts.set(eventId, matchesToTellAbout(list.matches, conversations, user.id).length);
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
