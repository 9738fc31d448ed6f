import type { Kysely } from 'kysely';
import type { HostInvitationsTable } from '../db/host-invitations-schema.ts';
import type { Database } from '../db/schema.ts';

/** Open invitations: waiting for an answer, or declined (which the hosts see as still waiting). */
const openStates = ['pending', 'declined'] as const;

/** The SQL of co-host invitations: sent by hosts, answered by the person they are for. */
export function createHostInvitationsRepository(db: Kysely<Database>) {
  return {
    /** Inserts the invitation unless an open one to the same number or account exists; answers the open one either way. */
    async insertOrFindOpen(row: HostInvitationsTable) {
      await db
        .insertInto('host_invitations')
        .values(row)
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return db
        .selectFrom('host_invitations')
        .selectAll()
        .where('event_id', '=', row.event_id)
        .where('state', 'in', openStates)
        .where((eb) => (row.phone_number !== null ? eb('phone_number', '=', row.phone_number) : eb('user_id', '=', row.user_id)))
        .executeTakeFirstOrThrow();
    },

    /** The event's open invitations as its hosts see them, oldest first, with the invited participant's name. */
    openOfEvent(eventId: string) {
      return db
        .selectFrom('host_invitations as i')
        .leftJoin('users as u', 'u.id', 'i.user_id')
        .select(['i.id', 'i.phone_number', 'i.user_id', 'i.created_at', 'u.name as user_name'])
        .where('i.event_id', '=', eventId)
        .where('i.state', 'in', openStates)
        .orderBy('i.created_at')
        .orderBy('i.id')
        .execute();
    },

    find(id: string) {
      return db.selectFrom('host_invitations').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Invitations waiting for this person (by account or number), newest first, for events they do not host yet. */
    pendingFor(user: { id: string; phoneNumber: string }) {
      return db
        .selectFrom('host_invitations as i')
        .innerJoin('events as e', 'e.id', 'i.event_id')
        .leftJoin('users as inviter', 'inviter.id', 'i.invited_by')
        .select([
          'i.id',
          'i.created_at',
          'e.id as event_id',
          'e.name as event_name',
          'e.starts_at',
          'e.ends_at',
          'e.time_zone',
          'e.place',
          'inviter.name as inviter_name',
        ])
        .where('i.state', '=', 'pending')
        .where((eb) => eb.or([eb('i.user_id', '=', user.id), eb('i.phone_number', '=', user.phoneNumber)]))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('event_hosts as h').select('h.user_id').whereRef('h.event_id', '=', 'i.event_id').where('h.user_id', '=', user.id),
            ),
          ),
        )
        .orderBy('i.created_at', 'desc')
        .orderBy('i.id', 'desc')
        .execute();
    },

    /**
     * Accepts a pending invitation and makes the person a co-host, in one transaction; false when
     * it was answered or withdrawn meanwhile. Already a host: the invitation is closed all the same.
     */
    async accept(invitationId: string, userId: string, at: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('host_invitations')
          .set({ state: 'accepted', answered_at: at })
          .where('id', '=', invitationId)
          .where('state', '=', 'pending')
          .returning(['event_id', 'invited_by'])
          .executeTakeFirst();
        if (!updated) return false;
        await trx
          .insertInto('event_hosts')
          .values({ event_id: updated.event_id, user_id: userId, role: 'cohost', added_by: updated.invited_by, created_at: at })
          .onConflict((conflict) => conflict.columns(['event_id', 'user_id']).doNothing())
          .execute();
        return true;
      });
    },

    /** Declines a pending invitation; false when it was answered or withdrawn meanwhile. */
    async decline(invitationId: string, at: number): Promise<boolean> {
      const result = await db
        .updateTable('host_invitations')
        .set({ state: 'declined', answered_at: at })
        .where('id', '=', invitationId)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A host withdraws an open invitation of their event; false when there is none by this id. */
    async withdraw(eventId: string, invitationId: string, at: number): Promise<boolean> {
      const result = await db
        .updateTable('host_invitations')
        .set({ state: 'withdrawn', answered_at: at })
        .where('id', '=', invitationId)
        .where('event_id', '=', eventId)
        .where('state', 'in', openStates)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type HostInvitationsRepository = ReturnType<typeof createHostInvitationsRepository>;
