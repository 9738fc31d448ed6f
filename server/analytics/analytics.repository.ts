import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database.ts';
import type { Database, NewAnalyticsEvent } from '../db/schema.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** Every column of a stored event, in the order the inserts below name them. */
const eventColumns = [
  'id',
  'insert_id',
  'event_type',
  'user_id',
  'device_id',
  'session_id',
  'event_time',
  'event_properties',
  'user_properties',
  'platform',
  'os_name',
  'os_version',
  'device_model',
  'language',
  'library',
  'ip',
  'received_at',
] as const satisfies readonly (keyof NewAnalyticsEvent)[];

const bigintColumns: ReadonlySet<string> = new Set(['session_id', 'event_time', 'received_at']);

/** The most rows one SQLite insert carries: 256 × 17 bound values, well under SQLite's 32,766. */
const sqliteRowsPerInsert = 256;

/**
 * The SQLite insert of `rows` rows. Kysely would build and compile a statement of every size a
 * batch happens to have, and each size would take a place in the prepared-statement cache
 * (`server/db/database.ts`), pushing out the app's own; chunks of a power of two rows keep
 * analytics to nine statements, compiled once each.
 */
const sqliteInsertText = new Map<number, string>();
function sqliteInsert(rows: number): string {
  let text = sqliteInsertText.get(rows);
  if (text === undefined) {
    const row = `(${eventColumns.map(() => '?').join(', ')})`;
    text =
      `insert into analytics_events (${eventColumns.join(', ')}) values ${Array.from({ length: rows }, () => row).join(', ')} ` +
      'on conflict (insert_id) do nothing';
    sqliteInsertText.set(rows, text);
  }
  return text;
}

/**
 * The PostgreSQL insert: one statement whatever the number of rows, each column one array
 * parameter unnested into rows, so the server parses a short text instead of one with a
 * placeholder per value.
 */
const postgresInsert =
  `insert into analytics_events (${eventColumns.join(', ')}) ` +
  `select * from unnest(${eventColumns.map((column, index) => `$${index + 1}::${bigintColumns.has(column) ? 'bigint' : 'text'}[]`).join(', ')}) ` +
  'on conflict (insert_id) do nothing';

/** The SQL of analytics events: storing batches and the admin view's aggregates. */
export function createAnalyticsRepository(db: Kysely<Database>, dialect: Dialect) {
  /** Events of the admin view: `$identify` and other `$` types are SDK operations, not things people did. */
  const peopleEventsBetween = (since: number, until: number) =>
    db
      .selectFrom('analytics_events')
      .where('event_time', '>=', since)
      .where('event_time', '<', until)
      .where('event_type', 'not like', '$%');

  return {
    async isAdmin(userId: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('id', '=', userId).where('role', '=', 'ADMIN').executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Stores rows in one transaction; an insert_id already stored (a batch the SDK sent again)
     * is skipped, the stored copy standing for it.
     */
    async insertEvents(events: NewAnalyticsEvent[]): Promise<void> {
      if (events.length === 0) return;
      if (dialect === 'postgres') {
        // One statement is one transaction.
        await db.executeQuery(
          CompiledQuery.raw(
            postgresInsert,
            eventColumns.map((column) => events.map((event) => event[column] ?? null)),
          ),
        );
        return;
      }
      await db.transaction().execute(async (trx) => {
        let start = 0;
        while (start < events.length) {
          let rows = sqliteRowsPerInsert;
          while (rows > events.length - start) rows /= 2;
          const values: unknown[] = [];
          for (const event of events.slice(start, start + rows)) for (const column of eventColumns) values.push(event[column] ?? null);
          await trx.executeQuery(CompiledQuery.raw(sqliteInsert(rows), values));
          start += rows;
        }
      });
    },

    /** Deletes up to `limit` events received before `cutoff` (epoch ms); answers how many went. */
    async deleteReceivedBefore(cutoff: number, limit: number): Promise<number> {
      const result = await db
        .deleteFrom('analytics_events')
        .where('id', 'in', (select) => select.selectFrom('analytics_events').select('id').where('received_at', '<', cutoff).limit(limit))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
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
