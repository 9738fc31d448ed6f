import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { createLogSmsSender } from './log-sms-sender.ts';
import { createOutboxSmsSender } from './outbox-sms-sender.ts';
import type { SmsSender } from './sms-sender.ts';
import type { SmsOutboxRepository } from './sms-outbox.repository.ts';
import { createTwilioSmsSender } from './twilio-sms-sender.ts';

/** The SMS provider the config names. */
export function createSmsSender(config: Config, outbox: SmsOutboxRepository, logger: Logger, now: () => number): SmsSender {
  switch (config.sms.provider) {
    case 'twilio':
      return createTwilioSmsSender(config.sms);
    case 'outbox':
      return createOutboxSmsSender(outbox, now);
    case 'log':
      return createLogSmsSender(logger);
  }
}
