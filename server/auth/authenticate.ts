import type { FastifyRequest } from 'fastify';
import { ApiError, forbidden, unauthenticated } from '../http/api-error.ts';
import type { UsersRepository, UserWithDossier } from '../users/users.repository.ts';
import { accessCookieName } from './auth-cookies.ts';
import type { SessionsService } from './sessions.service.ts';

/**
 * Who is asking: the access cookie's signature and expiry, then the user's row (one read).
 * Every endpoint that is not public starts with `requireUser` or `requireAdmin`.
 */
export function createAuthenticator(sessions: SessionsService, users: UsersRepository) {
  /** The user an access token stands for, and when the token expires. */
  async function userOfAccessToken(token: string | undefined): Promise<{ user: UserWithDossier; expiresAt: number }> {
    const payload = sessions.readAccessToken(token);
    if (!payload) throw unauthenticated();
    const user = await users.findById(payload.uid);
    if (!user) throw unauthenticated();
    if (user.is_blocked) throw new ApiError(403, 'account_blocked', 'This account has been blocked. Contact the Tandem team.');
    return { user, expiresAt: payload.exp };
  }

  async function requireUser(request: FastifyRequest): Promise<UserWithDossier> {
    return (await userOfAccessToken(request.cookies[accessCookieName])).user;
  }

  return {
    userOfAccessToken,
    requireUser,
    async requireAdmin(request: FastifyRequest): Promise<UserWithDossier> {
      const user = await requireUser(request);
      if (user.role !== 'ADMIN') throw forbidden('Only admins can do this.');
      return user;
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
