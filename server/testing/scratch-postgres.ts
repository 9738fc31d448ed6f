import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { dropOtherSpares, keepAsSpare, schemaDigest, takeSpare } from './spare-postgres-databases.ts';

export interface ScratchPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test server or bench run, made from an admin URL (any database
 * the user may create databases from) and dropped afterwards; a copy of `template` when one is named.
 */
export async function createScratchPostgresDatabase(adminUrl: string, prefix: string, template?: string): Promise<ScratchPostgresDatabase> {
  const name = scratchName(prefix);
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  return {
    url: databaseUrl(adminUrl, name),
    async drop() {
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A scratch database with every migration already run: a spare another test left (emptied,
 * spare-postgres-databases.ts), else a copy of a template migrated once for the current
 * migrations. Copying is a file copy inside PostgreSQL, where running the migrations again for each
 * of the API suite's hundreds of test servers cost 1–3 s apiece (docs/benchmarks.md, "CI time").
 * The server still runs `migrateToLatest` at start, which then finds nothing to do. `drop` keeps
 * the database as a spare when its schema is the one it came with, and drops it otherwise.
 */
export async function createMigratedPostgresDatabase(adminUrl: string, prefix: string): Promise<ScratchPostgresDatabase> {
  const template = await migratedTemplate(adminUrl);
  const name = scratchName(prefix);
  const url = databaseUrl(adminUrl, name);
  await withAdmin(adminUrl, async (admin) => {
    if (!(await takeSpare(admin, template, name))) await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  });
  const schema = await schemaDigest(url);
  return {
    url,
    async drop() {
      await withAdmin(adminUrl, async (admin) => {
        if ((await keepAsSpare(admin, url, name, template, schema)) === undefined)
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

const templates = new Map<string, Promise<string>>();

/** The template's name, made at most once per process and, under an advisory lock, once per PostgreSQL server. */
export function migratedTemplate(adminUrl: string): Promise<string> {
  let template = templates.get(adminUrl);
  if (!template) {
    template = makeTemplate(adminUrl);
    // A failure is not kept: the next test server tries again.
    template.catch(() => templates.delete(adminUrl));
    templates.set(adminUrl, template);
  }
  return template;
}

/** Any number, the same in every process: the lock test processes take while one of them makes the template. */
const templateLock = 7_372_019;

async function makeTemplate(adminUrl: string): Promise<string> {
  // Named by the migrations' own text, so a changed or added migration gets a template of its own.
  const name = `tandem_template_${migrationsDigest()}`;
  await withAdmin(adminUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [templateLock]);
    try {
      const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (existing.rowCount) return;
      // Migrated under another name and renamed when done: a run stopped halfway leaves no template that looks whole.
      const building = await createScratchPostgresDatabase(adminUrl, `${name}_building`);
      const database = openDatabase({ databaseUrl: building.url, dataDir: '' }, createLogger({ logLevel: 'silent', nodeEnv: 'test' }));
      try {
        await migrateToLatest(database);
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${new URL(building.url).pathname.slice(1)} RENAME TO ${name}`);
      await dropOtherSpares(admin, name);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [templateLock]);
    }
  });
  return name;
}

function migrationsDigest(): string {
  const folder = path.join(import.meta.dirname, '..', 'db');
  const hash = createHash('sha256');
  for (const file of [
    'migrate.ts',
    ...readdirSync(path.join(folder, 'migrations'))
      .sort()
      .map((name) => `migrations/${name}`),
  ]) {
    hash.update(file).update(readFileSync(path.join(folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

export async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function scratchName(prefix: string): string {
  return `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
