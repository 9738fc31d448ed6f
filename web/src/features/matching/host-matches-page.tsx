import { useParams } from 'react-router';
import { ComingSoonPage } from '../../ui/coming-soon-page.tsx';

/** `/users/{userId}/events/{eventId}/hostMatches`. Arrives with its feature; until then it says so. */
export default function HostMatchesPage() {
  const { userId, eventId } = useParams();
  return (
    <ComingSoonPage
      title="Host matches"
      ids={{ User: userId, Event: eventId }}
      description="As a host, you will see the matches among your guests here and introduce people to each other directly."
    />
  );
}
