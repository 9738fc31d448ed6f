import type { MeetingStatus } from '../../shared/api/meetings.ts';

/** A meeting two matches arrange (`server/db/migrations/0010-meetings.ts`). */
export interface MeetingsTable {
  id: string;
  match_id: string;
  conversation_id: string;
  /** Whoever proposed the current time; the other one accepts or declines it. */
  proposed_by: string;
  starts_at: number;
  ends_at: number;
  place: string | null;
  status: MeetingStatus;
  /** The invite's SEQUENCE, one more with each change. */
  sequence: number;
  created_at: number;
  updated_at: number;
}
