import { queryOptions } from '@tanstack/react-query';
import type { ConversationSummary } from '../../../../../shared/api/conversations.ts';
import { conversationKeys } from './conversation-keys.ts';

export type ConversationList = { conversations: ConversationSummary[] };

/** The viewer's conversations with their unread counts, most recently active first. */
export function conversationListQueryOptions() {
  return queryOptions<ConversationList>({ queryKey: conversationKeys.list() });
}
