import { useParams } from 'react-router';
import { ComingSoonPage } from '../../ui/coming-soon-page.tsx';

/** `/users/{userId}/events/{eventId}/connection-intelligence`. Arrives with its feature; until then it says so. */
export default function ConnectionIntelligencePage() {
  const { userId, eventId } = useParams();
  return (
    <ComingSoonPage
      title="Connection intelligence"
      ids={{ User: userId, Event: eventId }}
      description="The people Tandem suggests you meet at this event will show here, each with the reason they are worth meeting."
    />
  );
}
