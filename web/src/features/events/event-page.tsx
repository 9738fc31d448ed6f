import { useParams } from 'react-router';
import { ComingSoonPage } from '../../app/coming-soon-page.tsx';

/** `/events/{id}`. Arrives with its feature; until then it says so. */
export default function EventPage() {
  const { id } = useParams();
  return (
    <ComingSoonPage
      title="Event"
      ids={{ Event: id }}
      description="The event's details, its participants and its join link will show on this page."
    />
  );
}
