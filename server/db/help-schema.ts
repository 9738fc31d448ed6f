/** A help thread (`server/db/migrations/0012-help.ts`): a signed-in person's help conversation, or a visitor's. */
export interface HelpThreadsTable {
  id: string;
  /** The person's help conversation; null for a visitor thread. */
  conversation_id: string | null;
  user_id: string | null;
  /** The visitor's device id; null for a signed-in person's thread. */
  device_id: string | null;
  phone_number: string | null;
  last_path: string | null;
  /** When a visitor thread was copied into an account's conversation; it takes no more messages. */
  merged_at: number | null;
  /** When an admin archived the thread (`0013-help-archive.ts`); a later message from the person reopens it. */
  archived_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface HelpVisitorMessagesTable {
  id: string;
  thread_id: string;
  sequence: number;
  team_sender_id: string | null;
  /** 1 for the team's reply, 0 for the visitor's message. */
  from_team: number;
  text: string;
  client_id: string;
  created_at: number;
}
