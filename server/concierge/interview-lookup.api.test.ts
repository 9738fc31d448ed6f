import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { openTestDatabase } from '../testing/test-database.ts';

// SQLite's plan is fixed by its schema alone; PostgreSQL's also by table statistics, so it is not asked here.
describe('finding the interview of a conversation (SQLite)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => (database = await openTestDatabase('sqlite')));
  afterAll(() => database.close());

  it('looks the dossier up by an index on either conversation, never by reading every dossier', async () => {
    // The lookup of every guest message: `conversationsOf` and `requestReply` in concierge.repository.ts.
    const plan = await sql<{ detail: string }>`
      explain query plan select user_id from dossiers
      where text_conversation_id = ${'conversation'} or voice_conversation_id = ${'conversation'}`.execute(database.db);
    const steps = plan.rows.map((row) => row.detail);
    expect(steps.join('\n')).not.toMatch(/^SCAN dossiers\b/m);
    expect(steps.join('\n')).toMatch(/dossiers_voice_conversation/);
  });
});
