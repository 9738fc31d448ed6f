import { createSessionsRepository } from '../auth/sessions.repository.ts';
import type { DatabaseHandle } from '../db/database.ts';

/**
 * Ends every live session of every account, for an operator who fears the sessions are known to
 * someone else (a leaked database copy, a stolen signing key). Running servers refuse them on the
 * next request, since every request reads its session (docs/decisions/011-revocation.md), and close
 * their sockets at the next sweep. Everyone signs in again with a code or a passkey.
 */
export function signOutEveryone(database: DatabaseHandle, now: number): Promise<number> {
  return createSessionsRepository(database.db).revokeEveryone('signed_out_by_operator', now);
}
