import { useParams } from 'react-router';
import { ComingSoonPage } from '../../app/coming-soon-page.tsx';

/** `/admin/events/{eventId}`. Arrives with its feature; until then it says so. */
export default function AdminEventPage() {
  const { eventId } = useParams();
  return (
    <ComingSoonPage
      title="Event"
      ids={{ Event: eventId }}
      description="This event's details will show here for admins."
    />
  );
}
