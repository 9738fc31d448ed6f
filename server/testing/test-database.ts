import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle, type Dialect } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { newId } from '../db/ids.ts';
import { createLogger } from '../logger.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createMigratedPostgresDatabase } from './scratch-postgres.ts';

/**
 * A migrated database of its own for media tests without a whole server: a SQLite file in a
 * temporary directory, or a scratch PostgreSQL database made from TEST_DATABASE_URL.
 * `close` drops it.
 */
export async function openTestDatabase(dialect: Dialect): Promise<DatabaseHandle> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tandem-media-db-'));
  const postgres =
    dialect === 'postgres' ? await createMigratedPostgresDatabase(process.env.TEST_DATABASE_URL!, 'tandem_media') : undefined;
  const database = openDatabase({ databaseUrl: postgres?.url, dataDir }, createLogger({ logLevel: 'silent', nodeEnv: 'test' }));
  await migrateToLatest(database);
  return {
    ...database,
    async close() {
      await database.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let usersMade = 0;

/** A user to own media (media rows reference their owner). */
export async function insertTestUser({ db }: DatabaseHandle): Promise<string> {
  const id = newId();
  await createUsersRepository(db).insertIfAbsent({
    id,
    role: 'USER',
    phone_number: `+1202555${String(++usersMade).padStart(4, '0')}`,
    name: null,
    email: null,
    linkedin: null,
    picture_id: null,
    notification_preferences: '[]',
    is_creator: 0,
    is_blocked: 0,
    deleted_at: null,
    created_at: 0,
    updated_at: 0,
  });
  return id;
}
