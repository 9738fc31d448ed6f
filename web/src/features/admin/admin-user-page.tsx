import { useParams } from 'react-router';
import { ComingSoonPage } from '../../ui/coming-soon-page.tsx';

/** `/admin/users/{userId}`. Arrives with its feature; until then it says so. */
export default function AdminUserPage() {
  const { userId } = useParams();
  return (
    <ComingSoonPage title="User" ids={{ User: userId }} description="This user's account, events and activity will show here for admins." />
  );
}
