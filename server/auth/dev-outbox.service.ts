import type { OutboxMessage } from '../../shared/api/auth.ts';
import { toE164 } from '../../shared/phone-number.ts';
import { ApiError } from '../http/api-error.ts';
import type { SmsOutboxRepository } from './sms/sms-outbox.repository.ts';
import { isoTime } from '../http/iso-time.ts';

export interface DevOutboxServiceDependencies {
  outbox: SmsOutboxRepository;
  /** DEV_OUTBOX: without it the outbox is not there at all. */
  enabled: boolean;
  defaultPhoneRegion: string;
}

const shownMessages = 50;

/** The SMS the outbox provider kept, for tests and local development to read sign-in codes. */
export function createDevOutboxService({ outbox, enabled, defaultPhoneRegion }: DevOutboxServiceDependencies) {
  return {
    /** The newest messages, to one number when `to` names one (read leniently). */
    async list(to: string | undefined): Promise<OutboxMessage[]> {
      if (!enabled) throw new ApiError(404, 'not_found', 'There is no such endpoint.');
      // A `+` in a query string arrives as a space (`?to=+1202…`), so the number is read leniently.
      const typed = to?.trim().replace(/^(?!\+)/, '+');
      const rows = await outbox.list({ to: typed && (toE164(typed, defaultPhoneRegion) ?? typed), limit: shownMessages });
      return rows.map((row) => ({ to: row.to, body: row.body, createdAt: isoTime(row.created_at) }));
    },
  };
}

export type DevOutboxService = ReturnType<typeof createDevOutboxService>;
