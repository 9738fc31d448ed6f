import type { Expression, Kysely } from 'kysely';
import type { MatchesTable } from '../db/matching-schema.ts';
import type { Database } from '../db/schema.ts';

/** The SQL of matches and of when each guest last opened an event's matches. */
export function createMatchesRepository(db: Kysely<Database>) {
  return {
    /** Records the match unless the pair has one at this event already; answers whether this call made it. */
    async insertIfAbsent(match: MatchesTable): Promise<boolean> {
      const inserted = await db
        .insertInto('matches')
        .values(match)
        .onConflict((conflict) => conflict.columns(['event_id', 'user_low_id', 'user_high_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** The match of two people at an event, the pair in any order. */
    find(eventId: string, userIds: readonly [string, string]) {
      const [low, high] = [...userIds].sort() as [string, string];
      return db
        .selectFrom('matches')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('user_low_id', '=', low)
        .where('user_high_id', '=', high)
        .executeTakeFirst();
    },

    /**
     * The viewer's matches at the event, newest first (or just `matchId`), each with the other
     * person as a match reveals them, and the reason the viewer was shown. A block either way
     * ends a match: it is not listed.
     */
    ofViewer(eventId: string, viewerId: string, matchId?: string) {
      return db
        .selectFrom('matches as m')
        .innerJoin('users as o', (join) =>
          join.on((eb) =>
            eb.or([
              eb.and([eb('m.user_low_id', '=', viewerId), eb('o.id', '=', eb.ref('m.user_high_id'))]),
              eb.and([eb('m.user_high_id', '=', viewerId), eb('o.id', '=', eb.ref('m.user_low_id'))]),
            ]),
          ),
        )
        .leftJoin('dossiers as d', 'd.user_id', 'o.id')
        .leftJoin('prospects as pr', (join) =>
          join.onRef('pr.event_id', '=', 'm.event_id').on('pr.viewer_id', '=', viewerId).onRef('pr.user_id', '=', 'o.id'),
        )
        .select([
          'm.id',
          'm.event_id',
          'm.source',
          'm.conversation_id',
          'm.created_at',
          'o.id as user_id',
          'o.name',
          'o.picture_id',
          'o.email',
          'o.phone_number',
          'o.linkedin',
          'o.contact_sharing',
          'd.document',
          'pr.reason',
        ])
        .where('m.event_id', '=', eventId)
        .where((eb) => eb.not(eb.exists(blockBetween(eb.ref('m.user_low_id'), eb.ref('m.user_high_id')))))
        .$if(matchId !== undefined, (query) => query.where('m.id', '=', matchId!))
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc')
        .execute();
    },

    /** How many matches (not ended by a block) the viewer has at each of these events. */
    async countsOf(viewerId: string, eventIds: readonly string[]): Promise<Map<string, number>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('matches as m')
        .select((eb) => ['m.event_id', eb.fn.countAll<string | number>().as('count')])
        .where('m.event_id', 'in', [...eventIds])
        .where((eb) => eb.or([eb('m.user_low_id', '=', viewerId), eb('m.user_high_id', '=', viewerId)]))
        .where((eb) => eb.not(eb.exists(blockBetween(eb.ref('m.user_low_id'), eb.ref('m.user_high_id')))))
        .groupBy('m.event_id')
        .execute();
      return new Map(rows.map((row) => [row.event_id, Number(row.count)]));
    },

    /** Every match of the event (not ended by a block), newest first, with both people. */
    ofEvent(eventId: string) {
      return db
        .selectFrom('matches as m')
        .innerJoin('users as a', 'a.id', 'm.user_low_id')
        .innerJoin('users as b', 'b.id', 'm.user_high_id')
        .leftJoin('dossiers as ad', 'ad.user_id', 'm.user_low_id')
        .leftJoin('dossiers as bd', 'bd.user_id', 'm.user_high_id')
        .select([
          'm.id',
          'm.source',
          'm.conversation_id',
          'm.created_at',
          'a.id as a_id',
          'a.name as a_name',
          'a.picture_id as a_picture_id',
          'ad.document as a_document',
          'b.id as b_id',
          'b.name as b_name',
          'b.picture_id as b_picture_id',
          'bd.document as b_document',
        ])
        .where('m.event_id', '=', eventId)
        .where((eb) => eb.not(eb.exists(blockBetween(eb.ref('m.user_low_id'), eb.ref('m.user_high_id')))))
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc')
        .execute();
    },

    async lastVisit(eventId: string, userId: string): Promise<number | null> {
      const row = await db
        .selectFrom('match_visits')
        .select('seen_at')
        .where('event_id', '=', eventId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? Number(row.seen_at) : null;
    },

    async recordVisit(eventId: string, userId: string, at: number) {
      await db
        .insertInto('match_visits')
        .values({ event_id: eventId, user_id: userId, seen_at: at })
        .onConflict((conflict) => conflict.columns(['event_id', 'user_id']).doUpdateSet({ seen_at: at }))
        .execute();
    },
  };

  /** A block (not a hide) between the two, either way. */
  function blockBetween(one: Expression<string>, other: Expression<string>) {
    return db
      .selectFrom('user_blocks as b')
      .select('b.blocker_id')
      .where('b.kind', '=', 'block')
      .where('b.blocker_id', 'in', [one, other])
      .where('b.blocked_id', 'in', [one, other]);
  }
}

export type MatchesRepository = ReturnType<typeof createMatchesRepository>;
export type ViewerMatchRow = Awaited<ReturnType<MatchesRepository['ofViewer']>>[number];
export type EventMatchRow = Awaited<ReturnType<MatchesRepository['ofEvent']>>[number];
