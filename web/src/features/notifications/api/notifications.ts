import { infiniteQueryOptions } from '@tanstack/react-query';
import type { MarkNotificationsRead, NotificationsResponse } from '../../../../../shared/api/notifications.ts';
import { api } from '../../../lib/api-client.ts';

export const notificationsKey = ['/api/notifications'] as const;

/** The viewer's notifications, newest first, a page at a time (the first page carries the unread count). */
export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationsKey,
    queryFn: ({ pageParam }) =>
      api.get<NotificationsResponse>(pageParam ? `/api/notifications?before=${encodeURIComponent(pageParam)}` : '/api/notifications'),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
  });
}

export function markNotificationsRead(request: MarkNotificationsRead): Promise<{ unreadCount: number }> {
  return api.post('/api/notifications/read', request);
}

/** A notification's link is under /p, where the app is served; the router's paths are below it. */
export function appPath(linkPath: string): string {
  return linkPath.startsWith('/p/') ? linkPath.slice(2) : linkPath;
}
