import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationSummary } from '../../../../../shared/api/conversations.ts';
import { conversationKeys } from './conversation-keys.ts';

/** One conversation with its members and their read marks; refused or not found as a `QueryLoadError`. */
export function conversationQueryOptions(conversationId: string) {
  return queryOptions<ConversationSummary>({ queryKey: conversationKeys.detail(conversationId) });
}

/** The conversation as cached: loaded once, then shared by the chat and the call screens. */
export function useConversation(conversationId: string) {
  return useQuery(conversationQueryOptions(conversationId));
}
