import type { Kysely } from 'kysely';
import type { PasskeyRelyingParty } from '../config-checks.ts';
import type { Database } from '../db/schema.ts';
import type { RateLimit, RateLimiter } from '../realtime/rate-limiter.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AuthCookies } from './auth-cookies.ts';
import type { Authenticator } from './authenticate.ts';
import { createPasskeysRepository } from './passkeys.repository.ts';
import { passkeysRoutes } from './passkeys.routes.ts';
import { createPasskeysService } from './passkeys.service.ts';
import type { SessionsService } from './sessions.service.ts';

export interface PasskeysModuleDependencies {
  db: Kysely<Database>;
  dialect: Parameters<typeof createPasskeysRepository>[1];
  auth: Authenticator;
  users: UsersService;
  sessions: SessionsService;
  cookies: AuthCookies;
  relyingParty: PasskeyRelyingParty;
  rateLimiter: (name: string, limit: RateLimit) => RateLimiter;
  now: () => number;
}

/** Passkeys, wired for the composition root. */
export function passkeysModule({
  db,
  dialect,
  auth,
  users,
  sessions,
  cookies,
  relyingParty,
  rateLimiter,
  now,
}: PasskeysModuleDependencies) {
  const passkeys = createPasskeysService({
    passkeys: createPasskeysRepository(db, dialect),
    users,
    sessions,
    relyingParty,
    rateLimiter,
    now,
  });
  return passkeysRoutes({ auth, passkeys, sessions, cookies });
}
