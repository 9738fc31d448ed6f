import { sql, type Kysely } from 'kysely';
import type { NotInterestedReason, ProspectInterest, ProspectsTable } from '../db/matching-schema.ts';
import type { Database } from '../db/schema.ts';

/** Rows per multi-row statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
const chunkRows = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += chunkRows) result.push(items.slice(start, start + chunkRows));
  return result;
}

/** What a recompute compares against: an event's rows as they stand. */
export type StoredProspect = Pick<
  ProspectsTable,
  'id' | 'viewer_id' | 'user_id' | 'score' | 'rank' | 'facets' | 'reason' | 'reason_revisions' | 'interest' | 'introduced_by'
>;

/** A row a recompute writes: a new one, or the new rank, score, facets and reason of an existing pair. */
export type ProspectWrite = Pick<
  ProspectsTable,
  'id' | 'viewer_id' | 'user_id' | 'score' | 'rank' | 'facets' | 'reason' | 'reason_revisions'
>;

/** One side of an introduction: the row of `viewer_id` about `user_id`. */
export type IntroductionWrite = Pick<ProspectsTable, 'id' | 'viewer_id' | 'user_id' | 'score' | 'facets' | 'reason' | 'reason_revisions'>;

/** The SQL of prospects: the viewer's list, their answers, a recompute's writes, and introductions. */
export function createProspectsRepository(db: Kysely<Database>) {
  /**
   * The prospects a viewer sees: ranked now, introduced by a host, or someone they said INTERESTED
   * to; only people still joined, and never across a hide or a block either way.
   */
  const visible = (eventId: string, viewerId: string) =>
    db
      .selectFrom('prospects as pr')
      .innerJoin('users as u', 'u.id', 'pr.user_id')
      .leftJoin('dossiers as d', 'd.user_id', 'pr.user_id')
      .leftJoin('users as host', 'host.id', 'pr.introduced_by')
      .select((eb) => [
        'pr.id',
        'pr.user_id',
        'pr.reason',
        'pr.interest',
        'pr.introduced_by',
        'pr.introduction_note',
        'u.name',
        'u.picture_id',
        'd.document',
        'host.name as introducer_name',
        eb
          .exists(
            eb
              .selectFrom('matches as m')
              .select('m.id')
              .whereRef('m.event_id', '=', 'pr.event_id')
              .where('m.user_low_id', 'in', [eb.ref('pr.viewer_id'), eb.ref('pr.user_id')])
              .where('m.user_high_id', 'in', [eb.ref('pr.viewer_id'), eb.ref('pr.user_id')]),
          )
          .as('matched'),
      ])
      .where('pr.event_id', '=', eventId)
      .where('pr.viewer_id', '=', viewerId)
      .where((eb) => eb.or([eb('pr.rank', 'is not', null), eb('pr.introduced_by', 'is not', null), eb('pr.interest', '=', 'INTERESTED')]))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('event_participants as ep')
            .select('ep.id')
            .whereRef('ep.event_id', '=', 'pr.event_id')
            .whereRef('ep.user_id', '=', 'pr.user_id')
            .where('ep.state', '=', 'joined'),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('user_blocks as b')
              .select('b.blocker_id')
              .where('b.blocker_id', 'in', [eb.ref('pr.viewer_id'), eb.ref('pr.user_id')])
              .where('b.blocked_id', 'in', [eb.ref('pr.viewer_id'), eb.ref('pr.user_id')]),
          ),
        ),
      );

  return {
    /** The viewer's prospects at the event, ranked first (best first), then the rest in the order hosts introduced them. */
    list(eventId: string, viewerId: string) {
      return visible(eventId, viewerId)
        .orderBy(sql`case when pr.rank is null then 1 else 0 end`)
        .orderBy('pr.rank')
        .orderBy('pr.introduced_at')
        .orderBy('pr.id')
        .execute();
    },

    /** One of the viewer's visible prospects. */
    findVisible(eventId: string, viewerId: string, prospectId: string) {
      return visible(eventId, viewerId).where('pr.id', '=', prospectId).executeTakeFirst();
    },

    async setInterest(
      prospectId: string,
      answer: { interest: ProspectInterest | null; reason: NotInterestedReason | null; actionSource: string; at: number },
    ) {
      await db
        .updateTable('prospects')
        .set({
          interest: answer.interest,
          interest_reason: answer.reason,
          action_source: answer.actionSource,
          interest_at: answer.interest === null ? null : answer.at,
          updated_at: answer.at,
        })
        .where('id', '=', prospectId)
        .execute();
    },

    /** The row of `viewerId` about `userId`: what they answered and whether a host introduced them. */
    pairRow(eventId: string, viewerId: string, userId: string) {
      return db
        .selectFrom('prospects')
        .select(['id', 'interest', 'introduced_by', 'reason'])
        .where('event_id', '=', eventId)
        .where('viewer_id', '=', viewerId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Every row of the event, as a recompute compares them. */
    eventRows(eventId: string): Promise<StoredProspect[]> {
      return db
        .selectFrom('prospects')
        .select(['id', 'viewer_id', 'user_id', 'score', 'rank', 'facets', 'reason', 'reason_revisions', 'interest', 'introduced_by'])
        .where('event_id', '=', eventId)
        .execute();
    },

    /**
     * A recompute's changes, in one transaction and a few statements: new and changed rows in
     * batched upserts (the viewer's answer and any introduction are never touched), rows no longer
     * proposed deleted unless an answer or an introduction came in meanwhile, and the rest unranked.
     */
    async applyRecompute(eventId: string, changes: { writes: ProspectWrite[]; deleteIds: string[]; unrankIds: string[] }, now: number) {
      await db.transaction().execute(async (trx) => {
        for (const chunk of chunks(changes.writes)) {
          await trx
            .insertInto('prospects')
            .values(chunk.map((row) => ({ ...row, event_id: eventId, created_at: now, updated_at: now })))
            .onConflict((conflict) =>
              conflict.columns(['event_id', 'viewer_id', 'user_id']).doUpdateSet((eb) => ({
                score: eb.ref('excluded.score'),
                rank: eb.ref('excluded.rank'),
                facets: eb.ref('excluded.facets'),
                reason: eb.ref('excluded.reason'),
                reason_revisions: eb.ref('excluded.reason_revisions'),
                updated_at: now,
              })),
            )
            .execute();
        }
        for (const chunk of chunks(changes.deleteIds)) {
          await trx
            .deleteFrom('prospects')
            .where('id', 'in', chunk)
            .where('interest', 'is', null)
            .where('introduced_by', 'is', null)
            .execute();
        }
        for (const chunk of chunks([...changes.deleteIds, ...changes.unrankIds])) {
          await trx.updateTable('prospects').set({ rank: null, updated_at: now }).where('id', 'in', chunk).execute();
        }
      });
    },

    /**
     * Both sides of an introduction in one transaction: a new row, or the existing one marked as
     * introduced (its rank, facets and reason stay when it has them).
     */
    async introduce(eventId: string, sides: IntroductionWrite[], introduction: { hostId: string; note: string | null; at: number }) {
      await db.transaction().execute(async (trx) => {
        for (const side of sides) {
          await trx
            .insertInto('prospects')
            .values({
              ...side,
              event_id: eventId,
              rank: null,
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
            .execute();
        }
      });
    },

    /** The event's introductions, once per pair, in the order hosts made them. */
    introductions(eventId: string) {
      return db
        .selectFrom('prospects as pr')
        .innerJoin('users as a', 'a.id', 'pr.viewer_id')
        .innerJoin('users as b', 'b.id', 'pr.user_id')
        .innerJoin('users as host', 'host.id', 'pr.introduced_by')
        .leftJoin('dossiers as ad', 'ad.user_id', 'pr.viewer_id')
        .leftJoin('dossiers as bd', 'bd.user_id', 'pr.user_id')
        .select([
          'pr.id',
          'pr.introduced_at',
          'a.id as a_id',
          'a.name as a_name',
          'a.picture_id as a_picture_id',
          'ad.document as a_document',
          'b.id as b_id',
          'b.name as b_name',
          'b.picture_id as b_picture_id',
          'bd.document as b_document',
          'host.id as host_id',
          'host.name as host_name',
        ])
        .where('pr.event_id', '=', eventId)
        .whereRef('pr.viewer_id', '<', 'pr.user_id')
        .orderBy('pr.introduced_at')
        .orderBy('pr.id')
        .execute();
    },
  };
}

export type ProspectsRepository = ReturnType<typeof createProspectsRepository>;
export type VisibleProspectRow = Awaited<ReturnType<ProspectsRepository['list']>>[number];
export type IntroductionRow = Awaited<ReturnType<ProspectsRepository['introductions']>>[number];
