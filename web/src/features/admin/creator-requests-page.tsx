import { ComingSoonPage } from '../../app/coming-soon-page.tsx';

/** `/admin/creatorRequests`. Arrives with its feature; until then it says so. */
export default function CreatorRequestsPage() {
  return (
    <ComingSoonPage
      title="Creator requests"
      description="Requests from users who want to host events will be listed here for approval."
    />
  );
}
