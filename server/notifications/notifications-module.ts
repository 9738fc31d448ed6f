import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Authenticator } from '../auth/authenticate.ts';
import type { SmsSender } from '../auth/sms/sms-sender.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { PresenceStore } from '../realtime/presence.ts';
import type { RateLimit, RateLimiter } from '../realtime/rate-limiter.ts';
import type { RealtimeBus } from '../realtime/realtime-bus.ts';
import { createLogMailSender, createSmtpMailSender } from './mail-sender.ts';
import { createNotificationDelivery } from './notification-delivery.ts';
import { notificationTextLimits } from './notification-rules.ts';
import { createNotificationTriggers, type NotificationTriggers } from './notification-triggers.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';

const startingSoonSweepMs = 60_000;

export interface NotificationsModuleDependencies {
  db: Kysely<Database>;
  config: Pick<Config, 'mail' | 'publicUrl' | 'port'>;
  secret: string;
  sms: SmsSender;
  realtime: { bus: RealtimeBus; presence: PresenceStore; rateLimiter(name: string, limit: RateLimit): RateLimiter };
  logger: Logger;
  now: () => number;
}

/**
 * Notifications wired for the composition root. `notify` is what other features call when
 * something happens (each call logs its own failure: the action that caused it has succeeded
 * whatever happens here); `routes` registers the endpoints and runs the delivery jobs while the
 * app runs.
 */
export function notificationsModule({ db, config, secret, sms, realtime, logger, now }: NotificationsModuleDependencies) {
  const origin = config.publicUrl?.origin ?? `http://localhost:${config.port}`;
  const notifications = createNotificationsRepository(db);
  const mail = config.mail ? createSmtpMailSender(config.mail.smtpUrl, config.mail.from) : createLogMailSender(logger);
  const textLimiters = [
    realtime.rateLimiter('notification-texts', { limit: notificationTextLimits.perUserPerHour, windowMs: 60 * 60_000 }),
    realtime.rateLimiter('notification-texts-day', { limit: notificationTextLimits.perUserPerDay, windowMs: 24 * 60 * 60_000 }),
  ];
  const delivery = createNotificationDelivery({ notifications, sms, textLimiters, mail, secret, origin, logger, now });
  const service = createNotificationsService({ notifications, bus: realtime.bus, schedule: delivery.schedule, secret, now });
  const triggers = createNotificationTriggers({ service, notifications, presence: realtime.presence, origin, now });

  const guard =
    <Input>(name: string, trigger: (input: Input) => Promise<void>) =>
    async (input: Input) => {
      await trigger(input).catch((error: unknown) => logger.error({ err: error, trigger: name }, 'making a notification failed'));
    };
  const notify: Omit<NotificationTriggers, 'eventsStartingSoon'> = {
    matchMade: guard('matchMade', triggers.matchMade),
    messageSent: guard('messageSent', triggers.messageSent),
    meetingChanged: guard('meetingChanged', triggers.meetingChanged),
    creatorRequestDecided: guard('creatorRequestDecided', triggers.creatorRequestDecided),
    introduced: guard('introduced', triggers.introduced),
    callMissed: guard('callMissed', triggers.callMissed),
    helpReplied: guard('helpReplied', triggers.helpReplied),
    hostInvited: guard('hostInvited', triggers.hostInvited),
    smsBudgetSpent: guard('smsBudgetSpent', triggers.smsBudgetSpent),
  };

  return {
    notify,
    routes: (auth: Authenticator) => async (app: FastifyInstance) => {
      // Events about to start are looked for at start and every minute after, on each instance.
      let startingSoon: NodeJS.Timeout | undefined;
      const lookForEventsStartingSoon = guard('eventsStartingSoon', () => triggers.eventsStartingSoon());
      app.addHook('onReady', async () => {
        await delivery.start();
        await lookForEventsStartingSoon(undefined);
        startingSoon = setInterval(() => void lookForEventsStartingSoon(undefined), startingSoonSweepMs);
        startingSoon.unref();
      });
      app.addHook('onClose', async () => {
        clearInterval(startingSoon);
        await delivery.close();
      });
      await app.register(notificationsRoutes({ auth, notifications: service }));
    },
  };
}
