import type { Kysely } from 'kysely';
import type { ProspectsTable } from '../db/matching-schema.ts';
import type { Dialect } from '../db/database.ts';
import { jsonText } from '../db/json-text.ts';
import type { Database } from '../db/schema.ts';

/** One side of an introduction: the row of `viewer_id` about `user_id`. */
export type IntroductionWrite = Pick<ProspectsTable, 'id' | 'viewer_id' | 'user_id' | 'score' | 'facets' | 'reason' | 'reason_key'>;

/** The SQL of host introductions: prospect rows both ways, marked with the host and their note. */
export function createIntroductionsRepository(db: Kysely<Database>, dialect: Dialect) {
  /** An event's introductions, once per pair (the side whose viewer id sorts first), with both people and the host. */
  const introductionsOf = (eventId: string) =>
    db
      .selectFrom('prospects as pr')
      .innerJoin('users as a', 'a.id', 'pr.viewer_id')
      .innerJoin('users as b', 'b.id', 'pr.user_id')
      .innerJoin('users as host', 'host.id', 'pr.introduced_by')
      .leftJoin('dossiers as ad', 'ad.user_id', 'pr.viewer_id')
      .leftJoin('dossiers as bd', 'bd.user_id', 'pr.user_id')
      .select([
        'pr.id',
        'pr.introduced_at',
        'pr.introduction_note',
        'a.id as a_id',
        'a.name as a_name',
        'a.picture_id as a_picture_id',
        jsonText(dialect, 'ad.document', 'headline').as('a_headline'),
        'b.id as b_id',
        'b.name as b_name',
        'b.picture_id as b_picture_id',
        jsonText(dialect, 'bd.document', 'headline').as('b_headline'),
        'host.id as host_id',
        'host.name as host_name',
      ])
      .where('pr.event_id', '=', eventId)
      .whereRef('pr.viewer_id', '<', 'pr.user_id');

  return {
    /**
     * Both sides of an introduction in one transaction: a new row, or the existing one marked as
     * introduced (its rank, facets and reason stay when it has them). Answers the id of the side
     * whose viewer id sorts first, the introduction's id.
     */
    introduce(eventId: string, sides: IntroductionWrite[], introduction: { hostId: string; note: string | null; at: number }) {
      return db.transaction().execute(async (trx) => {
        const ids = new Map<string, string>();
        for (const side of sides) {
          const { id } = await trx
            .insertInto('prospects')
            .values({
              ...side,
              event_id: eventId,
              rank: null,
              reason_source: 'draft',
              introduced_by: introduction.hostId,
              introduced_at: introduction.at,
              introduction_note: introduction.note,
              created_at: introduction.at,
              updated_at: introduction.at,
            })
            .onConflict((conflict) =>
              conflict.columns(['event_id', 'viewer_id', 'user_id']).doUpdateSet({
                introduced_by: introduction.hostId,
                introduced_at: introduction.at,
                introduction_note: introduction.note,
                updated_at: introduction.at,
              }),
            )
            .returning('id')
            .executeTakeFirstOrThrow();
          ids.set(side.viewer_id, id);
        }
        return ids.get([...ids.keys()].sort()[0]!)!;
      });
    },

    /** The event's introductions, once per pair, in the order hosts made them. */
    introductions(eventId: string) {
      return introductionsOf(eventId).orderBy('pr.introduced_at').orderBy('pr.id').execute();
    },

    /** One of the event's introductions, by its id. */
    introduction(eventId: string, id: string) {
      return introductionsOf(eventId).where('pr.id', '=', id).executeTakeFirstOrThrow();
    },
  };
}

export type IntroductionsRepository = ReturnType<typeof createIntroductionsRepository>;
export type IntroductionRow = Awaited<ReturnType<IntroductionsRepository['introductions']>>[number];
