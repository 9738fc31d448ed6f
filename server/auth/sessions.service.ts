import { limits } from '../../shared/limits.ts';
import type { SessionRevokedReason } from '../../shared/realtime/protocol.ts';
import { ApiError, badRequest, notFound, unauthenticated } from '../http/api-error.ts';
import { newId } from '../db/ids.ts';
import type { RevocationNotifier } from './session-revocations.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import { hashToken, newRefreshToken, signAccessToken, verifyAccessToken, type AccessTokenPayload } from './session-tokens.ts';

/**
 * When two tabs refresh with the same token at once, the loser presents a token rotated a
 * moment ago. Inside this window that is a race, not theft: it gets a new access token but no
 * new refresh token (the browser already holds the winner's).
 */
export const concurrentRefreshGraceMs = 10_000;

/** How long a proof of identity lets someone end their other sessions without typing a code again. */
export const recentAuthenticationMs = limits.recentAuthenticationMinutes * 60 * 1000;

export interface IssuedTokens {
  accessToken: string;
  /** Absent when the browser already holds the newest refresh token (the grace case). */
  refreshToken?: string;
}

export interface SessionsServiceDependencies {
  sessions: SessionsRepository;
  secret: string;
  now: () => number;
  /** Told of every session that ends, so open sockets of it close. */
  onRevoked: RevocationNotifier;
}

