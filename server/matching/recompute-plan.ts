import type { MatchingOutput, ProspectFacets, RankedProspect } from './engine/engine-types.ts';
import type { StoredProspect } from './prospects.repository.ts';

/** A row to write after a recompute; `needsReason` when its facets or either dossier revision changed since its reason was written. */
export interface PlannedWrite {
  id: string;
  viewerId: string;
  userId: string;
  score: number;
  rank: number | null;
  facets: ProspectFacets;
  facetsJson: string;
  reasonRevisions: string;
  needsReason: boolean;
  /** The stored reason, kept when no new one is needed. */
  reason: string;
}

export interface RecomputePlan {
  writes: PlannedWrite[];
  /** Rows no longer proposed that hold nothing worth keeping. */
  deleteIds: string[];
  /** Rows no longer proposed kept for their answer. */
  unrankIds: string[];
  /** Viewers whose list changed in a way they can see. */
  changedViewers: Set<string>;
}

export interface RecomputeInput {
  existing: readonly StoredProspect[];
  ranked: MatchingOutput;
  /** The score and facts of a pair of attendees; undefined when either is no longer one. */
  pairOf: (viewerId: string, userId: string) => RankedProspect | undefined;
  /** Each attendee's dossier revision. */
  revisionOf: ReadonlyMap<string, string>;
  newId: () => string;
}

const pairKey = (viewerId: string, userId: string) => `${viewerId} ${userId}`;

/** Scores are stored as `real`, single precision on PostgreSQL: compared at that precision, an unchanged score is not rewritten. */
const sameScore = (stored: number, computed: number) => Math.fround(stored) === Math.fround(computed);

/**
 * What a recompute changes, from the rows as they stand and the engine's answer: ranked pairs
 * are written when new or when their rank, score or facets moved (and need a new reason only when
 * their facets or a dossier revision did); rows no longer ranked are deleted, or unranked when they
 * hold an answer or an introduction (an introduced pair keeps fresh facts). Rows that did not change
 * are left alone.
 */
export function planRecompute({ existing, ranked, pairOf, revisionOf, newId }: RecomputeInput): RecomputePlan {
  const stored = new Map(existing.map((row) => [pairKey(row.viewer_id, row.user_id), row]));
  const plan: RecomputePlan = { writes: [], deleteIds: [], unrankIds: [], changedViewers: new Set() };
  const planned = new Set<string>();

  function write(viewerId: string, prospect: RankedProspect, rank: number | null) {
    const key = pairKey(viewerId, prospect.userId);
    planned.add(key);
    const row = stored.get(key);
    const facetsJson = JSON.stringify(prospect.facets);
    const reasonRevisions = `${revisionOf.get(viewerId)} ${revisionOf.get(prospect.userId)}`;
    const needsReason = !row || row.facets !== facetsJson || row.reason_revisions !== reasonRevisions;
    if (row && !needsReason && row.rank === rank && sameScore(row.score, prospect.score)) return;
    plan.writes.push({
      id: row?.id ?? newId(),
      viewerId,
      userId: prospect.userId,
      score: prospect.score,
      rank,
      facets: prospect.facets,
      facetsJson,
      reasonRevisions,
      needsReason,
      reason: row?.reason ?? '',
    });
    if (!row || needsReason || row.rank !== rank) plan.changedViewers.add(viewerId);
  }

  for (const [viewerId, prospects] of ranked) {
    prospects.forEach((prospect, index) => write(viewerId, prospect, index + 1));
  }
  for (const row of existing) {
    if (planned.has(pairKey(row.viewer_id, row.user_id))) continue;
    const introduced = row.introduced_by !== null ? pairOf(row.viewer_id, row.user_id) : undefined;
    if (introduced) write(row.viewer_id, introduced, null);
    else if (row.interest === null && row.introduced_by === null) plan.deleteIds.push(row.id);
    else if (row.rank !== null) plan.unrankIds.push(row.id);
    else continue;
    if (row.rank !== null) plan.changedViewers.add(row.viewer_id);
  }
  return plan;
}
