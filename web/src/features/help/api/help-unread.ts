import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { conversationListQueryOptions } from '../../conversations/api/get-conversations.ts';
import { markReadOverHttp } from '../../conversations/api/mark-read.ts';

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

/**
 * The open help chat has shown the newest message: the read mark moves to it, and the server's
 * read event brings the count (on the Help button and in the header) down.
 */
export function useMarkHelpRead(conversationId: string | undefined, newestSequence: number | undefined): void {
  const marked = useRef(0);
  useEffect(() => {
    if (!conversationId || !newestSequence || newestSequence <= marked.current) return;
    marked.current = newestSequence;
    markReadOverHttp(conversationId, newestSequence).catch(() => {
      // Not marked: the next message tries again.
      marked.current = 0;
    });
  }, [conversationId, newestSequence]);
}
