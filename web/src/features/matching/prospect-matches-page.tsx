import { useParams } from 'react-router';
import { ComingSoonPage } from '../../ui/coming-soon-page.tsx';

/** `/events/{id}/prospectMatches`. Arrives with its feature; until then it says so. */
export default function ProspectMatchesPage() {
  const { id } = useParams();
  return (
    <ComingSoonPage
      title="Prospect matches"
      ids={{ Event: id }}
      description="Your prospects and matches at this event will show on this page."
    />
  );
}
