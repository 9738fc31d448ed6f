import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The SQL of sessions and their rotating refresh tokens. */
export function createSessionsRepository(db: Kysely<Database>) {
  return {
    async createSession(session: {
      id: string;
      userId: string;
      tokenHash: string;
      now: number;
      expiresAt: number;
      userAgent: string | null;
      ip: string | null;
    }) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sessions')
          .values({
            id: session.id,
            user_id: session.userId,
            created_at: session.now,
            last_seen_at: session.now,
            authenticated_at: session.now,
            expires_at: session.expiresAt,
            revoked_at: null,
            revoked_reason: null,
            user_agent: session.userAgent,
            ip: session.ip,
          })
          .execute();
        await trx
          .insertInto('refresh_tokens')
          .values({ token_hash: session.tokenHash, session_id: session.id, created_at: session.now, rotated_at: null })
          .execute();
      });
    },

    findRefreshToken(tokenHash: string) {
      return db
        .selectFrom('refresh_tokens')
        .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
        .select([
          'refresh_tokens.session_id',
          'refresh_tokens.rotated_at',
          'sessions.user_id',
          'sessions.expires_at',
          'sessions.revoked_at',
        ])
        .where('refresh_tokens.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /**
     * Exchanges a live token for the next one. Answers false when the token had already been
     * rotated by a concurrent request, so only one of two racing refreshes wins.
     */
    async rotate(oldHash: string, next: { tokenHash: string; sessionId: string; now: number }) {
      return db.transaction().execute(async (trx) => {
        const rotated = await trx
          .updateTable('refresh_tokens')
          .set({ rotated_at: next.now })
          .where('token_hash', '=', oldHash)
          .where('rotated_at', 'is', null)
          .executeTakeFirst();
        if (Number(rotated.numUpdatedRows) !== 1) return false;
        await trx
          .insertInto('refresh_tokens')
          .values({ token_hash: next.tokenHash, session_id: next.sessionId, created_at: next.now, rotated_at: null })
          .execute();
        await trx.updateTable('sessions').set({ last_seen_at: next.now }).where('id', '=', next.sessionId).execute();
        return true;
      });
    },

    /** Answers the user whose live session this was, or undefined when it had already ended. */
    async revoke(sessionId: string, reason: string, now: number): Promise<string | undefined> {
      const revoked = await db
        .updateTable('sessions')
        .set({ revoked_at: now, revoked_reason: reason })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .returning('user_id')
        .executeTakeFirst();
      return revoked?.user_id;
    },

    /** The user's sessions still live at `now`, newest activity first. */
    liveOfUser(userId: string, now: number) {
      return db
        .selectFrom('sessions')
        .select(['id', 'created_at', 'last_seen_at', 'authenticated_at', 'user_agent'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('last_seen_at', 'desc')
        .execute();
    },

    findLiveOfUser(sessionId: string, userId: string, now: number) {
      return db
        .selectFrom('sessions')
        .select(['id', 'authenticated_at'])
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    /**
     * Records a proof of identity on a session and swaps its live refresh token for a new one, in
     * one transaction: the token held before the proof no longer renews anything.
     */
    async reauthenticate(sessionId: string, next: { tokenHash: string; now: number }) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('refresh_tokens')
          .set({ rotated_at: next.now })
          .where('session_id', '=', sessionId)
          .where('rotated_at', 'is', null)
          .execute();
        await trx
          .insertInto('refresh_tokens')
          .values({ token_hash: next.tokenHash, session_id: sessionId, created_at: next.now, rotated_at: null })
          .execute();
        await trx.updateTable('sessions').set({ authenticated_at: next.now, last_seen_at: next.now }).where('id', '=', sessionId).execute();
      });
    },

    /** Ends every live session of the user but one; answers the ones it ended. */
    async revokeOthersOfUser(userId: string, keptSessionId: string, reason: string, now: number): Promise<string[]> {
      const revoked = await db
        .updateTable('sessions')
        .set({ revoked_at: now, revoked_reason: reason })
        .where('user_id', '=', userId)
        .where('id', '!=', keptSessionId)
        .where('revoked_at', 'is', null)
        .returning('id')
        .execute();
      return revoked.map((row) => row.id);
    },

    async revokeAllOfUser(userId: string, reason: string, now: number) {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now, revoked_reason: reason })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Ends every live session of every account; answers how many there were. */
    async revokeEveryone(reason: string, now: number): Promise<number> {
      const revoked = await db
        .updateTable('sessions')
        .set({ revoked_at: now, revoked_reason: reason })
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(revoked.numUpdatedRows);
    },

    /** Which of these sessions are signed out, or belong to a blocked account. */
    endedAmong(sessionIds: readonly string[]) {
      if (sessionIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'users.is_blocked'])
        .where('sessions.id', 'in', sessionIds)
        .where((where) => where.or([where('sessions.revoked_at', 'is not', null), where('users.is_blocked', '=', 1)]))
        .execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
