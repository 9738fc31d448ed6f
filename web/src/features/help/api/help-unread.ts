import { useQuery } from '@tanstack/react-query';
import { conversationListQueryOptions } from '../../conversations/api/get-conversations.ts';

/**
 * The team's replies not read yet, from the viewer's conversation list (the header keeps it
 * current from the tab's socket): what the Help button shows while the chat is closed. A guest's
 * only help conversation is their own.
 */
export function useHelpUnread(enabled: boolean): number {
  const list = useQuery({ ...conversationListQueryOptions(), enabled });
  if (!enabled) return 0;
  return (list.data?.conversations ?? []).reduce((count, summary) => count + (summary.kind === 'help' ? summary.unreadCount : 0), 0);
}
