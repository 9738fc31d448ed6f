import { ButtonLink } from '../../ui/button.tsx';
import { StatusPage } from '../status-page.tsx';

/**
 * `/account-deleted`: where deleting an account ends. The person is signed out by then, so the
 * page is public; it says plainly that the account is gone and leads back to the start.
 */
export default function AccountDeletedPage() {
  return (
    <StatusPage
      title="Your account has been deleted"
      message="Your profile, photos, voice notes and dossier are gone, and you are signed out on every device. Thank you for using Tandem."
      actions={<ButtonLink to="/">Back to Tandem</ButtonLink>}
    />
  );
}
