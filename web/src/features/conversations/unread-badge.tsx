import { Link, useMatch } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { chatPath } from './api/conversation-keys.ts';
import { newestUnread, totalUnread } from './unread-counts.ts';
import { useConversationList } from './use-conversation-list.ts';
import countStyles from '../../ui/count-badge.module.css';
import styles from './unread-badge.module.css';

/**
 * The signed-in header's unread count, leading to the most recently active conversation with
 * something unread. The chat on screen does not count: its own list shows what is new.
 */
export function UnreadBadge({ viewerId }: { viewerId: string }) {
  const list = useConversationList(viewerId);
  const chatMatch = useMatch('/chat/:id');
  const viewChatMatch = useMatch('/viewChat/:id');
  const shownId = chatMatch?.params.id ?? viewChatMatch?.params.id;
  if (!list) return null;
  const total = totalUnread(list, shownId);
  const newest = newestUnread(list, shownId);
  if (total === 0 || !newest) return null;
  const label = `${total} unread ${total === 1 ? 'message' : 'messages'}`;
  return (
    <Link to={chatPath(newest.id)} className={styles.badge} aria-label={`${label}: open the newest`} title={label}>
      <MessageCircle size={18} aria-hidden="true" />
      <span className={countStyles.count} aria-hidden="true">
        {total > 99 ? '99+' : total}
      </span>
    </Link>
  );
}
