import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { AccountSettings } from '../../features/auth/settings/account-settings.tsx';
import { DetailsSettings } from '../../features/auth/settings/details-settings.tsx';
import { NotificationSettings } from '../../features/auth/settings/notification-settings.tsx';
import { PasskeySettings } from '../../features/auth/settings/passkey-settings.tsx';
import { PhotoSettings } from '../../features/auth/settings/photo-settings.tsx';
import { SessionSettings } from '../../features/auth/settings/session-settings.tsx';
import styles from '../../features/auth/settings/settings.module.css';
import { ContactSharingControl } from '../../features/matching/contact-sharing-control.tsx';
import { useDocumentTitle } from '../../ui/page.tsx';
import { Card } from '../../ui/card.tsx';
import { useSession } from '../../platform/session/use-session.ts';
import { LoadingScreen } from '../loading-screen.tsx';

/**
 * `/settings`: the user's profile (photo, name, email, LinkedIn), who sees what of it, how
 * Tandem reaches them, their passkeys, where they are signed in, and their data (download, delete). Sign-in asks these once; this is where they change afterwards.
 */
export default function SettingsPage() {
  const { user } = useSession();
  useDocumentTitle('Profile and settings');
  if (!user) return <LoadingScreen />;

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <Link to="/home" className={styles.backLink}>
          <ArrowLeft size={18} aria-hidden="true" />
          Home
        </Link>
        <h1>Profile and settings</h1>
        <p className={styles.lead}>Your details, who sees them, and how Tandem lets you know when something happens.</p>
      </div>
      <Card as="section" aria-labelledby="profile-title" className={styles.stack}>
        <h2 id="profile-title">Your profile</h2>
        <PhotoSettings user={user} />
        <DetailsSettings user={user} />
      </Card>
      <Card as="section" aria-labelledby="visibility-title" className={styles.stack}>
        <h2 id="visibility-title">Who sees what</h2>
        <ul className={styles.visibility}>
          <li>Everyone at your events sees your name, photo and dossier.</li>
          <li>
            The hosts of an event see your phone number and email only if you let them, which you choose when you join and change on the
            event's page.
          </li>
          <li>Your matches see the contact details you choose below. People only suggested to you never do.</li>
        </ul>
      </Card>
      <ContactSharingControl viewer={user} />
      <NotificationSettings user={user} />
      <PasskeySettings phoneNumber={user.phone_number} />
      <SessionSettings phoneNumber={user.phone_number} />
      <AccountSettings phoneNumber={user.phone_number} />
    </div>
  );
}
