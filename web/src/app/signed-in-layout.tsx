import { useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import type { CurrentUser } from '../../../shared/api/users.ts';
import { useSession } from '../features/session/use-session.ts';
import { Button } from '../ui/button.tsx';
import { TandemLogo } from '../ui/logo.tsx';
import styles from './signed-in-layout.module.css';

function initialsOf(name: string | null): string {
  if (!name) return '';
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

function Avatar({ user }: { user: CurrentUser }) {
  // The name is shown beside the picture, so the picture itself needs no text alternative.
  if (user.picture_id) {
    return <img className={styles.avatar} src={`/api/pictures/${encodeURIComponent(user.picture_id)}`} alt="" />;
  }
  return (
    <span className={`${styles.avatar} ${styles.initials}`} aria-hidden="true">
      {initialsOf(user.name)}
    </span>
  );
}

/** Every signed-in page: a slim header with the way home, who is signed in and "Log out". */
export function SignedInLayout() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  async function handleLogout() {
    setLoggingOut(true);
    await logout();
    await navigate('/', { replace: true });
  }

  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <Link to="/home" className={styles.homeLink} aria-label="Tandem home">
          <TandemLogo size="small" />
        </Link>
        <div className={styles.account}>
          {user && (
            <div className={styles.person}>
              <Avatar user={user} />
              {user.name && <span className={styles.name}>{user.name}</span>}
            </div>
          )}
          <Button variant="secondary" size="small" loading={loggingOut} onClick={() => void handleLogout()}>
            <LogOut size={16} aria-hidden="true" />
            Log out
          </Button>
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
