import type { Kysely } from 'kysely';
import type { Database, SignInCodesTable } from '../db/schema.ts';

export type SignInCodeRow = SignInCodesTable;

/** The SQL of sign-in codes: one live code per number and asking address. */
export function createOtpRepository(db: Kysely<Database>) {
  return {
    pairCode(phoneNumber: string, requester: string) {
      return db
        .selectFrom('sign_in_codes')
        .selectAll()
        .where('phone_number', '=', phoneNumber)
        .where('requester', '=', requester)
        .executeTakeFirst();
    },

    /**
     * Stores the address's new code for the number in place of `replacing` (the code it read, or
     * none): one statement each way, so two racing requests from one address cannot both send.
     * Answers whether it was stored.
     */
    async storePairCode(code: SignInCodeRow, replacing: { code_hash: string } | undefined): Promise<boolean> {
      if (!replacing) {
        const inserted = await db
          .insertInto('sign_in_codes')
          .values(code)
          .onConflict((conflict) => conflict.columns(['phone_number', 'requester']).doNothing())
          .returning('phone_number')
          .executeTakeFirst();
        return inserted !== undefined;
      }
      const updated = await db
        .updateTable('sign_in_codes')
        .set(code)
        .where('phone_number', '=', code.phone_number)
        .where('requester', '=', code.requester)
        .where('code_hash', '=', replacing.code_hash)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** The number's live codes, newest first. */
    liveCodes(phoneNumber: string, at: number, limit: number) {
      return db
        .selectFrom('sign_in_codes')
        .selectAll()
        .where('phone_number', '=', phoneNumber)
        .where('expires_at', '>', at)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
    },

    /** Counts a wrong try against each of these codes, and drops those that had their share. */
    async recordWrongTry(phoneNumber: string, codeHashes: string[], maxWrongTries: number) {
      if (codeHashes.length === 0) return;
      await db
        .updateTable('sign_in_codes')
        .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
        .where('phone_number', '=', phoneNumber)
        .where('code_hash', 'in', codeHashes)
        .execute();
      await db.deleteFrom('sign_in_codes').where('phone_number', '=', phoneNumber).where('failed_attempts', '>=', maxWrongTries).execute();
    },

    /** Uses the code up, and with it every code of the number; false when a concurrent request already did. */
    async consumeCode(phoneNumber: string, codeHash: string) {
      const result = await db
        .deleteFrom('sign_in_codes')
        .where('phone_number', '=', phoneNumber)
        .where('code_hash', '=', codeHash)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) return false;
      await db.deleteFrom('sign_in_codes').where('phone_number', '=', phoneNumber).execute();
      return true;
    },

    /** Takes back a code whose text could not be sent. */
    async deletePairCode(phoneNumber: string, requester: string, codeHash: string) {
      await db
        .deleteFrom('sign_in_codes')
        .where('phone_number', '=', phoneNumber)
        .where('requester', '=', requester)
        .where('code_hash', '=', codeHash)
        .execute();
    },

    async pruneCodesCreatedBefore(before: number) {
      await db.deleteFrom('sign_in_codes').where('created_at', '<', before).execute();
    },

    /** The phone numbers of every event's hosts and of the guests they invited by number. */
    async hostedEventNumbers(): Promise<string[]> {
      const hosts = db
        .selectFrom('event_hosts')
        .innerJoin('users', 'users.id', 'event_hosts.user_id')
        .select('users.phone_number as phone_number')
        .where('users.phone_number', 'is not', null);
      const invitees = db.selectFrom('event_participants').select('phone_number').where('phone_number', 'is not', null);
      const rows = await hosts.union(invitees.$narrowType<{ phone_number: string }>()).execute();
      return rows.map((row) => row.phone_number);
    },
  };
}

export type OtpRepository = ReturnType<typeof createOtpRepository>;
