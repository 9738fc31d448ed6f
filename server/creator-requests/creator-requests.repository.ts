import type { Kysely } from 'kysely';
import type { CreatorRequestsTable, CreatorRequestStatus, Database } from '../db/schema.ts';

/** The SQL of creator requests and of the creator flag they grant. */
export function createCreatorRequestsRepository(db: Kysely<Database>) {
  const withUsers = () =>
    db
      .selectFrom('creator_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .selectAll('r')
      .select(['u.name as user_name', 'u.phone_number as user_phone', 'u.email as user_email', 'u.is_creator as user_is_creator']);

  return {
    /** Stores the request unless the user already has a pending one (the partial unique index decides). */
    async insertIfNonePending(request: CreatorRequestsTable): Promise<boolean> {
      const inserted = await db
        .insertInto('creator_requests')
        .values(request)
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    newestOf(userId: string) {
      return db
        .selectFrom('creator_requests')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    findWithUser(id: string) {
      return withUsers().where('r.id', '=', id).executeTakeFirst();
    },

    list(filter: { status?: CreatorRequestStatus | undefined; limit: number }) {
      return withUsers()
        .$if(filter.status !== undefined, (query) => query.where('r.status', '=', filter.status!))
        .orderBy((eb) => eb.case().when('r.status', '=', 'pending').then(0).else(1).end())
        .orderBy((eb) => eb.fn.coalesce('r.decided_at', 'r.created_at'), 'desc')
        .limit(filter.limit)
        .execute();
    },

    /**
     * Decides a pending request, and on approval makes its user a creator, in one transaction;
     * false when it was no longer pending (another admin decided first).
     */
    async decide(
      id: string,
      decision: { status: Exclude<CreatorRequestStatus, 'pending'>; by: string; at: number; reason: string | null },
    ) {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('creator_requests')
          .set({ status: decision.status, decided_by: decision.by, decided_at: decision.at, denial_reason: decision.reason })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .returning('user_id')
          .executeTakeFirst();
        if (!updated) return false;
        if (decision.status === 'approved') {
          await trx.updateTable('users').set({ is_creator: 1, updated_at: decision.at }).where('id', '=', updated.user_id).execute();
        }
        return true;
      });
    },
  };
}

export type CreatorRequestsRepository = ReturnType<typeof createCreatorRequestsRepository>;
export type CreatorRequestWithUser = NonNullable<Awaited<ReturnType<CreatorRequestsRepository['findWithUser']>>>;
