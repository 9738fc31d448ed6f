import type { Kysely, Transaction } from 'kysely';
import type { AuditAction } from '../../shared/api/admin-users.ts';
import type { Role } from '../../shared/api/users.ts';
import type { Dialect } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';

/** Writes what an admin did into the audit log, inside the transaction that did it. */
export async function audit(trx: Transaction<Database>, action: AdminAction, kind: AuditAction, details: Record<string, unknown> = {}) {
  await trx
    .insertInto('audit_log')
    .values({
      id: newId(),
      actor_id: action.actorId,
      action: kind,
      target_user_id: action.userId,
      details: JSON.stringify(details),
      created_at: action.now,
    })
    .execute();
}

export interface AdminAction {
  actorId: string;
  userId: string;
  now: number;
}

/** What an action did: nothing to do, refused, or done. */
export type ActionOutcome = 'not_found' | 'unchanged' | 'last_admin' | 'done';

/**
 * Whether taking `userId` out of the admins who can act (not blocked) would leave none. Their rows
 * stay locked on PostgreSQL until the transaction ends: two admins demoting each other at once
 * take turns, and the second sees that only one admin is left. (SQLite has one writer: it
 * already takes turns.)
 */
export async function isLastActiveAdmin(trx: Transaction<Database>, dialect: Dialect, userId: string): Promise<boolean> {
  const admins = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'ADMIN')
    .where('is_blocked', '=', 0)
    .$if(dialect === 'postgres', (query) => query.forUpdate())
    .execute();
  return admins.length === 1 && admins[0]!.id === userId;
}

/**
 * The admin's changes to a user, each in one transaction with its audit entry, so the log never
 * says what did not happen nor misses what did.
 */
export function createAdminActionsRepository(db: Kysely<Database>, dialect: Dialect) {
  const isLastAdmin = (trx: Transaction<Database>, userId: string) => isLastActiveAdmin(trx, dialect, userId);

  const revokeAll = (trx: Transaction<Database>, userId: string, reason: string, now: number) =>
    trx
      .updateTable('sessions')
      .set({ revoked_at: now, revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();

  const findTarget = (trx: Transaction<Database>, userId: string) =>
    trx.selectFrom('users').select(['id', 'role', 'is_blocked']).where('id', '=', userId).executeTakeFirst();

  return {
    setRole(action: AdminAction, role: Role): Promise<ActionOutcome> {
      return db.transaction().execute(async (trx) => {
        const target = await findTarget(trx, action.userId);
        if (!target) return 'not_found';
        if (target.role === role) return 'unchanged';
        if (role === 'USER' && (await isLastAdmin(trx, action.userId))) return 'last_admin';
        await trx.updateTable('users').set({ role, updated_at: action.now }).where('id', '=', action.userId).execute();
        await audit(trx, action, 'role_changed', { from: target.role, to: role });
        return 'done';
      });
    },

    revokeSession(action: AdminAction, sessionId: string): Promise<ActionOutcome> {
      return db.transaction().execute(async (trx) => {
        const session = await trx
          .selectFrom('sessions')
          .select('revoked_at')
          .where('id', '=', sessionId)
          .where('user_id', '=', action.userId)
          .executeTakeFirst();
        if (!session) return 'not_found';
        if (session.revoked_at !== null) return 'unchanged';
        await trx.updateTable('sessions').set({ revoked_at: action.now, revoked_reason: 'admin' }).where('id', '=', sessionId).execute();
        await audit(trx, action, 'session_revoked', { sessionId });
        return 'done';
      });
    },

    signOutEverywhere(action: AdminAction): Promise<ActionOutcome> {
      return db.transaction().execute(async (trx) => {
        if (!(await findTarget(trx, action.userId))) return 'not_found';
        const revoked = await revokeAll(trx, action.userId, 'admin_sign_out_everywhere', action.now);
        await audit(trx, action, 'signed_out_everywhere', { sessions: Number(revoked.numUpdatedRows) });
        return 'done';
      });
    },

    /** Blocking also ends every session of the account. */
    setBlocked(action: AdminAction, blocked: boolean): Promise<ActionOutcome> {
      return db.transaction().execute(async (trx) => {
        const target = await findTarget(trx, action.userId);
        if (!target) return 'not_found';
        if (Boolean(target.is_blocked) === blocked) return 'unchanged';
        if (blocked && target.role === 'ADMIN' && (await isLastAdmin(trx, action.userId))) return 'last_admin';
        await trx
          .updateTable('users')
          .set({ is_blocked: blocked ? 1 : 0, updated_at: action.now })
          .where('id', '=', action.userId)
          .execute();
        if (!blocked) {
          await audit(trx, action, 'unblocked');
          return 'done';
        }
        const revoked = await revokeAll(trx, action.userId, 'blocked', action.now);
        await audit(trx, action, 'blocked', { sessions: Number(revoked.numUpdatedRows) });
        return 'done';
      });
    },
  };
}

export type AdminActionsRepository = ReturnType<typeof createAdminActionsRepository>;
