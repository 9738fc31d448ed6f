import { sql, type Kysely } from 'kysely';

/**
 * When each session last proved who is behind it (its sign-in, or a code typed again since).
 * Ending another device's session asks for a recent proof (ASVS 5.0 V7.5.2, docs/security.md),
 * and a session signed in long ago must not count as recent. Existing sessions proved it when
 * they started.
 */
export function sessionAuthenticationMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('sessions').addColumn('authenticated_at', 'bigint').execute();
      await sql`update sessions set authenticated_at = created_at`.execute(db);
    },
  };
}
