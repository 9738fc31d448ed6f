import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { accountsRoutes } from '../accounts/accounts.routes.ts';
import { createAccountsService } from '../accounts/accounts.service.ts';
import type { AuthCookies } from '../auth/auth-cookies.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import type { RevocationNotifier } from '../auth/session-revocations.ts';
import type { MediaService } from '../media/media.service.ts';
import { createAdminRepositories } from './admin-people.repository.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';
import { createAdminUsersService } from './admin-users.service.ts';

export interface AdminServicesDependencies {
  db: Parameters<typeof createAdminRepositories>[0];
  dialect: Parameters<typeof createAdminRepositories>[1];
  auth: Authenticator;
  cookies: AuthCookies;
  media: MediaService;
  onRevoked: RevocationNotifier;
  logger: Logger;
  now: () => number;
}

/**
 * The admin's people API and the person's own data (download, account deletion), wired for
 * `app.ts`: their repositories, the services over them, and their routes.
 */
export function adminPeopleRoutes({ db, dialect, auth, cookies, media, onRevoked, logger, now }: AdminServicesDependencies) {
  const repositories = createAdminRepositories(db, dialect);
  const adminUsers = createAdminUsersService({ users: repositories.users, actions: repositories.actions, onRevoked, now });
  const accounts = createAccountsService({ accounts: repositories.accounts, media, onRevoked, logger, now });
  return async (app: FastifyInstance) => {
    await app.register(adminUsersRoutes({ auth, adminUsers }));
    await app.register(accountsRoutes({ auth, accounts, cookies }));
  };
}
