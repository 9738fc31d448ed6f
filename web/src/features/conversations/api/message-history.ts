import { useCallback, useMemo } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryPage, Message } from '../../../../../shared/api/conversations.ts';
import { api } from '../../../lib/api-client.ts';
import { mergeMessages } from '../merge-messages.ts';
import { conversationKeys } from './conversation-keys.ts';

/** The newest page of history, or the page before `before`. */
export function fetchHistoryPage(conversationId: string, before: number | null): Promise<HistoryPage> {
  const cursor = before === null ? '' : `?before=${before}`;
  return api.get<HistoryPage>(`${conversationKeys.history(conversationId)[0]}${cursor}`);
}

/**
 * The history as pages, newest first; the next page ends just before the oldest message held.
 * Dropped when the chat closes, so opening it again starts from the newest page.
 */
export function messageHistoryQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.history(conversationId),
    queryFn: ({ pageParam }) => fetchHistoryPage(conversationId, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.hasMore ? (page.messages[0]?.sequence ?? undefined) : undefined),
    gcTime: 0,
  });
}

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

/** The conversation's history over HTTP: the newest page first, older pages as the person scrolls up. */
export function useMessageHistory(conversationId: string): MessageHistory {
  const query = useInfiniteQuery(messageHistoryQueryOptions(conversationId));
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
