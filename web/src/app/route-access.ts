import { signInRedirectTarget } from './redirect-link.ts';

/**
 * Who may open a route: public routes skip every check, signed-in routes need a user, admin
 * routes need the role to be exactly `ADMIN`. Pinned by route-access.test.ts.
 */
export type RouteAccess = 'public' | 'signed-in' | 'admin';

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface RequestedLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** A turned-away visitor (no user, or the wrong role) goes to `/` with the way back encoded. */
export function decideAccess(access: RouteAccess, user: { role: string } | null, location: RequestedLocation): AccessDecision {
  if (access === 'public') return { kind: 'allow' };
  const allowed = user !== null && (access === 'signed-in' || user.role === 'ADMIN');
  if (allowed) return { kind: 'allow' };
  return { kind: 'redirect', to: signInRedirectTarget(location.pathname, location.search, location.hash) };
}
