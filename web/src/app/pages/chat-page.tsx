import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useCalls } from '../../features/calls/call-provider.tsx';
import { ConciergeCallScreen } from '../../features/concierge-call/concierge-call-screen.tsx';
import { useConversation } from '../../features/conversations/api/get-conversation.ts';
import { ChatScreen, type HeaderActions } from '../../features/conversations/chat-screen.tsx';
import { useBlocks } from '../../features/matching/api/blocks.ts';
import { ChatMatchActions } from '../../features/matching/chat-match-actions.tsx';
import { useMeetingCards } from '../../features/matching/meetings/use-meeting-cards.tsx';
import { HelpWidget } from '../../features/help/help-widget.tsx';
import { useSession } from '../../platform/session/use-session.ts';

/** Matching's "Matches" and "Block" in a direct chat's header (matching links to chats, so the chat cannot import it). */
const matchActions: HeaderActions = (conversation, viewerId) => <ChatMatchActions conversation={conversation} viewerId={viewerId} />;

/**
 * `/chat/{id}`: the chat, with calls and matching (features of their own) to act from it, the
 * pair's meetings as cards among the messages, and without a composer towards someone the viewer
 * blocked. `?startCall=true`
 * (from `/startCall/{id}`) starts a call once, then leaves the address. The guest's own
 * `concierge_voice` conversation is the call with the concierge instead (an admin reading it
 * along sees its messages as a chat).
 */
export default function ChatPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const conversation = useConversation(id);
  const { startCall } = useCalls();
  const [searchParams, setSearchParams] = useSearchParams();
  const blocks = useBlocks();
  const meetingCards = useMeetingCards(conversation.data, user?.id);
  const blockedUserIds = useMemo(
    () => new Set(blocks.data?.blocks.flatMap((block) => (block.kind === 'block' ? [block.user.id] : [])) ?? []),
    [blocks.data],
  );
  const dropStartCall = useCallback(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('startCall');
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);
  if (conversation.data?.kind === 'concierge_voice' && !conversation.data.readOnly && user) {
    return <ConciergeCallScreen key={id} conversationId={id} viewer={user} help={<HelpWidget live placement="inline" />} />;
  }
  return (
    <ChatScreen
      conversationId={id}
      mode="chat"
      startCallRequested={searchParams.get('startCall') === 'true'}
      onStartCallHandled={dropStartCall}
      startCall={startCall}
      headerActions={matchActions}
      blockedUserIds={blockedUserIds}
      timelineCards={meetingCards}
    />
  );
}
