import { newId } from '../db/ids.ts';
import type { PastAnswerRow } from './attendees.repository.ts';
import type { Attendee, DossierVectors, PastAnswer, ProspectFacets, WordAlignment } from './engine/engine-types.ts';
import { createMatchingEngine } from './engine/matching-engine.ts';
import { writeReason } from './engine/write-reason.ts';
import type { ProspectWrite, StoredProspect } from './prospects.repository.ts';
import { matchedAnything, planRecompute } from './recompute-plan.ts';

/**
 * All a recompute of one event's lists reads, as plain data, so that it can be sent to the
 * matching engine's thread (`event-lists-thread.ts`): the members, what they said about anyone,
 * who blocked whom, the meaning read ahead of time, and the rows stored now.
 */
export interface EventListsInput {
  members: Attendee[];
  pastAnswers: PastAnswerRow[];
  excludedPairs: [string, string][];
  /** Dossier vectors by user id (`DossierVectorsSource`). */
  vectors?: ReadonlyMap<string, DossierVectors>;
  /** Item vectors by text (`ItemMeaningsSource`). */
  meanings?: ReadonlyMap<string, ArrayLike<number>>;
  existing: StoredProspect[];
  listSize: number;
}

/** What the recompute writes: rows with their reasons, rows to drop or unrank, and whom to tell. */
export interface EventListChanges {
  writes: ProspectWrite[];
  deleteIds: string[];
  unrankIds: string[];
  changedViewers: string[];
}

function toPastAnswers(rows: readonly PastAnswerRow[]): PastAnswer[] {
  return rows.map((row) => ({ ...row, facets: row.facets === null ? null : (JSON.parse(row.facets) as ProspectFacets) }));
}

/**
 * One event's lists worked out from what the recompute read: the engine ranks, the plan keeps
 * what did not change, and each row whose reason's basis changed gets the engine's reason.
 */
export function computeEventLists(input: EventListsInput, alignment?: WordAlignment): EventListChanges {
  const { members, meanings } = input;
  const byId = new Map(members.map((attendee) => [attendee.userId, attendee]));
  const engine = createMatchingEngine({
    attendees: members,
    pastAnswers: toPastAnswers(input.pastAnswers),
    excludedPairs: input.excludedPairs,
    vectors: input.vectors,
    listSize: input.listSize,
    meaningOf: meanings ? (text) => meanings.get(text) ?? null : undefined,
    alignment,
  });
  const plan = planRecompute({
    existing: input.existing,
    ranked: engine.rank(),
    pairOf: (viewerId, userId) => (byId.has(viewerId) && byId.has(userId) ? engine.pair(viewerId, userId) : undefined),
    nameOf: new Map(members.map((attendee) => [attendee.userId, attendee.name])),
    newId,
  });
  const writes = plan.writes.map((write) => ({
    id: write.id,
    viewer_id: write.viewerId,
    user_id: write.userId,
    score: write.score,
    rank: write.rank,
    facets: JSON.stringify(write.facets),
    reason_key: write.reasonKey,
    reason: write.needsReason ? writeReason(byId.get(write.viewerId)!, byId.get(write.userId)!, write.facets) : null,
    reason_source: matchedAnything(write.facets) ? ('draft' as const) : ('engine' as const),
  }));
  return { writes, deleteIds: plan.deleteIds, unrankIds: plan.unrankIds, changedViewers: [...plan.changedViewers] };
}
