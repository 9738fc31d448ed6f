import type { Message } from '../../../../../shared/api/conversations.ts';
import { useLiveConversation } from '../use-live-conversation.ts';
import { useMessageHistory } from './message-history.ts';

/**
 * A conversation's messages for a screen of another feature (the concierge call's transcript):
 * the history, then what arrives in real time, one per id, in order.
 */
export function useConversationMessages({
  conversationId,
  viewerId,
  memberIds,
}: {
  conversationId: string;
  viewerId: string;
  memberIds: readonly string[];
}): { status: 'pending' | 'error' | 'success'; messages: Message[]; addMessage(message: Message): void; retry(): void } {
  const history = useMessageHistory(conversationId);
  const { messages, addMessage } = useLiveConversation({
    conversationId,
    viewerId,
    memberIds,
    history: history.messages,
    historyLoaded: history.status === 'success',
    onIncoming: ignoreIncoming,
  });
  return { status: history.status, messages, addMessage, retry: history.retry };
}

/** The call hears new messages through `messages`; it announces nothing itself. */
function ignoreIncoming() {}
