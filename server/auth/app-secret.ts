import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The key that signs access tokens and hashes sign-in codes. SESSION_SECRET wins; otherwise
 * one is made on first start and kept in the database, so every instance sharing the database
 * agrees on it and restarts keep users signed in.
 */
export async function loadAppSecret(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('app_settings')
    .values({ key: 'session_secret', value: randomBytes(48).toString('base64url') })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', 'session_secret').executeTakeFirstOrThrow();
  return row.value;
}
