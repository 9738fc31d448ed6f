import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The SQL of one-time codes and of their send budgets. */
export function createOtpRepository(db: Kysely<Database>) {
  return {
    async countRequestsSince(filter: { ip: string } | { phoneNumber: string }, since: number) {
      const row = await db
        .selectFrom('otp_requests')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min<number>('created_at').as('oldest')])
        .$call((query) => ('ip' in filter ? query.where('ip', '=', filter.ip) : query.where('phone_number', '=', filter.phoneNumber)))
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), oldest: row.oldest === null ? null : Number(row.oldest) };
    },

    async recordRequest(phoneNumber: string, ip: string, at: number) {
      await db.insertInto('otp_requests').values({ phone_number: phoneNumber, ip, created_at: at }).execute();
    },

    /**
     * Stores a new code unless the number's current one is younger than the cooldown; one
     * statement, so two racing requests cannot both send. Answers whether it was stored.
     */
    async replaceCodeIfCooledDown(
      code: { phoneNumber: string; hash: string; expiresAt: number; createdAt: number },
      cooldownStart: number,
    ) {
      const stored = await db
        .insertInto('otp_codes')
        .values({
          phone_number: code.phoneNumber,
          code_hash: code.hash,
          expires_at: code.expiresAt,
          failed_attempts: 0,
          created_at: code.createdAt,
        })
        .onConflict((conflict) =>
          conflict
            .column('phone_number')
            .doUpdateSet({ code_hash: code.hash, expires_at: code.expiresAt, failed_attempts: 0, created_at: code.createdAt })
            .where('otp_codes.created_at', '<=', cooldownStart),
        )
        .returning('phone_number')
        .executeTakeFirst();
      return stored !== undefined;
    },

    findCode(phoneNumber: string) {
      return db.selectFrom('otp_codes').selectAll().where('phone_number', '=', phoneNumber).executeTakeFirst();
    },

    /** Counts a wrong try against this very code; answers the new count. */
    async recordFailedAttempt(phoneNumber: string, codeHash: string) {
      const row = await db
        .updateTable('otp_codes')
        .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
        .where('phone_number', '=', phoneNumber)
        .where('code_hash', '=', codeHash)
        .returning('failed_attempts')
        .executeTakeFirst();
      return row?.failed_attempts ?? Number.POSITIVE_INFINITY;
    },

    /** Uses the code up; false when a concurrent request already did. */
    async consumeCode(phoneNumber: string, codeHash: string) {
      const result = await db
        .deleteFrom('otp_codes')
        .where('phone_number', '=', phoneNumber)
        .where('code_hash', '=', codeHash)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async deleteCode(phoneNumber: string) {
      await db.deleteFrom('otp_codes').where('phone_number', '=', phoneNumber).execute();
    },

    async pruneRequestsBefore(before: number) {
      await db.deleteFrom('otp_requests').where('created_at', '<', before).execute();
    },
  };
}

export type OtpRepository = ReturnType<typeof createOtpRepository>;
