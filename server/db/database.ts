import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Answers once the database answers a query: the health check's question. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

// Epoch-millisecond columns are bigint in PostgreSQL; they fit a JavaScript number exactly.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens PostgreSQL when a URL is given, else the embedded SQLite file under `dataDir`. */
export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }, logger: Pick<Logger, 'warn'>): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => logger.warn({ err: error }, 'PostgreSQL dropped an idle connection'));
    return handle(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), 'postgres');
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, 'tandem.sqlite'));
  // WAL lets readers proceed while one writer commits; NORMAL sync is durable under WAL
  // against process crashes, which is the failure the product must survive.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return handle(new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }), 'sqlite');
}

function handle(db: Kysely<Database>, dialect: Dialect): DatabaseHandle {
  return {
    db,
    dialect,
    ping: async () => void (await sql`select 1`.execute(db)),
    close: () => db.destroy(),
  };
}

/**
 * Kysely asks better-sqlite3 to prepare every query anew, which was a fifth of the CPU of a
 * simple read (docs/benchmarks.md). Tandem's queries are a small fixed set of SQL texts, so
 * their prepared statements are kept, up to a bound.
 */
function withStatementCache(sqlite: SQLite.Database, maxStatements = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= maxStatements) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
