import type { FastifyReply } from 'fastify';
import { limits } from '../../shared/limits.ts';
import type { IssuedTokens } from './sessions.service.ts';

export const accessCookieName = 'tandem_access';
export const refreshCookieName = 'tandem_refresh';
const refreshCookiePath = '/api/auth';

/** Both cookies are httpOnly and SameSite=Lax; Secure whenever Tandem is served over https. */
export function createAuthCookies(secure: boolean) {
  const base = { httpOnly: true, sameSite: 'lax', secure } as const;
  return {
    set(reply: FastifyReply, tokens: IssuedTokens) {
      reply.setCookie(accessCookieName, tokens.accessToken, { ...base, path: '/', maxAge: limits.accessTokenSeconds });
      if (tokens.refreshToken) {
        reply.setCookie(refreshCookieName, tokens.refreshToken, {
          ...base,
          path: refreshCookiePath,
          maxAge: limits.refreshTokenDays * 24 * 60 * 60,
        });
      }
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(accessCookieName, { ...base, path: '/' });
      reply.clearCookie(refreshCookieName, { ...base, path: refreshCookiePath });
    },
  };
}

export type AuthCookies = ReturnType<typeof createAuthCookies>;
