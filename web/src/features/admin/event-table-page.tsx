import { useParams } from 'react-router';
import { ComingSoonPage } from '../../app/coming-soon-page.tsx';

/** `/events/{id}/table` (admins only). Arrives with its feature; until then it says so. */
export default function EventTablePage() {
  const { id } = useParams();
  return (
    <ComingSoonPage
      title="Event table"
      ids={{ Event: id }}
      description="The full table of this event's participants will show here for admins."
    />
  );
}
