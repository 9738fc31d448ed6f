import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useCalls } from '../../features/calls/call-provider.tsx';
import { ChatScreen } from '../../features/conversations/chat-screen.tsx';

/**
 * `/chat/{id}`: the chat, with calls (a feature of its own) to start from it. `?startCall=true`
 * (from `/startCall/{id}`) starts a call once, then leaves the address.
 */
export default function ChatPage() {
  const { id = '' } = useParams();
  const { startCall } = useCalls();
  const [searchParams, setSearchParams] = useSearchParams();
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
  return (
    <ChatScreen
      conversationId={id}
      mode="chat"
      startCallRequested={searchParams.get('startCall') === 'true'}
      onStartCallHandled={dropStartCall}
      startCall={startCall}
    />
  );
}
