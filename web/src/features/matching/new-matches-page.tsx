import { useParams } from 'react-router';
import { ComingSoonPage } from '../../ui/coming-soon-page.tsx';

/** `/events/{id}/newMatches`. Arrives with its feature; until then it says so. */
export default function NewMatchesPage() {
  const { id } = useParams();
  return <ComingSoonPage title="New matches" ids={{ Event: id }} description="Your newest matches at this event will show on this page." />;
}
