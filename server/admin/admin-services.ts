import type { Kysely } from 'kysely';
import type { Authenticator } from '../auth/authenticate.ts';
import type { RevocationNotifier } from '../auth/session-revocations.ts';
import type { Dialect } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { createAdminActionsRepository } from './admin-actions.repository.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';
import { createAdminUsersRepository } from './admin-users.repository.ts';
import { createAdminUsersService } from './admin-users.service.ts';

export interface AdminServicesDependencies {
  db: Kysely<Database>;
  dialect: Dialect;
  auth: Authenticator;
  onRevoked: RevocationNotifier;
  now: () => number;
}

/** The admin's people API, wired for `app.ts`: its repositories, its service and its routes. */
export function adminPeopleRoutes({ db, dialect, auth, onRevoked, now }: AdminServicesDependencies) {
  const adminUsers = createAdminUsersService({
    users: createAdminUsersRepository(db),
    actions: createAdminActionsRepository(db, dialect),
    onRevoked,
    now,
  });
  return adminUsersRoutes({ auth, adminUsers });
}
