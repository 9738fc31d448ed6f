import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database.ts';
import type {
  Database,
  EventHostRole,
  EventsTable,
  EventParticipantsTable,
  MediaTable,
  ParticipantState,
} from '../db/schema.ts';

/** Rows per multi-row INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
const insertChunkRows = 500;

/** The SQL of events, hosts, participants and intro videos. */
export function createEventsRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    ...eventQueries(db, dialect),
    /** Runs `work` in one transaction with queries bound to it (use nothing else inside). */
    transaction<T>(work: (repository: EventQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(eventQueries(trx, dialect)));
    },
  };
}

function eventQueries(db: Kysely<Database>, dialect: Dialect) {
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
        'p.invited_at',
        'p.joined_at',
        'u.name as user_name',
        'u.phone_number as user_phone',
        'u.email as user_email',
        'u.linkedin as user_linkedin',
        'u.picture_id as user_picture_id',
        'h.role as host_role',
        sql<number>`case when d.document is null then 0 else 1 end`.as('has_dossier'),
      ]);

  const summaryColumns = [
    'e.id',
    'e.name',
    'e.starts_at',
    'e.ends_at',
    'e.time_zone',
    'e.place',
    'e.online_url',
    'e.capacity',
  ] as const;

  return {
    async insertEvent(event: EventsTable, creator: { userId: string; at: number }) {
      await db.insertInto('events').values(event).execute();
      await db
        .insertInto('event_hosts')
        .values({ event_id: event.id, user_id: creator.userId, role: 'creator', added_by: creator.userId, created_at: creator.at })
        .execute();
    },

    findEvent(id: string) {
      return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
    },

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

    async updateEvent(id: string, changes: Partial<Omit<EventsTable, 'id' | 'created_by' | 'created_at'>>) {
      await db.updateTable('events').set(changes).where('id', '=', id).execute();
    },

    hosts(eventId: string) {
      return db
        .selectFrom('event_hosts as h')
        .innerJoin('users as u', 'u.id', 'h.user_id')
        .select(['h.user_id', 'h.role', 'h.created_at', 'u.name', 'u.picture_id'])
        .where('h.event_id', '=', eventId)
        .orderBy(sql`case when h.role = 'creator' then 0 else 1 end`)
        .orderBy('h.created_at')
        .orderBy('h.user_id')
        .execute();
    },

    hostNamesOf(eventIds: string[]) {
      if (eventIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('event_hosts as h')
        .innerJoin('users as u', 'u.id', 'h.user_id')
        .select(['h.event_id', 'h.role', 'u.name'])
        .where('h.event_id', 'in', eventIds)
        .orderBy(sql`case when h.role = 'creator' then 0 else 1 end`)
        .orderBy('h.created_at')
        .execute();
    },

    async hostRole(eventId: string, userId: string): Promise<EventHostRole | undefined> {
      const row = await db
        .selectFrom('event_hosts')
        .select('role')
        .where('event_id', '=', eventId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.role;
    },

    /** Adds a co-host; false when they already host the event. */
    async addHost(eventId: string, userId: string, addedBy: string, at: number): Promise<boolean> {
      const inserted = await db
        .insertInto('event_hosts')
        .values({ event_id: eventId, user_id: userId, role: 'cohost', added_by: addedBy, created_at: at })
        .onConflict((conflict) => conflict.columns(['event_id', 'user_id']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async removeCohost(eventId: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('event_hosts')
        .where('event_id', '=', eventId)
        .where('user_id', '=', userId)
        .where('role', '=', 'cohost')
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    joinedParticipant(eventId: string, userId: string) {
      return db
        .selectFrom('event_participants')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('user_id', '=', userId)
        .where('state', '=', 'joined')
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

    /** A pending invitation of this event to this number, which a plain join may take over. */
    findOpenInvitationByPhone(eventId: string, phoneNumber: string) {
      return db
        .selectFrom('event_participants')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('phone_number', '=', phoneNumber)
        .where('state', '=', 'invited')
        .where('user_id', 'is', null)
        .executeTakeFirst();
    },

    /** Binds a pending invitation to the user; false when another request bound or revoked it first. */
    async bindInvitation(participantId: string, userId: string, at: number): Promise<boolean> {
      const result = await db
        .updateTable('event_participants')
        .set({ user_id: userId, state: 'joined', joined_at: at, updated_at: at })
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
        await db.insertInto('event_participants').values(rows.slice(start, start + insertChunkRows)).execute();
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

    /** Moves a participant from one of `from` to `to`; false when it was in none of them. */
    async changeState(participantId: string, from: ParticipantState[], to: ParticipantState, at: number): Promise<boolean> {
      const result = await db
        .updateTable('event_participants')
        .set({ state: to, updated_at: at, ...(to === 'revoked' ? { revoked_at: at } : {}), ...(to === 'removed' ? { removed_at: at } : {}) })
        .where('id', '=', participantId)
        .where('state', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

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

    /** Events the user hosts or has joined, with which. */
    eventsOfUser(userId: string) {
      return db
        .selectFrom('events as e')
        .select([
          ...summaryColumns,
          (eb) =>
            eb
              .exists(eb.selectFrom('event_hosts as h').select('h.user_id').whereRef('h.event_id', '=', 'e.id').where('h.user_id', '=', userId))
              .as('is_host'),
          (eb) =>
            eb
              .exists(
                eb
                  .selectFrom('event_participants as p')
                  .select('p.id')
                  .whereRef('p.event_id', '=', 'e.id')
                  .where('p.user_id', '=', userId)
                  .where('p.state', '=', 'joined'),
              )
              .as('is_member'),
        ])
        .where((eb) =>
          eb.or([
            eb('e.id', 'in', eb.selectFrom('event_hosts').select('event_id').where('user_id', '=', userId)),
            eb(
              'e.id',
              'in',
              eb.selectFrom('event_participants').select('event_id').where('user_id', '=', userId).where('state', '=', 'joined'),
            ),
          ]),
        )
        .execute();
    },

    listEvents(filter: { nameContains?: string | undefined; limit: number }) {
      return db
        .selectFrom('events as e')
        .select(summaryColumns)
        .$if(Boolean(filter.nameContains), (query) =>
          query.where(sql<boolean>`lower(e.name) like ${`%${filter.nameContains!.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`),
        )
        .orderBy('e.starts_at', 'desc')
        .limit(filter.limit)
        .execute();
    },

    async insertMedia(media: MediaTable) {
      await db.insertInto('media').values(media).execute();
    },

    findMedia(id: string) {
      return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async deleteMedia(id: string) {
      await db.deleteFrom('media').where('id', '=', id).execute();
    },
  };
}

export type EventQueries = ReturnType<typeof eventQueries>;
export type EventsRepository = ReturnType<typeof createEventsRepository>;
export type ParticipantWithUser = Awaited<ReturnType<EventsRepository['participantsWithUsers']>>[number];
