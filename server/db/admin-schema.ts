/** One admin action about a user (see migration 0009); `details` is a JSON object. */
export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  action: string;
  target_user_id: string | null;
  details: string;
  created_at: number;
}
