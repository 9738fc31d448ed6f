import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { accountsRoutes } from '../accounts/accounts.routes.ts';
import { createAccountsService } from '../accounts/accounts.service.ts';
import type { AuthCookies } from '../auth/auth-cookies.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import type { RevocationNotifier } from '../auth/session-revocations.ts';
import type { MediaService } from '../media/media.service.ts';
import type { AdminRepositories } from './admin-people.repository.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';
import { createAdminUsersService } from './admin-users.service.ts';

export interface AdminServicesDependencies {
  repositories: AdminRepositories;
  auth: Authenticator;
  cookies: AuthCookies;
  media: MediaService;
  onRevoked: RevocationNotifier;
  logger: Logger;
  now: () => number;
}

/**
 * The admin's people API and the person's own data (download, account deletion), wired for
 * `app.ts`: their services over their repositories, and their routes.
 */
export function adminPeopleRoutes({ repositories, auth, cookies, media, onRevoked, logger, now }: AdminServicesDependencies) {
  const adminUsers = createAdminUsersService({ users: repositories.users, actions: repositories.actions, onRevoked, now });
  const accounts = createAccountsService({ accounts: repositories.accounts, media, onRevoked, logger, now });
  return async (app: FastifyInstance) => {
    await app.register(adminUsersRoutes({ auth, adminUsers }));
    await app.register(accountsRoutes({ auth, accounts, cookies }));
  };
}
