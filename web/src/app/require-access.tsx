import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { authFailedMessage, useSession } from '../platform/session/use-session.ts';
import { Button } from '../ui/button.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { decideAccess, type RouteAccess } from './route-access.ts';
import { StatusPage } from './status-page.tsx';

/** Layout route that shows its children only to who may see them (the rule is `decideAccess`). */
export function RequireAccess({ access }: { access: Exclude<RouteAccess, 'public'> }) {
  const session = useSession();
  const location = useLocation();
  // Whether this guard has let a user in: set while rendering (how React remembers an earlier render),
  // it tells signing out here apart from arriving signed out.
  const [hadUser, setHadUser] = useState(false);

  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'failed') {
    return (
      <StatusPage
        title="Sign-in check failed"
        message={authFailedMessage}
        actions={<Button onClick={() => void session.refetch()}>Retry</Button>}
      />
    );
  }

  const decision = decideAccess(access, session.user, location);
  if (decision.kind === 'allow') {
    if (!hadUser) setHadUser(true);
    return <Outlet />;
  }
  // The user signed out while here ("Log out"): that goes to `/`, not back to this page later.
  if (hadUser && session.user === null) return <Navigate to="/" replace />;
  return <Navigate to={decision.to} replace />;
}
