import { sql, type Kysely, type Transaction } from 'kysely';
import type { ConversationKind, Database } from '../db/schema.ts';

export interface NewDirectConversation {
  id: string;
  createdBy: string;
  now: number;
}

/**
 * Locks both users' rows, in id order, until the transaction ends: whatever a pair's transactions
 * do after this (make their direct conversation, answer each other, match) they do in turn on
 * PostgreSQL; SQLite has a single writer anyway.
 */
export async function lockUserPair(trx: Transaction<Database>, userIds: readonly [string, string]) {
  for (const userId of [...userIds].sort()) await lockUser(trx, userId);
}

/** Locks one user's row until the transaction ends (a no-op write, which PostgreSQL holds a row lock for). */
async function lockUser(trx: Transaction<Database>, userId: string) {
  await trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();
}

/**
 * The direct conversation of these two users, made when they have none (the oldest when an admin
 * made several before there was this rule), inside the caller's transaction: the pair's rows are
 * locked first, so two requests for one pair (two events matching them at once, an admin) make one.
 */
export async function findOrCreateDirectIn(
  trx: Transaction<Database>,
  userIds: readonly [string, string],
  conversation: NewDirectConversation,
): Promise<string> {
  const [low, high] = [...userIds].sort() as [string, string];
  await lockUserPair(trx, [low, high]);
  const existing = await trx
    .selectFrom('conversations as c')
    .innerJoin('conversation_members as low', (join) => join.onRef('low.conversation_id', '=', 'c.id').on('low.user_id', '=', low))
    .innerJoin('conversation_members as high', (join) => join.onRef('high.conversation_id', '=', 'c.id').on('high.user_id', '=', high))
    .select('c.id')
    .where('c.kind', '=', 'direct')
    .orderBy('c.created_at')
    .orderBy('c.id')
    .limit(1)
    .executeTakeFirst();
  if (existing) return existing.id;
  await trx
    .insertInto('conversations')
    .values({ id: conversation.id, kind: 'direct', created_by: conversation.createdBy, created_at: conversation.now, last_sequence: 0 })
    .execute();
  await trx
    .insertInto('conversation_members')
    .values(
      [low, high].map((userId) => ({
        conversation_id: conversation.id,
        user_id: userId,
        joined_at: conversation.now,
        last_read_sequence: 0,
      })),
    )
    .execute();
  return conversation.id;
}

