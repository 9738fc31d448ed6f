import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createMigratedPostgresDatabase } from './scratch-postgres.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

async function tablesOf(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

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
});