/** Sessions: refresh-token families that rotate, and the short access tokens they mint. */
export function createSessionsService({ sessions, secret, now, onRevoked }: SessionsServiceDependencies) {
  const accessToken = (sessionId: string, userId: string) =>
    signAccessToken({ sid: sessionId, uid: userId, exp: now() + limits.accessTokenSeconds * 1000 }, secret);

  function readAccessToken(token: string | undefined): AccessTokenPayload | null {
    return token ? verifyAccessToken(token, secret, now()) : null;
  }

  /**
   * Refuses (403 `reauthentication_required`) unless the session signed in, or confirmed a code,
   * in the last few minutes: what changes how the account signs in, or throws others out, must
   * not be open to a thief holding a stolen cookie.
   */
  async function requireRecentAuthentication(userId: string, sessionId: string): Promise<void> {
    const at = now();
    const current = await sessions.findLiveOfUser(sessionId, userId, at);
    if (!current || at - current.authenticated_at > recentAuthenticationMs) {
      throw new ApiError(403, 'reauthentication_required', 'Confirm it is you with a new code first.');
    }
  }

  return {
    async start(userId: string, client: { userAgent: string | null; ip: string | null }): Promise<Required<IssuedTokens>> {
      const sessionId = newId();
      const refreshToken = newRefreshToken();
      const at = now();
      await sessions.createSession({
        id: sessionId,
        userId,
        tokenHash: hashToken(refreshToken),
        now: at,
        expiresAt: at + limits.refreshTokenDays * 24 * 60 * 60 * 1000,
        ...client,
      });
      return { accessToken: accessToken(sessionId, userId), refreshToken };
    },

    /** Rotates the refresh token; reuse of a rotated token revokes the whole family. */
    async refresh(presented: string | undefined): Promise<IssuedTokens> {
      if (!presented) throw unauthenticated('Your session has ended. Sign in again.');
      const oldHash = hashToken(presented);
      const token = await sessions.findRefreshToken(oldHash);
      const at = now();
      if (!token || token.revoked_at !== null || token.expires_at <= at) {
        throw unauthenticated('Your session has ended. Sign in again.');
      }
      if (token.rotated_at === null) {
        const refreshToken = newRefreshToken();
        if (await sessions.rotate(oldHash, { tokenHash: hashToken(refreshToken), sessionId: token.session_id, now: at })) {
          return { accessToken: accessToken(token.session_id, token.user_id), refreshToken };
        }
        return { accessToken: accessToken(token.session_id, token.user_id) };
      }
      if (at - token.rotated_at <= concurrentRefreshGraceMs) {
        return { accessToken: accessToken(token.session_id, token.user_id) };
      }
      if (await sessions.revoke(token.session_id, 'refresh_token_reuse', at)) {
        onRevoked({ userId: token.user_id, sessionIds: [token.session_id], reason: 'signed_out' });
      }
      throw new ApiError(
        401,
        'session_revoked',
        'This sign-in was used somewhere else, so it was ended to keep your account safe. Sign in again.',
      );
    },

    /**
     * Signs out the session of either token: the access token names it, else the refresh token
     * leads to it. `replaced_by_sign_in` when a browser already signed in signs in again, so no
     * earlier session stays alive behind the new one (ASVS V7.2.4).
     */
    async end(
      presentedRefresh: string | undefined,
      presentedAccess: string | undefined,
      reason: 'logout' | 'replaced_by_sign_in' = 'logout',
    ): Promise<void> {
      const sessionId =
        readAccessToken(presentedAccess)?.sid ??
        (presentedRefresh ? (await sessions.findRefreshToken(hashToken(presentedRefresh)))?.session_id : undefined);
      if (!sessionId) return;
      const userId = await sessions.revoke(sessionId, reason, now());
      if (userId) onRevoked({ userId, sessionIds: [sessionId], reason: 'signed_out' });
    },

    /** "Sign out everywhere": every session of the user, the caller's own included. */
    async endEverywhere(userId: string): Promise<void> {
      await sessions.revokeAllOfUser(userId, 'sign_out_everywhere', now());
      onRevoked({ userId, reason: 'signed_out' });
    },

    /** The user's live sessions, and until when the current one may end others without a new code. */
    async listOwn(userId: string, currentSessionId: string) {
      const at = now();
      const live = await sessions.liveOfUser(userId, at);
      const current = live.find((session) => session.id === currentSessionId);
      const recentUntil = current ? current.authenticated_at + recentAuthenticationMs : null;
      return {
        sessions: live.map((session) => ({ ...session, current: session.id === currentSessionId })),
        recentUntil: recentUntil !== null && recentUntil > at ? recentUntil : null,
      };
    },

    requireRecentAuthentication,

    /** Ends another of the user's sessions, from a recently proven one. */
    async endOwn(userId: string, currentSessionId: string, sessionId: string): Promise<void> {
      const target = await sessions.findLiveOfUser(sessionId, userId, now());
      if (!target) throw notFound('This session');
      if (sessionId === currentSessionId) throw badRequest('current_session', 'This is the device you are using. Use Sign out to end it.');
      await requireRecentAuthentication(userId, currentSessionId);
      if (await sessions.revoke(sessionId, 'ended_by_owner', now())) onRevoked({ userId, sessionIds: [sessionId], reason: 'signed_out' });
    },

    /** Ends every session of the user but the current one, from a recently proven one; answers how many ended. */
    async endOthers(userId: string, currentSessionId: string): Promise<number> {
      await requireRecentAuthentication(userId, currentSessionId);
      const ended = await sessions.revokeOthersOfUser(userId, currentSessionId, 'ended_by_owner', now());
      if (ended.length > 0) onRevoked({ userId, sessionIds: ended, reason: 'signed_out' });
      return ended.length;
    },

    /** Marks the session as proven just now and issues it new tokens; the ones it held stop renewing. */
    async reauthenticate(sessionId: string, userId: string): Promise<Required<IssuedTokens>> {
      const refreshToken = newRefreshToken();
      await sessions.reauthenticate(sessionId, { tokenHash: hashToken(refreshToken), now: now() });
      return { accessToken: accessToken(sessionId, userId), refreshToken };
    },

    /** For open sockets, checked now and then in case a notice was lost: the ended ones and why. */
    async endedAmong(sessionIds: readonly string[]): Promise<Map<string, SessionRevokedReason>> {
      const ended = await sessions.endedAmong(sessionIds);
      return new Map(ended.map((row) => [row.id, row.is_blocked ? 'account_blocked' : 'signed_out']));
    },

    readAccessToken,
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
