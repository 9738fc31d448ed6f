import { sql, type Kysely } from 'kysely';
import type { Database, NewAnalyticsEvent } from '../db/schema.ts';

/** SQLite's bound-variable limit (32766 since 3.32); PostgreSQL allows more, so it bounds both. */
const maxBoundVariables = 32_766;

const dayMs = 24 * 60 * 60 * 1000;

/** The SQL of analytics events: storing batches and the admin view's aggregates. */
export function createAnalyticsRepository(db: Kysely<Database>) {
  /** Events of the admin view: `$identify` and other `$` types are SDK operations, not things people did. */
  const peopleEventsBetween = (since: number, until: number) =>
    db
      .selectFrom('analytics_events')
      .where('event_time', '>=', since)
      .where('event_time', '<', until)
      .where('event_type', 'not like', '$%');

  return {
    /** Which of these user ids are admins'. */
    async findAdminIds(userIds: string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db.selectFrom('users').select('id').where('role', '=', 'ADMIN').where('id', 'in', userIds).execute();
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Stores a batch in one transaction, a multi-row insert per chunk; an insert_id already
     * stored (a batch the SDK sent again) is skipped. Answers how many rows were stored.
     */
    async insertEvents(events: NewAnalyticsEvent[]): Promise<number> {
      if (events.length === 0) return 0;
      const rowsPerInsert = Math.floor(maxBoundVariables / Object.keys(events[0]!).length);
      return db.transaction().execute(async (trx) => {
        let stored = 0;
        for (let start = 0; start < events.length; start += rowsPerInsert) {
          const result = await trx
            .insertInto('analytics_events')
            .values(events.slice(start, start + rowsPerInsert))
            .onConflict((conflict) => conflict.column('insert_id').doNothing())
            .executeTakeFirst();
          stored += Number(result.numInsertedOrUpdatedRows ?? 0);
        }
        return stored;
      });
    },

    /** Event counts per UTC day, the day as whole days since the epoch. */
    async countPerDay(since: number, until: number): Promise<{ dayNumber: number; count: number }[]> {
      const dayNumber = sql<number>`event_time / ${sql.lit(dayMs)}`;
      const rows = await peopleEventsBetween(since, until)
        .select((eb) => [dayNumber.as('day_number'), eb.fn.countAll<number>().as('count')])
        .groupBy(dayNumber)
        .execute();
      return rows.map((row) => ({ dayNumber: Number(row.day_number), count: Number(row.count) }));
    },

    async topEventTypes(since: number, until: number, limit: number): Promise<{ eventType: string; count: number }[]> {
      const rows = await peopleEventsBetween(since, until)
        .select((eb) => ['event_type', eb.fn.countAll<number>().as('count')])
        .groupBy('event_type')
        .orderBy('count', 'desc')
        .orderBy('event_type')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ eventType: row.event_type, count: Number(row.count) }));
    },

    /** Who (user id, else device id) sent which of these event types: one row per pair. */
    async actorsByEventType(since: number, until: number, eventTypes: string[]): Promise<{ actor: string; eventType: string }[]> {
      const actor = sql<string>`coalesce(user_id, device_id)`;
      const rows = await peopleEventsBetween(since, until)
        .where('event_type', 'in', eventTypes)
        .select([actor.as('actor'), 'event_type'])
        .distinct()
        .execute();
      return rows.map((row) => ({ actor: row.actor, eventType: row.event_type }));
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
