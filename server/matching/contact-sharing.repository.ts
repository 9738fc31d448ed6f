import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The SQL of what each user's matches may see of them (`users.contact_sharing`). */
export function createContactSharingRepository(db: Kysely<Database>) {
  return {
    /** The JSON of the user's choice, as stored; null when they never chose. */
    async find(userId: string): Promise<string | null> {
      const row = await db.selectFrom('users').select('contact_sharing').where('id', '=', userId).executeTakeFirst();
      return row?.contact_sharing ?? null;
    },

    async save(userId: string, json: string, at: number) {
      await db.updateTable('users').set({ contact_sharing: json, updated_at: at }).where('id', '=', userId).execute();
    },
  };
}

export type ContactSharingRepository = ReturnType<typeof createContactSharingRepository>;
