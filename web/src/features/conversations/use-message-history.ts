import { useCallback, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Message } from '../../../../shared/api/conversations.ts';
import { fetchHistoryPage, historyKey } from './conversations-api.ts';
import { mergeMessages } from './merge-messages.ts';

export interface MessageHistory {
  /** Every loaded page, oldest first. */
  messages: Message[];
  status: 'pending' | 'error' | 'success';
  /** Older messages exist on the server. */
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  loadOlder(): void;
  retry(): void;
}

/**
 * The conversation's history over HTTP: the newest page first, older pages as the person
 * scrolls up. Dropped when the chat closes, so opening it again starts from the newest page.
 */
export function useMessageHistory(conversationId: string): MessageHistory {
  const query = useInfiniteQuery({
    queryKey: historyKey(conversationId),
    queryFn: ({ pageParam }) => fetchHistoryPage(conversationId, pageParam),
    initialPageParam: null as number | null,
    // Pages run newest to oldest; the next one ends just before the oldest message held.
    getNextPageParam: (page) => (page.hasMore ? (page.messages[0]?.sequence ?? undefined) : undefined),
    gcTime: 0,
  });
  const pages = query.data?.pages;
  const messages = useMemo(() => mergeMessages(...(pages ?? []).map((page) => page.messages)), [pages]);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = query;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return {
    messages,
    status: query.status,
    hasOlder: hasNextPage,
    loadingOlder: isFetchingNextPage,
    olderFailed: isFetchNextPageError,
    loadOlder,
    retry: () => void refetch(),
  };
}
