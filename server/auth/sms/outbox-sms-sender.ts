import type { SmsOutboxRepository } from './sms-outbox.repository.ts';
import type { SmsSender } from './sms-sender.ts';

/** Stores messages in the database, where the dev outbox endpoint lets tests read them. */
export function createOutboxSmsSender(outbox: SmsOutboxRepository, now: () => number): SmsSender {
  return {
    async send({ to, body }) {
      await outbox.insert({ to, body, createdAt: now() });
    },
  };
}
