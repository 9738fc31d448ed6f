import { ComingSoonPage } from '../../app/coming-soon-page.tsx';

/** `/admin`. Arrives with its feature; until then it says so. */
export default function AdminDashboardPage() {
  return (
    <ComingSoonPage
      title="Admin"
      description="The admin dashboard — users, events, creator requests and help chats — will be here."
    />
  );
}
