import type { Kysely } from 'kysely';

/**
 * Sign-in codes per number and asking address: a stranger asking for someone's number gets a
 * code of its own (sent to the number) instead of replacing the owner's, and waits on its own
 * doubling delay. The send budgets moved to the shared rate limiter, so `otp_requests` goes; the
 * codes of `otp_codes` live ten minutes, so none is worth carrying over.
 */
export function signInCodesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('sign_in_codes')
        .addColumn('phone_number', 'text', (column) => column.notNull())
        .addColumn('requester', 'text', (column) => column.notNull())
        .addColumn('code_hash', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .addColumn('failed_attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('sends', 'integer', (column) => column.notNull())
        .addColumn('first_sent_at', 'bigint', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addPrimaryKeyConstraint('sign_in_codes_pkey', ['phone_number', 'requester'])
        .execute();
      await db.schema.createIndex('sign_in_codes_created').on('sign_in_codes').column('created_at').execute();
      await db.schema.dropTable('otp_codes').execute();
      await db.schema.dropTable('otp_requests').execute();
    },
  };
}
