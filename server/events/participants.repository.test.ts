import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { createParticipantsRepository } from './participants.repository.ts';

// The two lookups of every join and every event-scoped request, on SQLite, where a partial index is
// used only when the query spells its condition (participants.repository.ts): the plan, not a time.
describe('the membership lookups on SQLite', () => {
  let dataDir: string;
  let sqlite: SQLite.Database;
  const queries: string[] = [];
  let participants: ReturnType<typeof createParticipantsRepository>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tandem-participants-'));
    const migrated = openDatabase({ dataDir }, createLogger({ logLevel: 'silent', nodeEnv: 'test' }));
    await migrateToLatest(migrated);
    await migrated.close();
    sqlite = new SQLite(path.join(dataDir, 'tandem.sqlite'));
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      log: (event) => void queries.push(event.query.sql),
    });
    participants = createParticipantsRepository(db, 'sqlite');
  });

  afterAll(async () => {
    sqlite.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const planOf = (query: string) =>
    sqlite
      .prepare(`explain query plan ${query}`)
      .all(
        ...query
          .split('?')
          .slice(1)
          .map(() => 'x'),
      )
      .map((step) => (step as { detail: string }).detail)
      .join('; ');

  it('finds a member through the index of members', async () => {
    queries.length = 0;
    await participants.joinedParticipant('event', 'user');
    expect(planOf(queries[0]!)).toContain('USING INDEX event_participants_one_member (event_id=? AND user_id=?)');
  });

  it('finds an invitation by phone number through the index of live numbers', async () => {
    queries.length = 0;
    await participants.findOpenInvitationByPhone('event', '+12025550100');
    expect(planOf(queries[0]!)).toContain('USING INDEX event_participants_live_phone (event_id=? AND phone_number=?)');
  });
});
