import type { ConversationSummary, HistoryPage } from '../../../../shared/api/conversations.ts';
import { api } from '../../lib/api-client.ts';

/** The conversation endpoints the chat uses, and the query keys that cache them. */

/** The viewer's conversations with unread counts; the default loader GETs it. */
export const conversationListKey = ['/api/conversations/'] as const;
export type ConversationList = { conversations: ConversationSummary[] };

export function conversationPath(conversationId: string): string {
  return `/api/conversations/${encodeURIComponent(conversationId)}`;
}

/** One conversation (members, read marks); the default loader GETs it. */
export function conversationKey(conversationId: string) {
  return [conversationPath(conversationId)] as const;
}

export function historyKey(conversationId: string) {
  return [`${conversationPath(conversationId)}/messages`] as const;
}

/** The newest page of history, or the page before `before`. */
export function fetchHistoryPage(conversationId: string, before: number | null): Promise<HistoryPage> {
  const cursor = before === null ? '' : `?before=${before}`;
  return api.get<HistoryPage>(`${conversationPath(conversationId)}/messages${cursor}`);
}

/** The HTTP way to move the read mark, for when the real-time connection is down. */
export function markReadOverHttp(conversationId: string, sequence: number): Promise<{ lastReadSequence: number }> {
  return api.post(`${conversationPath(conversationId)}/read`, { sequence });
}
