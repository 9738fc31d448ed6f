import { useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { CallProvider } from '../features/calls/call-provider.tsx';
import { UnreadBadge } from '../features/conversations/unread-badge.tsx';
import { useLiveMatchingLists } from '../features/matching/api/live-matching-lists.ts';
import { NotificationBell } from '../features/notifications/notification-bell.tsx';
import { MicrophoneProvider } from '../platform/microphone/use-microphone.tsx';
import { RealtimeProvider, useRealtimeEvent } from '../platform/realtime/realtime-provider.tsx';
import { useSession } from '../platform/session/use-session.ts';
import { Avatar } from '../ui/avatar.tsx';
import { Button } from '../ui/button.tsx';
import { TandemLogo } from '../ui/logo.tsx';
import { HelpSlot } from './help-slot.tsx';
import { PrimaryNav } from './navigation/primary-nav.tsx';
import styles from './signed-in-layout.module.css';

/**
 * Every signed-in page: a slim header with the way home, the unread count, the main navigation
 * (a second row on phones), who is signed in (their profile and settings) and "Log out". Around them the tab's real-time connection (leaving these pages, as signing out
 * does, closes it), the microphone permission dialog, calls, which ring on any page, and the
 * matchmaking lists kept current (a chat's header reads them too).
 */
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
    <RealtimeProvider>
      <MicrophoneProvider>
        <CallProvider>
          <LiveMatchingLists />
          <SessionEndWatcher />
          <div className={styles.layout}>
            <header className={styles.header}>
              <div className={styles.start}>
                <Link to="/home" className={styles.homeLink} aria-label="Tandem home">
                  <TandemLogo size="small" />
                </Link>
                {user && <UnreadBadge viewerId={user.id} />}
                {user && <NotificationBell />}
              </div>
              {user && <PrimaryNav user={user} />}
              <div className={styles.account}>
                {user && (
                  <NavLink to="/settings" className={styles.person}>
                    <Avatar name={user.name} pictureId={user.picture_id} size="small" />
                    {user.name && <span className={styles.name}>{user.name}</span>}
                    <span className="visually-hidden"> (profile and settings)</span>
                  </NavLink>
                )}
                <Button variant="secondary" size="small" className={styles.logout} loading={loggingOut} onClick={() => void handleLogout()}>
                  <LogOut size={16} aria-hidden="true" />
                  Log out
                </Button>
              </div>
            </header>
            <main className={styles.main}>
              <Outlet />
            </main>
            <HelpSlot area="signed-in" />
          </div>
        </CallProvider>
      </MicrophoneProvider>
    </RealtimeProvider>
  );
}

/** Inside the real-time connection, which the layout itself provides. */
function LiveMatchingLists() {
  useLiveMatchingLists();
  return null;
}

/**
 * When the server ends this session (signed out elsewhere, revoked or blocked by an admin), the
 * session is read again: it is gone, so the guarded pages send the person to sign in.
 */
function SessionEndWatcher() {
  const { refetch } = useSession();
  useRealtimeEvent('session.revoked', () => void refetch());
  return null;
}
