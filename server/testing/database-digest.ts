import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';

/** A hash of every row of each table, by table name: two digests differ where a row was written. */
export type DatabaseDigest = Map<string, string>;

/**
 * The contents of every table (the migrations' own included), hashed row by row and sorted, so the
 * order rows come back in does not count. PostgreSQL hashes inside the database, in one statement;
 * SQLite's rows are read in process, where reading is cheap.
 */
export async function databaseDigest({ db, dialect }: DatabaseHandle): Promise<DatabaseDigest> {
  const tables = (await db.introspection.getTables({ withInternalKyselyTables: true })).map((table) => table.name).sort();
  if (dialect === 'postgres') {
    const perTable = tables.map(
      (table) =>
        sql`select ${table} as name, coalesce(md5(string_agg(row_hash, '' order by row_hash)), '') as digest
            from (select md5(t::text) as row_hash from ${sql.table(table)} t) rows`,
    );
    const { rows } = await sql<{ name: string; digest: string }>`${sql.join(perTable, sql` union all `)}`.execute(db);
    return new Map(rows.map((row) => [row.name, row.digest]));
  }
  const digest: DatabaseDigest = new Map();
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const rowHashes = rows.map((row) => createHash('sha256').update(JSON.stringify(row)).digest('hex')).sort();
    digest.set(table, createHash('sha256').update(rowHashes.join('')).digest('hex'));
  }
  return digest;
}

/**
 * A number that moves whenever anything may have been written: SQLite's count of rows changed
 * on the connection the server shares with the test; PostgreSQL's next transaction id, which
 * any write takes (in any database of the server, so it moves more often than needed).
 */
async function writeMark({ db, dialect }: DatabaseHandle): Promise<string> {
  const query =
    dialect === 'postgres'
      ? sql<{ mark: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`
      : sql<{ mark: string }>`select total_changes() as mark`;
  return String((await query.execute(db)).rows[0]!.mark);
}

/** Watches a database a test server writes: its digest, read again only when something may have been written. */
export function watchDatabase(handle: DatabaseHandle, now: () => number) {
  let last: { mark: string; digest: DatabaseDigest } | undefined;
  let leasing: Promise<string[]> | undefined;

  /** Whether a runner holds a durable job (a row with a `lease_owner` whose lease runs past now): a transcript, a reply, a recompute, a delivery. */
  async function jobHeld(): Promise<boolean> {
    const tables = await (leasing ??= handle.db.introspection
      .getTables()
      .then((all) => all.filter((table) => table.columns.some((column) => column.name === 'lease_owner')).map((table) => table.name)));
    for (const table of tables) {
      const { rows } =
        await sql`select 1 from ${sql.table(table)} where lease_owner is not null and lease_until > ${now()} limit 1`.execute(handle.db);
      if (rows.length > 0) return true;
    }
    return false;
  }

  async function current(): Promise<DatabaseDigest> {
    const mark = await writeMark(handle);
    if (last?.mark !== mark) last = { mark, digest: await databaseDigest(handle) };
    return last.digest;
  }

  return {
    current,
    /** The digest once the server's background work is done: no job held, and nothing written for a moment. */
    async settled(): Promise<DatabaseDigest> {
      let mark = await writeMark(handle);
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        const next = await writeMark(handle);
        if (next === mark && !(await jobHeld())) return current();
        mark = next;
      }
    },
  };
}

/** The tables whose rows differ between two digests. */
export function changedTables(before: DatabaseDigest, after: DatabaseDigest): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
