import type { SessionsRepository } from '../auth/sessions.repository.ts';

/**
 * Ends every live session of every account, for an operator who fears the sessions are known to
 * someone else (a leaked database copy, a stolen signing key). Running servers refuse them on the
 * next request, since every request reads its session (docs/decisions/011-revocation.md), and close
 * their sockets at the next sweep. Everyone signs in again with a code or a passkey.
 */
export function signOutEveryone(sessions: SessionsRepository, now: number): Promise<number> {
  return sessions.revokeEveryone('signed_out_by_operator', now);
}
