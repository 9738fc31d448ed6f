import { sql, type Kysely } from 'kysely';
import type { Database, EventHostRole, EventsTable } from '../db/schema.ts';

/** The SQL of events, their hosts and their intro videos' media rows. */
export function createEventsRepository(db: Kysely<Database>) {
  const summaryColumns = ['e.id', 'e.name', 'e.starts_at', 'e.ends_at', 'e.time_zone', 'e.place', 'e.online_url', 'e.capacity'] as const;

  return {
    /** The event and its creator as its first host, in one transaction. */
    async insertEvent(event: EventsTable, creator: { userId: string; at: number }) {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('events').values(event).execute();
        await trx
          .insertInto('event_hosts')
          .values({ event_id: event.id, user_id: creator.userId, role: 'creator', added_by: creator.userId, created_at: creator.at })
          .execute();
      });
    },

    findEvent(id: string) {
      return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Makes `mediaId` (or none) the event's intro video and answers the one it replaced, so that
     * exactly that one is removed. A compare-and-set on the old value, tried again when another
     * upload changed it in between: concurrent uploads each learn the video they replaced, and
     * none is left that nothing references. Null too when the event is gone.
     */
    async replaceIntroVideo(eventId: string, mediaId: string | null, at: number): Promise<string | null> {
      for (;;) {
        const current = await db.selectFrom('events').select('intro_video_id').where('id', '=', eventId).executeTakeFirst();
        if (!current) return null;
        const previous = current.intro_video_id;
        const result = await db
          .updateTable('events')
          .set({ intro_video_id: mediaId, updated_at: at })
          .where('id', '=', eventId)
          .where('intro_video_id', previous === null ? 'is' : '=', previous)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) > 0) return previous;
      }
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

    async removeCohost(eventId: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('event_hosts')
        .where('event_id', '=', eventId)
        .where('user_id', '=', userId)
        .where('role', '=', 'cohost')
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Events the user hosts or has joined, with which. */
    eventsOfUser(userId: string) {
      return db
        .selectFrom('events as e')
        .select([
          ...summaryColumns,
          (eb) =>
            eb
              .exists(
                eb.selectFrom('event_hosts as h').select('h.user_id').whereRef('h.event_id', '=', 'e.id').where('h.user_id', '=', userId),
              )
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
          query.where(
            sql<boolean>`lower(e.name) like ${`%${filter.nameContains!.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`,
          ),
        )
        .orderBy('e.starts_at', 'desc')
        .limit(filter.limit)
        .execute();
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
