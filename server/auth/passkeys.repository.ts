import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../db/database.ts';
import type { PasskeyChallengePurpose, PasskeysTable } from '../db/passkeys-schema.ts';
import type { Database } from '../db/schema.ts';

export type PasskeyRow = Selectable<PasskeysTable>;

/** The SQL of passkeys and of the challenges handed out for them. */
export function createPasskeysRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /** Keeps a challenge until `expiresAt`, and drops the ones already past theirs. */
    async storeChallenge(challenge: {
      challenge: string;
      purpose: PasskeyChallengePurpose;
      userId: string | null;
      expiresAt: number;
      now: number;
    }) {
      await db.deleteFrom('passkey_challenges').where('expires_at', '<=', challenge.now).execute();
      await db
        .insertInto('passkey_challenges')
        .values({ challenge: challenge.challenge, purpose: challenge.purpose, user_id: challenge.userId, expires_at: challenge.expiresAt })
        .execute();
    },

    /**
     * Uses the challenge up: true only for the one request that deletes a live challenge of this
     * purpose (and, when adding a passkey, of this person), so no challenge serves twice.
     */
    async consumeChallenge(challenge: string, purpose: PasskeyChallengePurpose, userId: string | null, now: number): Promise<boolean> {
      const deleted = await db
        .deleteFrom('passkey_challenges')
        .where('challenge', '=', challenge)
        .where('purpose', '=', purpose)
        .where('expires_at', '>', now)
        .$call((query) => (userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId)))
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },

    listOfUser(userId: string) {
      return db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
    },

    findByCredentialId(credentialId: string) {
      return db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
    },

    /** Adds the passkey unless its person already has `maxPerUser`; false when full. One transaction, so a burst cannot pass the cap. */
    insertWithin(passkey: PasskeyRow, maxPerUser: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        // Locks the person's row first, so two adds of one person run one after the other on PostgreSQL.
        await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', passkey.user_id)
          .$if(dialect === 'postgres', (query) => query.forUpdate())
          .execute();
        const { count } = await trx
          .selectFrom('passkeys')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .where('user_id', '=', passkey.user_id)
          .executeTakeFirstOrThrow();
        if (Number(count) >= maxPerUser) return false;
        await trx.insertInto('passkeys').values(passkey).execute();
        return true;
      });
    },

    /** Records a sign-in with the passkey: the counter it reported, its backup state, when. */
    async recordUse(id: string, use: { counter: number; backedUp: boolean; deviceType: PasskeyRow['device_type']; at: number }) {
      await db
        .updateTable('passkeys')
        .set({ counter: use.counter, backed_up: use.backedUp ? 1 : 0, device_type: use.deviceType, last_used_at: use.at })
        .where('id', '=', id)
        .execute();
    },

    /** Renames the person's own passkey; undefined when they have none of that id. */
    async rename(userId: string, id: string, name: string) {
      return db.updateTable('passkeys').set({ name }).where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();
    },

    /** Removes the person's own passkey; false when they have none of that id. */
    async remove(userId: string, id: string): Promise<boolean> {
      const deleted = await db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },
  };
}

export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
