import { queryOptions } from '@tanstack/react-query';
import type { MarkNotificationsRead, NotificationsResponse } from '../../../../../shared/api/notifications.ts';
import { api } from '../../../lib/api-client.ts';

/** The newest page of the viewer's notifications with the unread count; the key is the path the default loader GETs. */
export const notificationsKey = ['/api/notifications'] as const;

export function notificationsQueryOptions() {
  return queryOptions<NotificationsResponse>({ queryKey: notificationsKey });
}

export function markNotificationsRead(request: MarkNotificationsRead): Promise<{ unreadCount: number }> {
  return api.post('/api/notifications/read', request);
}

/** A notification's link is under /p, where the app is served; the router's paths are below it. */
export function appPath(linkPath: string): string {
  return linkPath.startsWith('/p/') ? linkPath.slice(2) : linkPath;
}
