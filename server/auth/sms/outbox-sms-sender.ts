import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SmsSender } from './sms-sender.ts';

/** Stores messages in the database, where the dev outbox endpoint lets tests read them. */
export function createOutboxSmsSender(db: Kysely<Database>, now: () => number): SmsSender {
  return {
    async send({ to, body }) {
      await db.insertInto('sms_outbox').values({ to, body, created_at: now() }).execute();
    },
  };
}

export async function listOutbox(db: Kysely<Database>, to: string | undefined, limit = 50) {
  const rows = await db
    .selectFrom('sms_outbox')
    .select(['to', 'body', 'created_at'])
    .$if(to !== undefined, (query) => query.where('to', '=', to!))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ to: row.to, body: row.body, createdAt: new Date(row.created_at).toISOString() }));
}
