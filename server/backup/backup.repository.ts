import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The SQL a backup needs: which media objects the database refers to. */
export function createBackupRepository(db: Kysely<Database>) {
  return {
    async mediaStorageKeys(): Promise<string[]> {
      const rows = await db.selectFrom('media').select('storage_key').orderBy('storage_key').execute();
      return rows.map((row) => row.storage_key);
    },
  };
}
