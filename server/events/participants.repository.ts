import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database.ts';
import type { Database, EventParticipantsTable, ParticipantState } from '../db/schema.ts';

/** Rows per multi-row INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
const insertChunkRows = 500;

/** The SQL of an event's participants: invitations, joins, removals, and the lists hosts and admins see. */
export function createParticipantsRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    ...participantQueries(db, dialect),
    /** Runs `work` in one transaction with queries bound to it (use nothing else inside). */
    transaction<T>(work: (queries: ParticipantQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(participantQueries(trx, dialect)));
    },
  };
}

function participantQueries(db: Kysely<Database>, dialect: Dialect) {
  const participantsWithUsers = () =>
    db
      .selectFrom('event_participants as p')
      .leftJoin('users as u', 'u.id', 'p.user_id')
      .leftJoin('dossiers as d', 'd.user_id', 'p.user_id')
      .leftJoin('event_hosts as h', (join) => join.onRef('h.event_id', '=', 'p.event_id').onRef('h.user_id', '=', 'p.user_id'))
      .select([
        'p.id',
        'p.event_id',
        'p.state',
        'p.user_id',
        'p.name as invitee_name',
        'p.phone_number as invitee_phone',
        'p.email as invitee_email',
        'p.member_hash',
        'p.invited_by',
        'p.contact_shared_with_hosts',
        'p.invited_at',
        'p.joined_at',
        'u.name as user_name',
        'u.phone_number as user_phone',
        'u.email as user_email',
        'u.linkedin as user_linkedin',
        'u.picture_id as user_picture_id',
        'u.deleted_at as user_deleted_at',
        'h.role as host_role',
        sql<number>`case when d.document is null then 0 else 1 end`.as('has_dossier'),
      ]);

  return {
    /**
     * Reads the event and, on PostgreSQL, locks its row until the transaction ends, so joins of
     * one event take turns (SQLite has one writer and Kysely one connection: they already do).
     */
    lockEvent(id: string) {
      return db
        .selectFrom('events')
        .selectAll()
        .where('id', '=', id)
        .$if(dialect === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
    },

    /**
     * The membership every event-scoped request checks. The state is a literal, not a parameter: SQLite
     * uses a partial index (here `event_participants_one_member`) only for a condition it can see
     * implies the index's own, and otherwise reads every member of the event.
     */
    joinedParticipant(eventId: string, userId: string) {
      return db
        .selectFrom('event_participants')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('user_id', '=', userId)
        .where('state', '=', sql.lit('joined'))
        .executeTakeFirst();
    },

    async wasRemoved(eventId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('event_participants')
        .select('id')
        .where('event_id', '=', eventId)
        .where('user_id', '=', userId)
        .where('state', '=', 'removed')
        .executeTakeFirst();
      return row !== undefined;
    },

    async countJoined(eventId: string): Promise<number> {
      const row = await db
        .selectFrom('event_participants')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('event_id', '=', eventId)
        .where('state', '=', 'joined')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async countJoinedOf(eventIds: string[]): Promise<Map<string, number>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('event_participants')
        .select((eb) => ['event_id', eb.fn.countAll<number>().as('count')])
        .where('event_id', 'in', eventIds)
        .where('state', '=', 'joined')
        .groupBy('event_id')
        .execute();
      return new Map(rows.map((row) => [row.event_id, Number(row.count)]));
    },

    findParticipant(id: string) {
      return db.selectFrom('event_participants').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByMemberHash(hash: string) {
      return db.selectFrom('event_participants').selectAll().where('member_hash', '=', hash).executeTakeFirst();
    },

    /**
     * A pending invitation of this event to this number, which a plain join may take over. The state is
     * also spelled as the partial index `event_participants_live_phone` has it, for SQLite (see joinedParticipant).
     */
    findOpenInvitationByPhone(eventId: string, phoneNumber: string) {
      return db
        .selectFrom('event_participants')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('phone_number', '=', phoneNumber)
        .where(sql<boolean>`state in ('invited', 'joined')`)
        .where('state', '=', 'invited')
        .where('user_id', 'is', null)
        .executeTakeFirst();
    },

    /** Binds a pending invitation to the user; false when another request bound or revoked it first. */
    async bindInvitation(participantId: string, userId: string, at: number, contactSharedWithHosts: boolean): Promise<boolean> {
      const result = await db
        .updateTable('event_participants')
        .set({ user_id: userId, state: 'joined', joined_at: at, updated_at: at, contact_shared_with_hosts: contactSharedWithHosts ? 1 : 0 })
        .where('id', '=', participantId)
        .where('state', '=', 'invited')
        .where('user_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Inserts the row unless a unique index (one membership per user, live contacts) says no. */
    async insertParticipantIfAbsent(row: EventParticipantsTable): Promise<boolean> {
      const inserted = await db
        .insertInto('event_participants')
        .values(row)
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Multi-row inserts in chunks; call inside a transaction so a failure inserts nothing. */
    async insertParticipants(rows: EventParticipantsTable[]) {
      for (let start = 0; start < rows.length; start += insertChunkRows) {
        await db
          .insertInto('event_participants')
          .values(rows.slice(start, start + insertChunkRows))
          .execute();
      }
    },

    /** Phone numbers and emails of the event's invited and joined participants (as invited). */
    liveContacts(eventId: string) {
      return db
        .selectFrom('event_participants')
        .select(['phone_number', 'email'])
        .where('event_id', '=', eventId)
        .where('state', 'in', ['invited', 'joined'])
        .where((eb) => eb.or([eb('phone_number', 'is not', null), eb('email', 'is not', null)]))
        .execute();
    },

    /** The member's choice to let the event's hosts see their phone number and email; false when not a member. */
    async setContactSharedWithHosts(eventId: string, userId: string, shared: boolean, at: number): Promise<boolean> {
      const result = await db
        .updateTable('event_participants')
        .set({ contact_shared_with_hosts: shared ? 1 : 0, updated_at: at })
        .where('event_id', '=', eventId)
        .where('user_id', '=', userId)
        .where('state', '=', 'joined')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Moves a participant from one of `from` to `to`; false when it was in none of them. */
    async changeState(participantId: string, from: ParticipantState[], to: ParticipantState, at: number): Promise<boolean> {
      const result = await db
        .updateTable('event_participants')
        .set({
          state: to,
          updated_at: at,
          ...(to === 'revoked' ? { revoked_at: at } : {}),
          ...(to === 'removed' ? { removed_at: at } : {}),
        })
        .where('id', '=', participantId)
        .where('state', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Each participant with their account's details, onboarding and host role, if any. */
    participantsWithUsers(eventId: string) {
      return participantsWithUsers().where('p.event_id', '=', eventId).execute();
    },

    participantsByIds(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return participantsWithUsers().where('p.id', 'in', ids).execute();
    },

    participantWithUser(id: string) {
      return participantsWithUsers().where('p.id', '=', id).executeTakeFirst();
    },
  };
}

export type ParticipantQueries = ReturnType<typeof participantQueries>;
export type ParticipantsRepository = ReturnType<typeof createParticipantsRepository>;
export type ParticipantWithUser = Awaited<ReturnType<ParticipantsRepository['participantsWithUsers']>>[number];
