import { useParams, useSearchParams } from 'react-router';
import { ComingSoonPage } from '../../app/coming-soon-page.tsx';

/** `/chat/{id}`, and `?startCall=true` from `/startCall/{id}`. Arrives with chat; until then it says so. */
export default function ChatPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <ComingSoonPage
      title="Chat"
      ids={{ Conversation: id }}
      description="Your conversation with this match — messages, voice notes and calls — will show on this page."
    >
      {searchParams.get('startCall') === 'true' && <p>This link asks to start a call. Calls arrive together with chat.</p>}
    </ComingSoonPage>
  );
}
