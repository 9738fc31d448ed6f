import type { Kysely } from 'kysely';
import { createAccountsRepository } from '../accounts/accounts.repository.ts';
import type { Dialect } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { createAdminActionsRepository } from './admin-actions.repository.ts';
import { createAdminUsersRepository } from './admin-users.repository.ts';

/** The repositories of the admin's people pages and of account data, for `admin-services.ts`. */
export function createAdminRepositories(db: Kysely<Database>, dialect: Dialect) {
  return {
    users: createAdminUsersRepository(db),
    actions: createAdminActionsRepository(db, dialect),
    accounts: createAccountsRepository(db, dialect),
  };
}

export type AdminRepositories = ReturnType<typeof createAdminRepositories>;
