import type { FastifyRequest } from 'fastify';
import { ApiError, forbidden, unauthenticated } from '../http/api-error.ts';
import type { UsersRepository, UserWithDossier } from '../users/users.repository.ts';
import { accessCookieName } from './auth-cookies.ts';
import type { SessionsService } from './sessions.service.ts';

const accountBlocked = () => new ApiError(403, 'account_blocked', 'This account has been blocked. Contact the Tandem team.');

/**
 * Who is asking: the access cookie's signature and expiry, then the user's row with its
 * session's revocation (one read), so a session signed out anywhere is refused at once.
 * Every endpoint that is not public starts with `requireUser` or `requireAdmin`.
 */
export function createAuthenticator(sessions: SessionsService, users: UsersRepository) {
  /** The user an access token stands for, its session, and when the token expires. */
  async function userOfAccessToken(token: string | undefined): Promise<{ user: UserWithDossier; sessionId: string; expiresAt: number }> {
    const payload = sessions.readAccessToken(token);
    if (!payload) throw unauthenticated();
    const found = await users.findInSession(payload.uid, payload.sid);
    if (!found) throw unauthenticated();
    const { session_id: sessionId, session_revoked_at: revokedAt, ...user } = found;
    if (user.is_blocked) throw accountBlocked();
    if (sessionId === null || revokedAt !== null) throw unauthenticated('Your session has ended. Sign in again.');
    return { user, sessionId, expiresAt: payload.exp };
  }

  async function requireUser(request: FastifyRequest): Promise<UserWithDossier> {
    return (await userOfAccessToken(request.cookies[accessCookieName])).user;
  }

  return {
    userOfAccessToken,
    requireUser,
    /** The user and the session of the request, for what acts on the session itself. */
    async requireSession(request: FastifyRequest): Promise<{ user: UserWithDossier; sessionId: string }> {
      const { user, sessionId } = await userOfAccessToken(request.cookies[accessCookieName]);
      return { user, sessionId };
    },
    /** The session of the request's access token, already checked by `requireUser`. */
    sessionOf(request: FastifyRequest): string | undefined {
      return sessions.readAccessToken(request.cookies[accessCookieName])?.sid;
    },
    endedSessions: sessions.endedAmong,
    async requireAdmin(request: FastifyRequest): Promise<UserWithDossier> {
      const user = await requireUser(request);
      if (user.role !== 'ADMIN') throw forbidden('Only admins can do this.');
      return user;
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
