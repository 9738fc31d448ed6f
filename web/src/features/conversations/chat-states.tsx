import { Link } from 'react-router';
import { Eye } from 'lucide-react';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { chatPath } from './api/conversation-keys.ts';
import type { ChatMode } from './chat-mode.ts';
import screenStyles from './chat-screen.module.css';
import styles from './chat-states.module.css';

/** Grey bubbles where the messages will be, so the page does not jump when they arrive. */
export function ChatLoading({ messagesOnly = false }: { messagesOnly?: boolean }) {
  const bubbles = (
    <div className={styles.skeletonList} aria-busy="true" aria-label="Loading messages" role="status">
      {['theirs', 'theirs', 'mine', 'theirs', 'mine', 'mine'].map((side, index) => (
        <span key={index} className={`${styles.skeletonBubble} ${side === 'mine' ? styles.skeletonMine : ''}`} />
      ))}
    </div>
  );
  if (messagesOnly) return bubbles;
  return (
    <div className={screenStyles.screen} data-fills-viewport>
      <div className={styles.skeletonHeader} aria-hidden="true">
        <span className={styles.skeletonAvatar} />
        <span className={styles.skeletonTitle} />
      </div>
      {bubbles}
    </div>
  );
}

function problemText(status: number, mode: ChatMode, isAdmin: boolean): { title: string; message: string; canRetry: boolean } {
  // For anyone but an admin the server answers "not found" for a conversation they are not in,
  // so nobody learns it exists; on the admin view that is the refusal it means.
  if (status === 403 || (status === 404 && mode === 'admin-view' && !isAdmin)) {
    return { title: 'You can’t view this conversation', message: 'Only the people in it can open it.', canRetry: false };
  }
  if (status === 404) {
    return {
      title: 'This conversation doesn’t exist',
      message: 'It may have been removed, or the link is not quite right.',
      canRetry: false,
    };
  }
  return { title: 'The conversation did not load', message: 'Check your connection and try again.', canRetry: true };
}

/** Why the chat cannot be shown: refused, not found, or failed to load (with a retry). */
export function ChatProblem({
  status,
  mode,
  isAdmin,
  onRetry,
  messagesOnly = false,
}: {
  status: number;
  mode: ChatMode;
  isAdmin: boolean;
  onRetry(): void;
  messagesOnly?: boolean;
}) {
  const { title, message, canRetry } = problemText(status, mode, isAdmin);
  if (messagesOnly) {
    return (
      <div className={styles.inlineProblem}>
        <Alert tone="error" title="Messages did not load">
          {message}
        </Alert>
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <section className={styles.problem} aria-labelledby="chat-problem-title">
      <h1 id="chat-problem-title">{title}</h1>
      <p className={styles.problemMessage}>{message}</p>
      <div className={styles.problemActions}>
        {canRetry && <Button onClick={onRetry}>Retry</Button>}
        <ButtonLink to="/home" variant={canRetry ? 'secondary' : 'primary'}>
          Back to home
        </ButtonLink>
      </div>
    </section>
  );
}

/** Above a chat nobody can write in from here: an admin reading along, or the read-only route. */
export function ReadOnlyNotice({ isAdmin, isMember, conversationId }: { isAdmin: boolean; isMember: boolean; conversationId: string }) {
  return (
    <p className={styles.readOnly}>
      <Eye size={16} aria-hidden="true" />
      <span>{isAdmin ? 'Viewing as admin — read only' : 'Read only'}</span>
      {isMember && (
        <Link to={chatPath(conversationId)} className={styles.readOnlyLink}>
          Open the chat to reply
        </Link>
      )}
    </p>
  );
}

/**
 * In place of the composer when the two cannot write to each other: the viewer blocked the other
 * person (and can unblock them from the header), or the server refused a message as blocked.
 */
export function BlockedNotice({ blockedName }: { blockedName: string | null }) {
  return (
    <div className={styles.blocked} role="status">
      <p className={styles.blockedTitle}>You can’t message each other</p>
      {blockedName && <p>You blocked {blockedName}. Unblock them to write or call again.</p>}
    </div>
  );
}
