import { createHash } from 'node:crypto';
import type { MatchingOutput, ProspectFacets, RankedProspect } from './engine/engine-types.ts';
import type { StoredProspect } from './prospects.repository.ts';

/** A row to write after a recompute; `needsReason` when what its reason says (the reason key) changed. */
export interface PlannedWrite {
  id: string;
  viewerId: string;
  userId: string;
  score: number;
  rank: number | null;
  facets: ProspectFacets;
  reasonKey: string;
  needsReason: boolean;
}

export interface RecomputePlan {
  writes: PlannedWrite[];
  /** Rows no longer proposed that hold nothing worth keeping. */
  deleteIds: string[];
  /** Rows no longer proposed kept for their answer. */
  unrankIds: string[];
  /** Viewers whose list changed in a way they can see: a person, a rank or a reason. */
  changedViewers: Set<string>;
}

export interface RecomputeInput {
  existing: readonly StoredProspect[];
  ranked: MatchingOutput;
  /** The score and facts of a pair of attendees; undefined when either is no longer one. */
  pairOf: (viewerId: string, userId: string) => RankedProspect | undefined;
  /** Each attendee's name, which a reason uses. */
  nameOf: ReadonlyMap<string, string | null>;
  newId: () => string;
}

const pairKey = (viewerId: string, userId: string) => `${viewerId} ${userId}`;

/** Scores are stored as `real`, single precision on PostgreSQL: compared at that precision, an unchanged score is not rewritten. */
const sameScore = (stored: number, computed: number) => Math.fround(stored) === Math.fround(computed);

/**
 * What a reason is written from, hashed: the two names and the matched items' texts and concepts,
 * in a stable order. Weights and scores are left out: they move with every word's rarity across
 * the event, so one guest joining would otherwise make every reason look new.
 */
export function reasonKey(facets: ProspectFacets, viewerName: string | null, prospectName: string | null): string {
  const needs = (metNeeds: ProspectFacets['forViewer']) =>
    metNeeds.map(({ need, offer, concept }) => [need.text, offer.text, concept ?? ''].join('\u0000')).sort();
  const basis = {
    names: [viewerName, prospectName],
    forViewer: needs(facets.forViewer),
    forProspect: needs(facets.forProspect),
    sharedTopics: facets.sharedTopics.map(([mine, theirs]) => `${mine.text}\u0000${theirs.text}`).sort(),
    // Only when present, so that the keys of reasons written before it existed stay as they were.
    ...(facets.sameField ? { sameField: facets.sameField.map((headline) => headline.text) } : {}),
  };
  return createHash('sha256').update(JSON.stringify(basis)).digest('base64url');
}

/** Whether the engine matched any item of the two dossiers: without one, a model could only reword the built-in reason. */
export function matchedAnything(facets: ProspectFacets): boolean {
  return facets.forViewer.length + facets.forProspect.length + facets.sharedTopics.length > 0;
}

/**
 * What a recompute changes, from the rows as they stand and the engine's answer: ranked pairs
 * are written when new or when their rank, score or reason key moved (and need a new reason only
 * when the key did); rows no longer ranked are deleted, or unranked when they hold an answer or an
 * introduction (an introduced pair keeps fresh facts). Rows that did not change are left alone.
 */
export function planRecompute({ existing, ranked, pairOf, nameOf, newId }: RecomputeInput): RecomputePlan {
  const stored = new Map(existing.map((row) => [pairKey(row.viewer_id, row.user_id), row]));
  const plan: RecomputePlan = { writes: [], deleteIds: [], unrankIds: [], changedViewers: new Set() };
  const planned = new Set<string>();

  function write(viewerId: string, prospect: RankedProspect, rank: number | null) {
    const key = pairKey(viewerId, prospect.userId);
    planned.add(key);
    const row = stored.get(key);
    const prospectReasonKey = reasonKey(prospect.facets, nameOf.get(viewerId) ?? null, nameOf.get(prospect.userId) ?? null);
    const needsReason = row?.reason_key !== prospectReasonKey;
    if (row && !needsReason && row.rank === rank && sameScore(row.score, prospect.score)) return;
    plan.writes.push({
      id: row?.id ?? newId(),
      viewerId,
      userId: prospect.userId,
      score: prospect.score,
      rank,
      facets: prospect.facets,
      reasonKey: prospectReasonKey,
      needsReason,
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
