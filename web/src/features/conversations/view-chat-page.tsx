import { useParams } from 'react-router';
import { ComingSoonPage } from '../../app/coming-soon-page.tsx';

/** `/viewChat/{id}`: the chat in admin-view mode (read-only). Arrives with chat; until then it says so. */
export default function ViewChatPage() {
  const { id } = useParams();
  return (
    <ComingSoonPage
      title="Chat"
      ids={{ Conversation: id }}
      description="A read-only view of this conversation, as the Tandem team sees it, will show on this page."
    />
  );
}
