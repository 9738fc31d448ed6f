import type { NotificationChannel } from '../../shared/api/users.ts';
import type { NotificationKind } from '../../shared/api/notifications.ts';

/** One entry of a user's notification centre (`server/db/migrations/0011-notifications.ts`). */
export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** Where in the app it leads, e.g. `/p/chat/…`. */
  link_path: string;
  /** What makes two notifications the same one (e.g. `match:<id>`): a second is not stored. */
  dedupe_key: string;
  /** An iCalendar invite the email carries (meetings), else null. */
  ics: string | null;
  created_at: number;
  read_at: number | null;
}

export type NotificationDeliveryStatus = 'pending' | 'sent' | 'skipped' | 'failed';

/** One notification sent on one channel: a durable job with a lease; its id is the idempotency key. */
export interface NotificationDeliveriesTable {
  id: string;
  notification_id: string;
  channel: NotificationChannel;
  status: NotificationDeliveryStatus;
  /** Not sent before this instant (an SMS waits out the quiet hours). */
  not_before: number;
  attempts: number;
  last_error: string | null;
  lease_owner: string | null;
  lease_until: number | null;
  sent_at: number | null;
  created_at: number;
  updated_at: number;
}
