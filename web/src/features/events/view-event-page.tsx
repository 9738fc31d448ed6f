import { useParams } from 'react-router';
import { ComingSoonPage } from '../../app/coming-soon-page.tsx';

/** `/viewEvent/{id}`: read-only. Arrives with its feature; until then it says so. */
export default function ViewEventPage() {
  const { id } = useParams();
  return (
    <ComingSoonPage
      title="Event"
      ids={{ Event: id }}
      description="A read-only view of this event's details will show on this page."
    />
  );
}
