import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The SQL of app settings: values the instances sharing a database agree on. */
export function createAppSettingsRepository(db: Kysely<Database>) {
  return {
    /** The setting's value, storing `value` first when it has none; the first of racing instances wins. */
    async findOrInsert(key: string, value: string): Promise<string> {
      await db
        .insertInto('app_settings')
        .values({ key, value })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
      return row.value;
    },
  };
}

export type AppSettingsRepository = ReturnType<typeof createAppSettingsRepository>;
