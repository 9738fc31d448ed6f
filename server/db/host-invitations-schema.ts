import type { Selectable } from 'kysely';

/**
 * 'declined' reads as 'pending' to the hosts (a refusal would tell them the number has an
 * account); 'withdrawn' is a host's cancelling.
 */
export type HostInvitationState = 'pending' | 'accepted' | 'declined' | 'withdrawn';

/** A co-host invitation: to the number a host typed, or to a joined participant's account. */
export interface HostInvitationsTable {
  id: string;
  event_id: string;
  /** E.164, as the host typed it; null when invited from the participants. */
  phone_number: string | null;
  /** The participant's account when invited from the participants; null when invited by number. */
  user_id: string | null;
  invited_by: string;
  state: HostInvitationState;
  created_at: number;
  answered_at: number | null;
}

export type HostInvitationRow = Selectable<HostInvitationsTable>;
