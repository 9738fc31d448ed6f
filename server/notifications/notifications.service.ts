import type { MarkNotificationsRead, Notification, NotificationKind, NotificationsResponse } from '../../shared/api/notifications.ts';
import { newId } from '../db/ids.ts';
import { badRequest } from '../http/api-error.ts';
import { channels, type RealtimeBus } from '../realtime/realtime-bus.ts';
import { planDeliveries } from './notification-rules.ts';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.ts';
import { verifyUnsubscribeToken } from './unsubscribe-token.ts';

/** One notification for one user, as a trigger describes it. */
export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** Under /p, e.g. `/p/chat/<id>`. */
  linkPath: string;
  /** What makes it the same notification again (e.g. `match:<id>`): a second is not stored. */
  dedupeKey: string;
  /** An iCalendar invite for the email, if any. */
  ics?: string;
}

export interface NotificationsServiceDependencies {
  notifications: NotificationsRepository;
  bus: RealtimeBus;
  /** Runs the deliveries that are due now (the others are found by the jobs' sweep when due). */
  schedule: (deliveryId: string) => void;
  secret: string;
  now: () => number;
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    linkPath: row.link_path,
    createdAt: Number(row.created_at),
    readAt: row.read_at === null ? null : Number(row.read_at),
  };
}

/**
 * The notification centre: storing a notification with its deliveries (by the user's channels and
 * quiet hours), telling the user's open tabs, listing and marking read, and unsubscribing by link.
 */
export function createNotificationsService({ notifications, bus, schedule, secret, now }: NotificationsServiceDependencies) {
  return {
    /** Stores it (once per dedupe key) with a delivery per channel, and tells the user's tabs; answers it, or undefined when it was a repeat. */
    async notify(input: NewNotification): Promise<Notification | undefined> {
      const recipient = await notifications.recipient(input.userId);
      if (!recipient) return undefined;
      const at = now();
      const deliveries = planDeliveries(recipient, at).map(({ channel, notBefore }) => ({ id: newId(), channel, not_before: notBefore }));
      const row = await notifications.insert(
        {
          id: newId(),
          user_id: input.userId,
          kind: input.kind,
          title: input.title,
          body: input.body,
          link_path: input.linkPath,
          dedupe_key: input.dedupeKey,
          ics: input.ics ?? null,
          created_at: at,
          read_at: null,
        },
        deliveries,
      );
      if (!row) return undefined;
      for (const delivery of deliveries) if (delivery.not_before <= at) schedule(delivery.id);
      const notification = toNotification(row);
      const unreadCount = await notifications.unreadCount(input.userId);
      bus.publish([channels.user(input.userId)], { event: { type: 'notification.created', notification, unreadCount } });
      return notification;
    },

    async list(viewer: { id: string }, query: { before?: string | undefined; limit: number }): Promise<NotificationsResponse> {
      const [rows, unreadCount] = await Promise.all([
        notifications.list(viewer.id, query.before, query.limit + 1),
        notifications.unreadCount(viewer.id),
      ]);
      const page = rows.slice(0, query.limit);
      return { notifications: page.map(toNotification), unreadCount, nextBefore: rows.length > query.limit ? page.at(-1)!.id : null };
    },

    /** Marks the viewer's notifications read (ids of others' change nothing); answers the unread count. */
    async markRead(viewer: { id: string }, request: MarkNotificationsRead): Promise<{ unreadCount: number }> {
      await notifications.markRead(viewer.id, 'ids' in request ? request.ids : undefined, now());
      return { unreadCount: await notifications.unreadCount(viewer.id) };
    },

    /** Turns the token's channel off for its user; a forged token changes nothing. */
    async unsubscribe(token: string) {
      const request = verifyUnsubscribeToken(token, secret);
      if (!request || !(await notifications.removeChannel(request.userId, request.channel, now()))) {
        throw badRequest('invalid_token', 'This unsubscribe link is not valid. Change your notifications in your settings instead.');
      }
      return request;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
