import type { Expression, Kysely } from 'kysely';
import { findOrCreateDirectIn, lockUserPair } from '../conversations/conversations.repository.ts';
import type { Interest, NotInterestedReason } from '../../shared/api/matching.ts';
import type { MatchesTable } from '../db/matching-schema.ts';
import type { Dialect } from '../db/database.ts';
import { jsonText } from '../db/json-text.ts';
import type { Database } from '../db/schema.ts';

/** A viewer's answer about the person of one of their prospect rows. */
export interface ProspectAnswer {
  eventId: string;
  prospectId: string;
  viewerId: string;
  userId: string;
  interest: Interest | null;
  reason: NotInterestedReason | null;
  actionSource: string;
  at: number;
}

/** What an answer did: nothing, the pair being matched already; or it was recorded, and made this match or none. */
export type AnswerOutcome = { matchedBefore: MatchesTable } | { made: MatchesTable | null };

/** The SQL of matches and of when each guest last opened an event's matches. */
export function createMatchesRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /**
     * Records an answer and, when the two now both said INTERESTED, matches them in their direct
     * conversation, in one transaction that locks both users' rows first: the pair's answers take
     * turns, so an answer changes only while the pair has no match, and a match is made only from
     * two answers that stand (an undo racing the other's INTERESTED gets one or the other, never
     * a match without both). `newMatch` holds the ids a match made here takes.
     */
    answerAndMatch(answer: ProspectAnswer, newMatch: { id: string; conversationId: string }): Promise<AnswerOutcome> {
      const { eventId, viewerId, userId, at } = answer;
      const [low, high] = [viewerId, userId].sort() as [string, string];
      return db.transaction().execute(async (trx): Promise<AnswerOutcome> => {
        await lockUserPair(trx, [low, high]);
        const pairMatch = await trx
          .selectFrom('matches')
          .selectAll()
          .where('event_id', '=', eventId)
          .where('user_low_id', '=', low)
          .where('user_high_id', '=', high)
          .executeTakeFirst();
        if (pairMatch) return { matchedBefore: pairMatch };
        await trx
          .updateTable('prospects')
          .set({
            interest: answer.interest,
            interest_reason: answer.reason,
            action_source: answer.actionSource,
            interest_at: answer.interest === null ? null : at,
            updated_at: at,
          })
          .where('id', '=', answer.prospectId)
          .execute();
        if (answer.interest !== 'INTERESTED') return { made: null };
        const rows = await trx
          .selectFrom('prospects')
          .select(['interest', 'introduced_by'])
          .where('event_id', '=', eventId)
          .where((eb) =>
            eb.or([
              eb.and([eb('viewer_id', '=', viewerId), eb('user_id', '=', userId)]),
              eb.and([eb('viewer_id', '=', userId), eb('user_id', '=', viewerId)]),
            ]),
          )
          .execute();
        if (rows.length !== 2 || rows.some((row) => row.interest !== 'INTERESTED')) return { made: null };
        const conversationId = await findOrCreateDirectIn(trx, [low, high], { id: newMatch.conversationId, createdBy: viewerId, now: at });
        const match: MatchesTable = {
          id: newMatch.id,
          event_id: eventId,
          user_low_id: low,
          user_high_id: high,
          source: rows.some((row) => row.introduced_by !== null) ? 'introduction' : 'mutual',
          conversation_id: conversationId,
          created_at: at,
        };
        await trx.insertInto('matches').values(match).execute();
        return { made: match };
      });
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
      return (
        db
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
            jsonText(dialect, 'd.document', 'headline').as('headline'),
            'pr.reason',
          ])
          .where('m.event_id', '=', eventId)
          // Said outright (the join implies it), so the viewer's matches are found by the matches_user_* indexes.
          .where((eb) => eb.or([eb('m.user_low_id', '=', viewerId), eb('m.user_high_id', '=', viewerId)]))
          .where((eb) => eb.not(eb.exists(blockBetween(eb.ref('m.user_low_id'), eb.ref('m.user_high_id')))))
          .$if(matchId !== undefined, (query) => query.where('m.id', '=', matchId!))
          .orderBy('m.created_at', 'desc')
          .orderBy('m.id', 'desc')
          .execute()
      );
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
          jsonText(dialect, 'ad.document', 'headline').as('a_headline'),
          'b.id as b_id',
          'b.name as b_name',
          'b.picture_id as b_picture_id',
          jsonText(dialect, 'bd.document', 'headline').as('b_headline'),
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

    /** Moves the visit to `at`, never back (an older page may report late). */
    async recordVisit(eventId: string, userId: string, at: number) {
      await db
        .insertInto('match_visits')
        .values({ event_id: eventId, user_id: userId, seen_at: at })
        .onConflict((conflict) =>
          conflict.columns(['event_id', 'user_id']).doUpdateSet({ seen_at: at }).where('match_visits.seen_at', '<', at),
        )
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
