import type { Kysely, Updateable } from 'kysely';
import type { CallRow, CallRowState, CallsTable, Database } from '../db/schema.ts';

/** The SQL of calls. Every state change is conditional on the state it leaves. */
export function createCallsRepository(db: Kysely<Database>) {
  return {
    async insert(call: CallRow): Promise<void> {
      await db.insertInto('calls').values(call).execute();
    },

    findById(id: string): Promise<CallRow | undefined> {
      return db.selectFrom('calls').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Calls not yet ended that involve any of these users. */
    unendedFor(userIds: string[]): Promise<CallRow[]> {
      return db
        .selectFrom('calls')
        .selectAll()
        .where('state', '<>', 'ended')
        .where((eb) => eb.or([eb('caller_id', 'in', userIds), eb('callee_id', 'in', userIds)]))
        .execute();
    },

    /** Calls not yet ended between these two users, either calling the other. */
    unendedBetween(userId: string, otherUserId: string): Promise<CallRow[]> {
      return db
        .selectFrom('calls')
        .selectAll()
        .where('state', '<>', 'ended')
        .where((eb) =>
          eb.or([
            eb.and([eb('caller_id', '=', userId), eb('callee_id', '=', otherUserId)]),
            eb.and([eb('caller_id', '=', otherUserId), eb('callee_id', '=', userId)]),
          ]),
        )
        .execute();
    },

    /** Every call not yet ended, for the sweep of abandoned ones. */
    unended(): Promise<CallRow[]> {
      return db.selectFrom('calls').selectAll().where('state', '<>', 'ended').execute();
    },

    /** Calls not yet ended that this tab is part of. */
    unendedForConnection(connectionId: string): Promise<CallRow[]> {
      return db
        .selectFrom('calls')
        .selectAll()
        .where('state', '<>', 'ended')
        .where((eb) => eb.or([eb('caller_connection_id', '=', connectionId), eb('callee_connection_id', '=', connectionId)]))
        .execute();
    },

    /** Applies `changes` only if the call is still in one of `from`; returns the call after, or undefined if it was not. */
    transition(id: string, from: CallRowState[], changes: Updateable<CallsTable>): Promise<CallRow | undefined> {
      return db.updateTable('calls').set(changes).where('id', '=', id).where('state', 'in', from).returningAll().executeTakeFirst();
    },
  };
}

export type CallsRepository = ReturnType<typeof createCallsRepository>;
