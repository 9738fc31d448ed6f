import { useParams } from 'react-router';
import { ComingSoonPage } from '../../ui/coming-soon-page.tsx';

/**
 * `/users/{userId}/events/{eventId}` and its `/profile` and `/connections` views, one page.
 * Arrives with its feature; until then it says so.
 */
export default function UserEventPage() {
  const { userId, eventId } = useParams();
  return (
    <ComingSoonPage
      title="Event details"
      ids={{ User: userId, Event: eventId }}
      description="Your details for this event, your profile as other participants see it, and your connections there will show on this page."
    />
  );
}
