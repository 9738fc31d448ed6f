import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import type { Notification } from '../../../../shared/api/notifications.ts';
import { useConnectionId, useRealtimeEvent } from '../../platform/realtime/realtime-provider.tsx';
import { appPath, markNotificationsRead, notificationsKey, notificationsQueryOptions } from './api/notifications.ts';
import { Button } from '../../ui/button.tsx';
import countStyles from '../../ui/count-badge.module.css';
import styles from './notification-bell.module.css';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The signed-in header's bell: the unread count, and a panel listing the notifications, newest
 * first and older ones a page at a time, each leading to its page. It opens and closes by click or keyboard (Escape closes it and gives
 * the focus back to the bell); a new notification arrives live over the real-time connection.
 */
export function NotificationBell() {
  const queryClient = useQueryClient();
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(notificationsQueryOptions());
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useRealtimeEvent('notification.created', () => void queryClient.invalidateQueries({ queryKey: notificationsKey }));
  // A reconnect may have missed some: the list is read again on each new connection after the first.
  const connectionId = useConnectionId();
  const lastConnectionId = useRef<string | null>(null);
  useEffect(() => {
    if (connectionId === null) return;
    const reconnected = lastConnectionId.current !== null && lastConnectionId.current !== connectionId;
    lastConnectionId.current = connectionId;
    if (reconnected) void queryClient.invalidateQueries({ queryKey: notificationsKey });
  }, [connectionId, queryClient]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  async function markRead(ids: string[] | 'all') {
    await markNotificationsRead(ids === 'all' ? { all: true } : { ids });
    await queryClient.invalidateQueries({ queryKey: notificationsKey });
  }

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  const unread = data?.pages[0]?.unreadCount ?? 0;
  const label = unread === 0 ? 'Notifications' : `Notifications: ${unread} unread`;
  const notifications = data?.pages.flatMap((page) => page.notifications) ?? [];

  return (
    <div className={styles.root} ref={rootRef} onKeyDown={(event) => event.key === 'Escape' && open && close()}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.bell}
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Bell size={18} aria-hidden="true" />
        {unread > 0 && (
          <span className={`${countStyles.count} ${styles.count}`} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <section id={panelId} className={styles.panel} hidden={!open} aria-label="Notifications">
        <div className={styles.panelHeader}>
          <h2 className={styles.title}>Notifications</h2>
          {unread > 0 && (
            <button type="button" className={styles.markAll} onClick={() => void markRead('all')}>
              Mark all read
            </button>
          )}
        </div>
        {notifications.length === 0 ? (
          <p className={styles.empty}>Nothing yet. New matches, messages and meetings show here.</p>
        ) : (
          <ul className={styles.list}>
            {notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={() => {
                  setOpen(false);
                  if (notification.readAt === null) void markRead([notification.id]);
                }}
              />
            ))}
          </ul>
        )}
        {hasNextPage && (
          <Button
            variant="secondary"
            size="small"
            className={styles.older}
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            Show older
          </Button>
        )}
      </section>
    </div>
  );
}

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const unread = notification.readAt === null;
  return (
    <li>
      <Link to={appPath(notification.linkPath)} className={unread ? `${styles.item} ${styles.unread}` : styles.item} onClick={onOpen}>
        <span className={styles.itemTitle}>
          {unread && <span className="visually-hidden">Unread: </span>}
          {notification.title}
        </span>
        <span className={styles.itemBody}>{notification.body}</span>
        <time className={styles.itemTime} dateTime={new Date(notification.createdAt).toISOString()}>
          {when.format(notification.createdAt)}
        </time>
      </Link>
    </li>
  );
}
