import type { Logger } from 'pino';
import type { SmsSender } from '../auth/sms/sms-sender.ts';
import { createDurableJobs, type DurableJobsOptions } from '../jobs/durable-jobs.ts';
import type { RateLimiter } from '../realtime/rate-limiter.ts';
import type { MailSender } from './mail-sender.ts';
import { calendarAttachmentLine, emailText, smsText } from './notification-rules.ts';
import type { DeliveryRow, NotificationsRepository } from './notifications.repository.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

export interface NotificationDeliveryDependencies {
  notifications: NotificationsRepository;
  sms: SmsSender;
  /** Texts per person (an hour, a day); a text one of them refuses is skipped, the notification stays in the bell. */
  textLimiters: RateLimiter[];
  mail: MailSender;
  secret: string;
  /** Tandem's public origin, for the links in texts and emails. */
  origin: string;
  logger: Logger;
  now: () => number;
  jobs?: DurableJobsOptions;
}

/**
 * Sends each notification on each channel from a durable job: a provider error is tried again
 * after a wait that doubles, a restart takes up what was left, and a delivery is marked sent by the
 * runner holding its lease right after the provider accepted it. The delivery id travels as the
 * email's Message-ID, so the one case left (a crash between the provider's answer and that mark)
 * resends a mail a receiving server can recognise.
 */
export function createNotificationDelivery({
  notifications,
  sms,
  textLimiters,
  mail,
  secret,
  origin,
  logger,
  now,
  jobs,
}: NotificationDeliveryDependencies) {
  const host = new URL(origin).host;

  /** Asks each limiter in turn; one that refuses stops the rest from counting the text. */
  async function withinTextLimits(userId: string): Promise<boolean> {
    for (const limiter of textLimiters) if (!(await limiter.take(userId)).allowed) return false;
    return true;
  }

  async function deliver(delivery: DeliveryRow, { owner }: { owner: string }) {
    const notification = await notifications.findNotification(delivery.notification_id);
    const recipient = notification && (await notifications.recipient(notification.user_id));
    // The user may have turned the channel off (or removed their email) since it was planned.
    const reachable = recipient?.channels.includes(delivery.channel) && (delivery.channel === 'SMS' || recipient.email);
    if (!notification || !recipient || !reachable) {
      await notifications.finish(delivery.id, owner, 'skipped', now());
      return;
    }
    const link = `${origin}${notification.link_path}`;
    if (delivery.channel === 'SMS') {
      if (!(await withinTextLimits(recipient.id))) {
        logger.info(
          { deliveryId: delivery.id, userId: recipient.id },
          'a notification text was skipped: the person had their share of texts',
        );
        await notifications.finish(delivery.id, owner, 'skipped', now());
        return;
      }
      await sms.send({ to: recipient.phoneNumber, body: smsText(notification, link) });
    } else {
      const token = signUnsubscribeToken({ userId: recipient.id, channel: 'EMAIL' }, secret);
      const unsubscribeUrl = `${origin}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
      const method = notification.ics && /^METHOD:(\w+)/m.exec(notification.ics)?.[1];
      await mail.send({
        to: recipient.email!,
        subject: notification.title,
        // The file rides only in the email, so only the email says so.
        text: emailText(
          method ? { title: notification.title, body: `${notification.body} ${calendarAttachmentLine(method)}` } : notification,
          link,
          unsubscribeUrl,
        ),
        messageId: `<notification-${delivery.id}@${host}>`,
        unsubscribeUrl,
        ...(notification.ics && method ? { calendar: { fileName: 'invite.ics', method, content: notification.ics } } : {}),
      });
    }
    if (!(await notifications.finish(delivery.id, owner, 'sent', now()))) {
      logger.warn({ deliveryId: delivery.id }, 'a notification was sent after its lease ran out');
    }
  }

  return createDurableJobs({
    name: 'notification delivery',
    store: notifications,
    handle: deliver,
    logger,
    now,
    maxAttempts: 6,
    ...jobs,
  });
}
