import type { Kysely } from 'kysely';
import type { Database, MediaTable } from '../db/schema.ts';

/** The SQL of media records; the bytes themselves live in MediaStorage. */
export function createMediaRepository(db: Kysely<Database>) {
  return {
    async insert(media: MediaTable) {
      await db.insertInto('media').values(media).execute();
    },
    async delete(id: string) {
      await db.deleteFrom('media').where('id', '=', id).execute();
    },
    findById(id: string) {
      return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
