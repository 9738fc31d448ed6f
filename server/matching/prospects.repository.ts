import { setImmediate } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { ProspectsTable } from '../db/matching-schema.ts';
import type { Dialect } from '../db/database.ts';
import { jsonText } from '../db/json-text.ts';
import type { Database } from '../db/schema.ts';

/** Rows per multi-row statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
const chunkRows = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += chunkRows) result.push(items.slice(start, start + chunkRows));
  return result;
}

/** What a recompute compares against: an event's rows as they stand, without their facets and reason (the key stands for them). */
export type StoredProspect = Pick<
  ProspectsTable,
  'id' | 'viewer_id' | 'user_id' | 'score' | 'rank' | 'reason_key' | 'interest' | 'introduced_by'
>;

/**
 * A row a recompute writes: a new one, or the new rank, score and facets of an existing pair;
 * with `reason` when its reason key changed, or null to keep the reason it has.
 */
export type ProspectWrite = Pick<
  ProspectsTable,
  'id' | 'viewer_id' | 'user_id' | 'score' | 'rank' | 'facets' | 'reason_key' | 'reason_source'
> & {
  reason: string | null;
};

/** The SQL of prospects: the viewer's list and a recompute's writes. */
export function createProspectsRepository(db: Kysely<Database>, dialect: Dialect) {
  /**
   * The prospects a viewer sees: ranked now, introduced by a host, or someone they said INTERESTED
   * to; only people still joined, and never across a hide or a block either way.
   */
  const visible = (eventIds: readonly string[], viewerId: string) =>
    db
      .selectFrom('prospects as pr')
      .innerJoin('users as u', 'u.id', 'pr.user_id')
      .leftJoin('dossiers as d', 'd.user_id', 'pr.user_id')
      .leftJoin('users as host', 'host.id', 'pr.introduced_by')
      .select((eb) => [
        'pr.id',
        'pr.event_id',
        'pr.user_id',
        'pr.reason',
        'pr.facets',
        'pr.interest',
        'pr.introduced_by',
        'pr.introduction_note',
        'u.name',
        'u.picture_id',
        jsonText(dialect, 'd.document', 'headline').as('headline'),
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
      .where('pr.event_id', 'in', [...eventIds])
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

  /** Ranked first (best first), then the rest in the order hosts introduced them. */
  const inListOrder = (query: ReturnType<typeof visible>) =>
    query
      .orderBy(sql`case when pr.rank is null then 1 else 0 end`)
      .orderBy('pr.rank')
      .orderBy('pr.introduced_at')
      .orderBy('pr.id');

  return {
    /** The viewer's prospects at the event, ranked first (best first), then the rest in the order hosts introduced them. */
    list(eventId: string, viewerId: string) {
      return inListOrder(visible([eventId], viewerId)).execute();
    },

    /** The viewer's prospects at each of these events, in one query: one list per event, in their order. */
    async listsOf(eventIds: readonly string[], viewerId: string) {
      const rows = eventIds.length === 0 ? [] : await inListOrder(visible(eventIds, viewerId)).execute();
      return eventIds.map((eventId) => rows.filter((row) => row.event_id === eventId));
    },

    /** One of the viewer's visible prospects. */
    findVisible(eventId: string, viewerId: string, prospectId: string) {
      return visible([eventId], viewerId).where('pr.id', '=', prospectId).executeTakeFirst();
    },

    /** Every row of the event, as a recompute compares them. */
    eventRows(eventId: string): Promise<StoredProspect[]> {
      return db
        .selectFrom('prospects')
        .select(['id', 'viewer_id', 'user_id', 'score', 'rank', 'reason_key', 'interest', 'introduced_by'])
        .where('event_id', '=', eventId)
        .execute();
    },

    /**
     * A recompute's changes, a chunk of rows per statement, each committed on its own so a large
     * event never holds SQLite's one writer for long: new and changed rows in batched upserts (the
     * viewer's answer and any introduction are never touched, a kept reason neither), rows no longer
     * proposed deleted unless an answer or an introduction came in meanwhile, and the rest unranked.
     * Readers may see a list half written meanwhile; its status says computing until the job is done.
     * Between chunks the server's loop serves what waits: SQLite's statements run on it, and an
     * event of 800 writes some 16,000 rows a run (bench:event-day).
     */
    async applyRecompute(eventId: string, changes: { writes: ProspectWrite[]; deleteIds: string[]; unrankIds: string[] }, now: number) {
      const upsert = async (rows: ProspectWrite[], withReason: boolean) => {
        for (const chunk of chunks(rows)) {
          await db
            .insertInto('prospects')
            .values(chunk.map((row) => ({ ...row, reason: row.reason ?? '', event_id: eventId, created_at: now, updated_at: now })))
            .onConflict((conflict) =>
              conflict.columns(['event_id', 'viewer_id', 'user_id']).doUpdateSet((eb) => ({
                score: eb.ref('excluded.score'),
                rank: eb.ref('excluded.rank'),
                facets: eb.ref('excluded.facets'),
                ...(withReason
                  ? {
                      reason: eb.ref('excluded.reason'),
                      reason_key: eb.ref('excluded.reason_key'),
                      reason_source: eb.ref('excluded.reason_source'),
                    }
                  : {}),
                updated_at: now,
              })),
            )
            .execute();
          await setImmediate();
        }
      };
      await upsert(
        changes.writes.filter((row) => row.reason !== null),
        true,
      );
      // A kept reason's row exists; were it deleted meanwhile, it comes back with no key, so the next recompute writes its reason.
      await upsert(
        changes.writes.filter((row) => row.reason === null).map((row) => ({ ...row, reason_key: null })),
        false,
      );
      for (const chunk of chunks(changes.deleteIds)) {
        await db
          .deleteFrom('prospects')
          .where('id', 'in', chunk)
          .where('interest', 'is', null)
          .where('introduced_by', 'is', null)
          .execute();
        await setImmediate();
      }
      for (const chunk of chunks([...changes.deleteIds, ...changes.unrankIds])) {
        await db.updateTable('prospects').set({ rank: null, updated_at: now }).where('id', 'in', chunk).execute();
        await setImmediate();
      }
    },

    /** Up to `limit` of the event's shown rows whose reason is the engine's draft, best ranked first, with what a model needs to rewrite it. */
    draftReasons(eventId: string, limit: number) {
      return db
        .selectFrom('prospects')
        .select(['id', 'viewer_id', 'user_id', 'facets', 'reason', 'reason_key'])
        .where('event_id', '=', eventId)
        .where('reason_source', '=', 'draft')
        .where('reason_key', 'is not', null)
        .where('facets', 'is not', null)
        .where((eb) => eb.or([eb('rank', 'is not', null), eb('introduced_by', 'is not', null)]))
        .orderBy(sql`case when rank is null then 1 else 0 end`)
        .orderBy('rank')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Replaces a draft with the model's reason, unless a recompute changed what it says meanwhile; answers whether it did. */
    async saveModelReason(id: string, reasonKey: string, reason: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('prospects')
        .set({ reason, reason_source: 'llm', updated_at: now })
        .where('id', '=', id)
        .where('reason_key', '=', reasonKey)
        .where('reason_source', '=', 'draft')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type ProspectsRepository = ReturnType<typeof createProspectsRepository>;
export type VisibleProspectRow = Awaited<ReturnType<ProspectsRepository['list']>>[number];
