import type { Kysely } from 'kysely';
import type { BlockKind } from '../../shared/api/matching.ts';
import type { Dialect } from '../db/database.ts';
import { jsonText } from '../db/json-text.ts';
import type { Database } from '../db/schema.ts';

/** The SQL of hides and blocks between two users. */
export function createBlocksRepository(db: Kysely<Database>, dialect: Dialect) {
  async function between(userId: string, otherUserId: string, kinds: BlockKind[]): Promise<boolean> {
    const row = await db
      .selectFrom('user_blocks')
      .select('blocker_id')
      .where('kind', 'in', kinds)
      .where((eb) =>
        eb.or([
          eb.and([eb('blocker_id', '=', userId), eb('blocked_id', '=', otherUserId)]),
          eb.and([eb('blocker_id', '=', otherUserId), eb('blocked_id', '=', userId)]),
        ]),
      )
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The blocker's hides and blocks with the people they keep away, as listed (read by `executor`: the database, or a transaction). */
  const blocksOf = (executor: Kysely<Database>, blockerId: string) =>
    executor
      .selectFrom('user_blocks as b')
      .innerJoin('users as u', 'u.id', 'b.blocked_id')
      .leftJoin('dossiers as d', 'd.user_id', 'b.blocked_id')
      .select(['b.kind', 'b.created_at', 'u.id', 'u.name', 'u.picture_id', jsonText(dialect, 'd.document', 'headline').as('headline')])
      .where('b.blocker_id', '=', blockerId);

  return {
    /** Records the hide or block (a second call changes its kind) and answers it as listed, in one transaction. */
    set(blockerId: string, blockedId: string, kind: BlockKind, at: number) {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('user_blocks')
          .values({ blocker_id: blockerId, blocked_id: blockedId, kind, created_at: at })
          .onConflict((conflict) => conflict.columns(['blocker_id', 'blocked_id']).doUpdateSet({ kind, created_at: at }))
          .execute();
        return blocksOf(trx, blockerId).where('b.blocked_id', '=', blockedId).executeTakeFirstOrThrow();
      });
    },

    /** Takes back the blocker's own hide or block; false when there was none. */
    async remove(blockerId: string, blockedId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('user_blocks')
        .where('blocker_id', '=', blockerId)
        .where('blocked_id', '=', blockedId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The people the blocker hid or blocked, newest first. */
    byBlocker(blockerId: string) {
      return blocksOf(db, blockerId).orderBy('b.created_at', 'desc').orderBy('u.id').execute();
    },

    /** Whether either of the two blocked (not just hid) the other. */
    blockedBetween: (userId: string, otherUserId: string) => between(userId, otherUserId, ['block']),

    /** Whether either of the two hid or blocked the other. */
    anyBetween: (userId: string, otherUserId: string) => between(userId, otherUserId, ['hide', 'block']),

    /** Whether the two have met on Tandem: an event both joined, or a conversation both are in. */
    async haveMet(userId: string, otherUserId: string): Promise<boolean> {
      const sharedEvent = db
        .selectFrom('event_participants as a')
        .innerJoin('event_participants as b', 'b.event_id', 'a.event_id')
        .select('a.event_id as id')
        .where('a.user_id', '=', userId)
        .where('a.state', '=', 'joined')
        .where('b.user_id', '=', otherUserId)
        .where('b.state', '=', 'joined');
      const sharedConversation = db
        .selectFrom('conversation_members as a')
        .innerJoin('conversation_members as b', 'b.conversation_id', 'a.conversation_id')
        .select('a.conversation_id as id')
        .where('a.user_id', '=', userId)
        .where('b.user_id', '=', otherUserId);
      const row = await sharedEvent.union(sharedConversation).limit(1).executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
export type BlockRow = Awaited<ReturnType<BlocksRepository['byBlocker']>>[number];
