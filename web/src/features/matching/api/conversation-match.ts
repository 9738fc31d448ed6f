import { useQueries, useQuery } from '@tanstack/react-query';
import type { Match, MatchesResponse } from '../../../../../shared/api/matching.ts';
import { eventMatchesQueryOptions } from './matches.ts';
import { prospectsAcrossEventsQueryOptions } from './prospects.ts';

/**
 * The newest match whose chat is this conversation, or null when none is (a conversation an
 * admin opened, or one whose match ended). Two people matched at several events share one chat.
 */
export function newestMatchOfConversation(lists: readonly (MatchesResponse | undefined)[], conversationId: string): Match | null {
  let newest: Match | null = null;
  for (const list of lists) {
    for (const match of list?.matches ?? []) {
      if (match.conversationId === conversationId && (newest === null || match.createdAt > newest.createdAt)) newest = match;
    }
  }
  return newest;
}

/**
 * The match behind a direct conversation, found through the viewer's events that have matches;
 * `undefined` while loading. Only those events' matches are read.
 */
export function useMatchOfConversation(conversationId: string, enabled: boolean): Match | null | undefined {
  const acrossEvents = useQuery({ ...prospectsAcrossEventsQueryOptions(), enabled });
  const eventIds = (acrossEvents.data?.events ?? []).filter((group) => group.matchCount > 0).map((group) => group.event.id);
  const matchLists = useQueries({ queries: eventIds.map((eventId) => ({ ...eventMatchesQueryOptions(eventId), enabled })) });
  if (!enabled) return null;
  if (acrossEvents.isError) return null;
  if (!acrossEvents.data || matchLists.some((list) => list.isPending)) return undefined;
  return newestMatchOfConversation(
    matchLists.map((list) => list.data),
    conversationId,
  );
}
