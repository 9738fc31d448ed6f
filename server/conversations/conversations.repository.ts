import type { Kysely } from 'kysely';
import type { ConversationKind, Database } from '../db/schema.ts';

/** The SQL of conversations and their members (messages join in the conversations issue). */
export function createConversationsRepository(db: Kysely<Database>) {
  return {
    async create(conversation: { id: string; kind: ConversationKind; createdBy: string; memberIds: string[]; now: number }) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('conversations')
          .values({ id: conversation.id, kind: conversation.kind, created_by: conversation.createdBy, created_at: conversation.now, last_sequence: 0 })
          .execute();
        await trx
          .insertInto('conversation_members')
          .values(conversation.memberIds.map((userId) => ({ conversation_id: conversation.id, user_id: userId, joined_at: conversation.now, last_read_sequence: 0 })))
          .execute();
      });
    },

    /** The conversations among `ids` that `userId` is a member of. */
    async memberships(userId: string, ids: string[]) {
      const rows = await db
        .selectFrom('conversation_members')
        .innerJoin('conversations', 'conversations.id', 'conversation_members.conversation_id')
        .select(['conversations.id', 'conversations.kind'])
        .where('conversation_members.user_id', '=', userId)
        .where('conversations.id', 'in', ids)
        .execute();
      return rows;
    },

    async setKind(id: string, kind: ConversationKind) {
      await db.updateTable('conversations').set({ kind }).where('id', '=', id).execute();
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
