import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationSummary } from '../../../../shared/api/conversations.ts';
import { useRealtimeEvent } from '../../platform/realtime/realtime-provider.tsx';
import { conversationKeys } from './api/conversation-keys.ts';
import { conversationListQueryOptions } from './api/get-conversations.ts';
import { withMessage, withReadMark } from './unread-counts.ts';

/**
 * The viewer's conversations with their unread counts, kept current by the real-time events
 * every tab receives, and loaded again on each (re)connection, as events before it were missed.
 */
export function useConversationList(viewerId: string): ConversationSummary[] | undefined {
  const queryClient = useQueryClient();
  const query = useQuery(conversationListQueryOptions());

  function apply(change: (list: readonly ConversationSummary[]) => ConversationSummary[] | null) {
    const { queryKey } = conversationListQueryOptions();
    const current = queryClient.getQueryData(queryKey);
    // A list on its way may have been read before this event: it would overwrite the change, so load it again.
    const next = current && queryClient.isFetching({ queryKey }) === 0 ? change(current.conversations) : null;
    if (next === null) void queryClient.invalidateQueries({ queryKey: conversationKeys.list() });
    else queryClient.setQueryData(queryKey, { conversations: next });
  }

  useRealtimeEvent('message', (event) => apply((list) => withMessage(list, event.message, viewerId)));
  useRealtimeEvent('ack', (event) => apply((list) => withMessage(list, event.message, viewerId)));
  useRealtimeEvent('read', (event) => {
    if (event.userId === viewerId) apply((list) => withReadMark(list, event, viewerId));
  });
  // Whatever happened before this connection (or while it was down) was not heard: count again.
  useRealtimeEvent('hello', () => void queryClient.invalidateQueries({ queryKey: conversationKeys.list() }));

  return query.data?.conversations;
}
