import AdminUserPage from '../../features/admin/admin-user-page.tsx';
import { DossierForAdmin } from '../../features/dossier/dossier-for-admin.tsx';

/** The dossier feature's read-only view, for the admin's page about a person (admin cannot import dossier). */
const dossier = (userId: string) => <DossierForAdmin userId={userId} />;

/** `/admin/users/{userId}`: the person, with their dossier. */
export default function AdminUserPageWithDossier() {
  return <AdminUserPage dossier={dossier} />;
}
