import pg from 'pg';

/**
 * Migrated scratch databases that a test is done with are emptied and kept, under a spare's name,
 * for the next test server (of any test process) to take, instead of dropped: copying the template
 * and dropping the copy each wait on a checkpoint (about 1 s and 1.1 s on a loaded machine, for
 * each of the API suite's ~430 PostgreSQL tests), emptying takes a few milliseconds. A database is
 * kept only when its schema is still the one it was handed out with; any other is dropped.
 */

/** Spares are named after their template (`tandem_template_<digest>` → `tandem_spare_<digest>_…`). */
export const sparePrefix = (template: string) => `${template.replace(/^tandem_template_/, 'tandem_spare_')}_`;
const anySparePrefix = 'tandem_spare_';

/** PostgreSQL's codes for a database another process renamed or dropped first, and for one still in use. */
const takenOrBusy = new Set(['3D000', '55006']);

/** Renames a spare of `template` to `name`, for the caller to use; false when there is none left to take. */
export async function takeSpare(admin: pg.Client, template: string, name: string): Promise<boolean> {
  const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
    sparePrefix(template),
  ]);
  for (const { datname } of rows) {
    try {
      await admin.query(`ALTER DATABASE ${datname} RENAME TO ${name}`);
      return true;
    } catch (error) {
      // Another test process took it first.
      if (!takenOrBusy.has((error as { code?: string }).code ?? '')) throw error;
    }
  }
  return false;
}

/**
 * What a test could change in a database besides its rows: schemas, tables, columns, indexes,
 * constraints, views, sequences, functions, triggers, types, extensions, the migrations run, the
 * database's settings and large objects, as one digest.
 */
export async function schemaDigest(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ digest: string }>(`
      WITH own_namespaces AS (
        SELECT oid, nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'
      )
      SELECT md5(string_agg(part, E'\\n' ORDER BY part)) AS digest FROM (
        SELECT 'schema ' || nspname AS part FROM pg_namespace
        UNION ALL SELECT format('relation %s.%s %s', n.nspname, c.relname, c.relkind)
          FROM pg_class c JOIN own_namespaces n ON n.oid = c.relnamespace
        UNION ALL SELECT format('column %s.%s.%s %s %s %s', table_schema, table_name, column_name, data_type, is_nullable, column_default)
          FROM information_schema.columns WHERE table_schema IN (SELECT nspname FROM own_namespaces)
        UNION ALL SELECT format('index %s', indexdef) FROM pg_indexes WHERE schemaname IN (SELECT nspname FROM own_namespaces)
        UNION ALL SELECT format('constraint %s %s', conname, pg_get_constraintdef(oid))
          FROM pg_constraint WHERE connamespace IN (SELECT oid FROM own_namespaces)
        UNION ALL SELECT format('function %s', oid::regprocedure) FROM pg_proc WHERE pronamespace IN (SELECT oid FROM own_namespaces)
        UNION ALL SELECT format('trigger %s', tgname) FROM pg_trigger WHERE NOT tgisinternal
        UNION ALL SELECT format('type %s', oid::regtype) FROM pg_type WHERE typnamespace IN (SELECT oid FROM own_namespaces)
        UNION ALL SELECT 'extension ' || extname FROM pg_extension
        UNION ALL SELECT 'migration ' || name FROM kysely_migration
        UNION ALL SELECT format('migration lock %s %s', id, is_locked) FROM kysely_migration_lock
        UNION ALL SELECT 'setting ' || array_to_string(setconfig, ',') FROM pg_db_role_setting
          WHERE setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database())
        UNION ALL SELECT 'large objects ' || count(*) FROM pg_largeobject_metadata
      ) parts`);
    return rows[0]!.digest;
  } finally {
    await client.end();
  }
}

/**
 * Empties a database the way its template left it: no row in any table but the migrations' own,
 * every sequence back at its start. Deleting with the foreign keys' triggers off (superuser only)
 * is quick on tables a test filled; TRUNCATE, which any owner may run, makes new files for every
 * table and waits on them.
 */
async function empty(client: pg.Client): Promise<void> {
  try {
    await client.query(`
      DO $$
      DECLARE
        item record;
      BEGIN
        PERFORM set_config('session_replication_role', 'replica', true);
        FOR item IN SELECT schemaname, tablename FROM pg_tables
          WHERE schemaname = 'public' AND tablename NOT IN ('kysely_migration', 'kysely_migration_lock') LOOP
          EXECUTE format('DELETE FROM %I.%I', item.schemaname, item.tablename);
        END LOOP;
        FOR item IN SELECT schemaname, sequencename, start_value FROM pg_sequences WHERE schemaname = 'public' LOOP
          PERFORM setval(format('%I.%I', item.schemaname, item.sequencename), item.start_value, false);
        END LOOP;
      END $$`);
  } catch (error) {
    // 42501: not a superuser, so the foreign keys cannot be set aside.
    if ((error as { code?: string }).code !== '42501') throw error;
    const { rows } = await client.query<{ tables: string }>(`
      SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') AS tables FROM pg_tables
      WHERE schemaname = 'public' AND tablename NOT IN ('kysely_migration', 'kysely_migration_lock')`);
    await client.query(`TRUNCATE ${rows[0]!.tables} RESTART IDENTITY CASCADE`);
  }
}

/**
 * Empties the database `name` (at `url`) and renames it a spare of `template` when its schema is
 * still `schema`, answering the spare's name; undefined when it is not, or cannot be, kept (the
 * caller then drops it).
 */
export async function keepAsSpare(
  admin: pg.Client,
  url: string,
  name: string,
  template: string,
  schema: string,
): Promise<string | undefined> {
  // A test server's connections are closed by now; anything else the test left open is ended.
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
  if ((await schemaDigest(url)) !== schema) return undefined;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await empty(client);
  } finally {
    await client.end();
  }
  const spare = `${sparePrefix(template)}${Math.random().toString(36).slice(2, 10)}`;
  // A connection just ended may take a moment to leave; renaming waits for nobody.
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await admin.query(`ALTER DATABASE ${name} RENAME TO ${spare}`);
      return spare;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return undefined;
}

/** Drops the spares of templates other than `template`: what older migrations left. */
export async function dropOtherSpares(admin: pg.Client, template: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND NOT starts_with(datname, $2)',
    [anySparePrefix, sparePrefix(template)],
  );
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
}
