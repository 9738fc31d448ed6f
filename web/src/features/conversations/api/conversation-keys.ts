/**
 * Where the conversation endpoints are, and the query keys that cache them. A key's first element
 * is the path the app's default loader GETs (`defaultQueryFn` in `lib/api-client.ts`), so the
 * list and a single conversation load without a fetcher of their own.
 */

/** The app's page of a conversation (a route, not an endpoint). */
export function chatPath(conversationId: string): string {
  return `/chat/${encodeURIComponent(conversationId)}`;
}

export function conversationPath(conversationId: string): string {
  return `/api/conversations/${encodeURIComponent(conversationId)}`;
}

export const conversationKeys = {
  /** The viewer's conversations with unread counts. */
  list: () => ['/api/conversations/'] as const,
  /** One conversation: its members and their read marks. */
  detail: (conversationId: string) => [conversationPath(conversationId)] as const,
  /** Its messages, loaded page by page. */
  history: (conversationId: string) => [`${conversationPath(conversationId)}/messages`] as const,
};
