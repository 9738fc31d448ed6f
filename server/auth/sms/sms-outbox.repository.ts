import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The SQL of the SMS outbox: messages the outbox provider keeps instead of sending. */
export function createSmsOutboxRepository(db: Kysely<Database>) {
  return {
    async insert(message: { to: string; body: string; createdAt: number }) {
      await db.insertInto('sms_outbox').values({ to: message.to, body: message.body, created_at: message.createdAt }).execute();
    },

    /** The newest messages first, to one number when `to` is given. */
    list(filter: { to: string | undefined; limit: number }) {
      return db
        .selectFrom('sms_outbox')
        .select(['to', 'body', 'created_at'])
        .$if(filter.to !== undefined, (query) => query.where('to', '=', filter.to!))
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .execute();
    },
  };
}

export type SmsOutboxRepository = ReturnType<typeof createSmsOutboxRepository>;
