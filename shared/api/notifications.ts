import { z } from 'zod';

export const notificationKindSchema = z.enum([
  'match.created',
  'message',
  'meeting.proposed',
  'meeting.accepted',
  'meeting.cancelled',
  'creator_request.decided',
  'introduction',
  'call.missed',
  'help.reply',
  'event.starting_soon',
  'host_invitation',
  'sms_budget.spent',
]);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  linkPath: z.string().describe('Where in the app it leads, e.g. /p/chat/…'),
  createdAt: z.number().int().describe('Epoch milliseconds'),
  readAt: z.number().int().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.strictObject({
  before: z.string().max(64).optional().describe('An id: the page after it (ids sort by creation)'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema).describe('Newest first'),
  unreadCount: z.number().int(),
  /** Pass as `before` for the next page; null when this was the last. */
  nextBefore: z.string().nullable(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const markNotificationsReadSchema = z.union([
  z.strictObject({ ids: z.array(z.string().max(64)).min(1).max(100) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

export const markNotificationsReadResponseSchema = z.object({ unreadCount: z.number().int() });

export const unsubscribeQuerySchema = z.strictObject({ token: z.string().min(1).max(500) });
