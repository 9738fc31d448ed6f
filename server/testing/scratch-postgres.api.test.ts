import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createMigratedPostgresDatabase, createScratchPostgresDatabase, migratedTemplate, withAdmin } from './scratch-postgres.ts';
import { keepAsSpare, schemaDigest, sparePrefix } from './spare-postgres-databases.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

async function query<Row extends pg.QueryResultRow>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

async function tablesOf(url: string): Promise<string[]> {
  const rows = await query<{ name: string }>(
    url,
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
  );
  return rows.map((row) => row.name);
}

const nameOf = (url: string) => new URL(url).pathname.slice(1);

describe.skipIf(!adminUrl)('scratch PostgreSQL databases for tests', () => {
  it('come migrated, many at once, each its own copy', async () => {
    const databases = await Promise.all([1, 2, 3].map(() => createMigratedPostgresDatabase(adminUrl!, 'tandem_scratch')));
    try {
      const [first, ...others] = await Promise.all(databases.map((database) => tablesOf(database.url)));
      expect(first).toEqual(expect.arrayContaining(['users', 'sessions', 'events', 'kysely_migration']));
      for (const tables of others) expect(tables).toEqual(first);
      expect(new Set(databases.map((database) => database.url)).size).toBe(3);

      const writer = new pg.Client({ connectionString: databases[0]!.url });
      await writer.connect();
      await writer.query('CREATE TABLE written_in_one_copy (id integer)');
      await writer.end();
      expect(await tablesOf(databases[1]!.url)).not.toContain('written_in_one_copy');
    } finally {
      await Promise.all(databases.map((database) => database.drop()));
    }
  });

  it('are kept as spares when a test is done: emptied, sequences restarted; one whose schema changed is not', async () => {
    const template = await migratedTemplate(adminUrl!);
    const [used, altered] = await Promise.all([1, 2].map(() => createScratchPostgresDatabase(adminUrl!, 'tandem_scratch', template)));
    let spare: string | undefined;
    try {
      const schema = await schemaDigest(used!.url);
      // A user with a file (a foreign key), and a text message (an identity column).
      await query(
        used!.url,
        `INSERT INTO users (id, role, phone_number, notification_preferences, is_creator, is_blocked, created_at, updated_at)
           VALUES ('u1', 'USER', '+12025550100', '[]', 0, 0, 0, 0);
         INSERT INTO media (id, owner_id, kind, content_type, size_bytes, storage_key, created_at)
           VALUES ('m1', 'u1', 'picture', 'image/png', 1, 'pictures/m1.png', 0);
         INSERT INTO sms_outbox ("to", body, created_at) VALUES ('+12025550100', 'Your code', 0)`,
      );
      await query(altered!.url, 'CREATE TABLE written_in_one_copy (id integer)');

      await withAdmin(adminUrl!, async (admin) => {
        spare = await keepAsSpare(admin, used!.url, nameOf(used!.url), template, schema);
        expect(await keepAsSpare(admin, altered!.url, nameOf(altered!.url), template, schema)).toBeUndefined();
      });
      expect(spare?.startsWith(sparePrefix(template))).toBe(true);
      const spareUrl = used!.url.replace(nameOf(used!.url), spare!);
      expect(await schemaDigest(spareUrl)).toBe(schema);
      const [rows] = await query<{ users: number; media: number; outbox: number }>(
        spareUrl,
        'SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM media) AS media, (SELECT count(*)::int FROM sms_outbox) AS outbox',
      );
      expect(rows).toEqual({ users: 0, media: 0, outbox: 0 });
      const [sent] = await query<{ id: number }>(
        spareUrl,
        `INSERT INTO sms_outbox ("to", body, created_at) VALUES ('+12025550100', 'Your code', 0) RETURNING id`,
      );
      expect(sent).toEqual({ id: 1 });
    } finally {
      await withAdmin(adminUrl!, async (admin) => {
        for (const name of [spare ?? nameOf(used!.url), nameOf(altered!.url)])
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    }
  });
});
