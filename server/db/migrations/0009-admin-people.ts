import type { Kysely } from 'kysely';

/**
 * The admin's people pages.
 * - `audit_log`: what admins did to users, written in the same transaction as the change. The
 *   actor and the target stay when either account is deleted (the rows are anonymised, not removed).
 * - `users.deleted_at`: a deleted account keeps its row, emptied of personal data, so the messages
 *   others received stay and show as from "Deleted user".
 */
export function adminPeopleMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('deleted_at', 'bigint').execute();
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('actor_id', 'text', (column) => column.references('users.id').onDelete('set null'))
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('target_user_id', 'text', (column) => column.references('users.id').onDelete('set null'))
        .addColumn('details', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_user_id', 'created_at']).execute();
    },
  };
}
