import type { Authenticator } from '../auth/authenticate.ts';
import type { RevocationNotifier } from '../auth/session-revocations.ts';
import type { AdminRepositories } from './admin-actions.repository.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';
import { createAdminUsersService } from './admin-users.service.ts';

export interface AdminServicesDependencies {
  repositories: AdminRepositories;
  auth: Authenticator;
  onRevoked: RevocationNotifier;
  now: () => number;
}

/** The admin's people API, wired for `app.ts`: its service over its repositories, and its routes. */
export function adminPeopleRoutes({ repositories, auth, onRevoked, now }: AdminServicesDependencies) {
  const adminUsers = createAdminUsersService({ ...repositories, onRevoked, now });
  return adminUsersRoutes({ auth, adminUsers });
}
