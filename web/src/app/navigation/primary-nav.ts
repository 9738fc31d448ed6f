import type { ConversationSummary } from '../../../../shared/api/conversations.ts';

/** The parts of the app the header's navigation names; every signed-in page belongs to one, or to none. */
export type NavSection = 'home' | 'people' | 'chats' | 'admin';

const sectionPatterns: [RegExp, NavSection][] = [
  [/^\/(admin)(\/|$)|^\/events\/[^/]+\/table\/?$/, 'admin'],
  [/^\/(chat|viewChat|startCall)\//, 'chats'],
  [
    /^\/prospects\/?$|^\/users\/[^/]+\/events\/[^/]+\/connection-intelligence\/?$|^\/events\/[^/]+\/(prospectMatches|newMatches)\/?$/,
    'people',
  ],
  [/^\/(home|dossier|events|viewEvent|users)(\/|$)/, 'home'],
];

/** Where a path sits in the navigation, so the header can mark it. */
export function navSectionOf(pathname: string): NavSection | null {
  return sectionPatterns.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/**
 * Where "Chats" leads: the conversation with the newest message, or else the newest conversation
 * (the list comes oldest first), or else the concierge's chat; null when there is none yet.
 */
export function chatsTarget(
  conversations: readonly ConversationSummary[] | undefined,
  conciergeConversationId: string | null,
): string | null {
  let newest: ConversationSummary | undefined;
  for (const conversation of conversations ?? []) {
    const at = conversation.lastMessage?.createdAt ?? -1;
    if (!newest || at >= (newest.lastMessage?.createdAt ?? -1)) newest = conversation;
  }
  const id = newest?.id ?? conciergeConversationId;
  return id ? `/chat/${encodeURIComponent(id)}` : null;
}
