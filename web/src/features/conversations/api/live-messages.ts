import type { Message } from '../../../../../shared/api/conversations.ts';
import { newestSequence } from '../merge-messages.ts';
import { useLiveConversation } from '../use-live-conversation.ts';
import { useReadMarking } from './use-read-marking.ts';
import { useMessageHistory } from './message-history.ts';

/**
 * A conversation's messages for a screen of another feature (the concierge call's transcript):
 * the history, then what arrives in real time, one per id, in order. The screen shows them all
 * as they come, so the viewer has read them: the read mark follows the newest.
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
  useReadMarking({ conversationId, enabled: true, newestSequence: newestSequence(messages), readMark: 0, newestOnScreen: true });
  return { status: history.status, messages, addMessage, retry: history.retry };
}

/** The call hears new messages through `messages`; it announces nothing itself. */
function ignoreIncoming() {}
