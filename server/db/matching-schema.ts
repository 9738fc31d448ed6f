import type { BlockKind, Interest, MatchSource, NotInterestedReason } from '../../shared/api/matching.ts';

/** Matchmaking's tables (migration 0008), kept apart from schema.ts so each file stays readable; their enums are the API's. */

/**
 * Who wrote a prospect's reason: `draft`, the engine, for an LLM to rewrite when one is set up (a
 * failure leaves it a draft, tried again by a later recompute); `engine`, the engine, to keep (the
 * pair matched no item a model could phrase); `llm`, the model.
 */
export type ReasonSource = 'draft' | 'engine' | 'llm';

/** A person proposed to a viewer at an event, and what the viewer said; see migration 0008. */
export interface ProspectsTable {
  id: string;
  event_id: string;
  viewer_id: string;
  user_id: string;
  score: number;
  /** 1 = first; null when no longer proposed (the row is kept for its answer or introduction). */
  rank: number | null;
  /** JSON of the engine's facts behind the score (`ProspectFacets`). */
  facets: string | null;
  reason: string;
  /** A hash of what `reason` was written from (names, matched items: `reasonKey`); null before a recompute wrote one. */
  reason_key: string | null;
  reason_source: ReasonSource;
  introduced_by: string | null;
  introduced_at: number | null;
  /** What the introducing host wrote to both. */
  introduction_note: string | null;
  interest: Interest | null;
  interest_reason: NotInterestedReason | null;
  action_source: string | null;
  interest_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface MatchesTable {
  id: string;
  event_id: string;
  /** The pair in id order (low < high), so one pair has one match per event. */
  user_low_id: string;
  user_high_id: string;
  source: MatchSource;
  conversation_id: string;
  created_at: number;
}

export interface MatchVisitsTable {
  event_id: string;
  user_id: string;
  seen_at: number;
}

export interface UserBlocksTable {
  blocker_id: string;
  blocked_id: string;
  kind: BlockKind;
  created_at: number;
}

export type MatchingJobStatus = 'pending' | 'done' | 'failed';

export interface MatchingJobsTable {
  event_id: string;
  status: MatchingJobStatus;
  request_count: number;
  attempts: number;
  last_error: string | null;
  lease_owner: string | null;
  lease_until: number | null;
  /** When the event's prospects were last computed; null before the first time. */
  computed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface DossierEmbeddingsTable {
  revision_id: string;
  model: string;
  /** JSON `{ lookingFor: number[] | null, canOffer: number[] | null, about: number[] | null }`. */
  vectors: string;
  created_at: number;
}
