import type { Kysely } from 'kysely';

/**
 * Passkeys (WebAuthn credentials) a person added after signing in, and the challenges the server
 * handed out for adding one or signing in with one. A challenge is kept here, never in a cookie or
 * the page, so it is used once (its row is deleted as it is checked) and on any instance.
 */
export function passkeysMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('passkeys')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('credential_id', 'text', (column) => column.notNull().unique())
        .addColumn('public_key', 'text', (column) => column.notNull())
        .addColumn('counter', 'bigint', (column) => column.notNull())
        .addColumn('transports', 'text', (column) => column.notNull())
        .addColumn('device_type', 'text', (column) => column.notNull())
        .addColumn('backed_up', 'integer', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('last_used_at', 'bigint')
        .execute();
      await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();
      await db.schema
        .createTable('passkey_challenges')
        .addColumn('challenge', 'text', (column) => column.primaryKey())
        .addColumn('purpose', 'text', (column) => column.notNull())
        .addColumn('user_id', 'text', (column) => column.references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('passkey_challenges_expiry').on('passkey_challenges').column('expires_at').execute();
    },
  };
}
