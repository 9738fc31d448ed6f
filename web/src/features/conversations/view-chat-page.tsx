import { useParams } from 'react-router';
import { ChatScreen } from './chat-screen.tsx';

/** `/viewChat/{id}`: the same chat, read-only, for an admin. The server decides who may see it. */
export default function ViewChatPage() {
  const { id = '' } = useParams();
  return <ChatScreen conversationId={id} mode="admin-view" />;
}