/** The SQL of conversations and their members. */
export function createConversationsRepository(db: Kysely<Database>) {
  async function membersOf(conversationIds: string[]) {
    const byConversation = new Map<
      string,
      { userId: string; name: string | null; pictureId: string | null; deleted: boolean; lastReadSequence: number }[]
    >();
    if (conversationIds.length === 0) return byConversation;
    const rows = await db
      .selectFrom('conversation_members')
      .innerJoin('users', 'users.id', 'conversation_members.user_id')
      .select([
        'conversation_members.conversation_id as conversationId',
        'users.id as userId',
        'users.name',
        'users.picture_id as pictureId',
        'users.deleted_at',
        'conversation_members.last_read_sequence as lastReadSequence',
      ])
      .where('conversation_members.conversation_id', 'in', conversationIds)
      .orderBy('conversation_members.joined_at')
      .orderBy('users.id')
      .execute();
    for (const { conversationId, deleted_at: deletedAt, ...row } of rows) {
      const member = { ...row, deleted: deletedAt !== null };
      const members = byConversation.get(conversationId);
      if (members) members.push(member);
      else byConversation.set(conversationId, [member]);
    }
    return byConversation;
  }

  return {
    /**
     * Creates the conversation unless `budget` is given and its creator already started `max` of
     * their own since `budget.since`. The count runs under a lock on the creator's row, so a burst
     * of requests cannot all slip under the limit. Answers whether it created the conversation.
     */
    async create(
      conversation: { id: string; kind: ConversationKind; createdBy: string; memberIds: string[]; now: number },
      budget?: { since: number; max: number },
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (budget) {
          await lockUser(trx, conversation.createdBy);
          const { count } = await trx
            .selectFrom('conversations as c')
            .innerJoin('conversation_members as m', 'm.conversation_id', 'c.id')
            .where('m.user_id', '=', conversation.createdBy)
            .where('c.created_by', '=', conversation.createdBy)
            .where('c.created_at', '>', budget.since)
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .executeTakeFirstOrThrow();
          if (Number(count) >= budget.max) return false;
        }
        await trx
          .insertInto('conversations')
          .values({
            id: conversation.id,
            kind: conversation.kind,
            created_by: conversation.createdBy,
            created_at: conversation.now,
            last_sequence: 0,
          })
          .execute();
        await trx
          .insertInto('conversation_members')
          .values(
            conversation.memberIds.map((userId) => ({
              conversation_id: conversation.id,
              user_id: userId,
              joined_at: conversation.now,
              last_read_sequence: 0,
            })),
          )
          .execute();
        return true;
      });
    },

    /** The direct conversation of these two users, made when they have none; see `findOrCreateDirectIn`. */
    findOrCreateDirect(userIds: readonly [string, string], conversation: NewDirectConversation): Promise<string> {
      return db.transaction().execute((trx) => findOrCreateDirectIn(trx, userIds, conversation));
    },

    async findById(id: string) {
      return db.selectFrom('conversations').select(['id', 'kind', 'last_sequence']).where('id', '=', id).executeTakeFirst();
    },

    /** The members with what a chat header shows of them. */
    async members(conversationId: string) {
      return (await membersOf([conversationId])).get(conversationId) ?? [];
    },

    /** The members of each of these conversations, in one query (a list of them shows everyone). */
    membersOf,

    /**
     * The kind and member ids of each of these conversations that exists, in one query: what
     * every send reads to check the sender, fan out and tell a concierge conversation apart.
     */
    async kindsAndMembers(ids: string[]): Promise<Map<string, { kind: ConversationKind; memberIds: string[] }>> {
      const byConversation = new Map<string, { kind: ConversationKind; memberIds: string[] }>();
      if (ids.length === 0) return byConversation;
      const rows = await db
        .selectFrom('conversations')
        .leftJoin('conversation_members', 'conversation_members.conversation_id', 'conversations.id')
        .select(['conversations.id', 'conversations.kind', 'conversation_members.user_id'])
        .where('conversations.id', 'in', ids)
        .execute();
      for (const row of rows) {
        const conversation = byConversation.get(row.id) ?? { kind: row.kind, memberIds: [] };
        if (row.user_id !== null) conversation.memberIds.push(row.user_id);
        byConversation.set(row.id, conversation);
      }
      return byConversation;
    },

    /** The user's conversations (the service orders them by latest activity). */
    async listForUser(userId: string) {
      return db
        .selectFrom('conversation_members')
        .innerJoin('conversations', 'conversations.id', 'conversation_members.conversation_id')
        .select(['conversations.id', 'conversations.kind', 'conversations.last_sequence', 'conversations.created_at'])
        .where('conversation_members.user_id', '=', userId)
        .execute();
    },

    /**
     * Moves the member's read mark forward to `sequence`, never back and never past the newest
     * message; returns the mark as it stands (undefined when not a member).
     */
    async markRead(conversationId: string, userId: string, sequence: number): Promise<number | undefined> {
      await db
        .updateTable('conversation_members')
        .set({
          last_read_sequence: sql<number>`(select case when last_sequence < ${sequence} then last_sequence else ${sequence} end from conversations where id = ${conversationId})`,
        })
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', userId)
        .where('last_read_sequence', '<', sequence)
        .execute();
      const row = await db
        .selectFrom('conversation_members')
        .select('last_read_sequence')
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.last_read_sequence;
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
