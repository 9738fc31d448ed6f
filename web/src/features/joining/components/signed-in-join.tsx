import { Navigate } from 'react-router';
import { Alert } from '../../../ui/alert.tsx';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { useEventMembership } from '../api/event-membership.ts';
import { eventPath, joinProblemFrom, type JoinLink } from '../join-link.ts';
import type { JoinPreviewState } from '../use-join-preview.ts';
import { JoinEventHeader } from './join-event-header.tsx';
import styles from './join-event.module.css';

export type SignedInJoinProps = {
  link: JoinLink;
  state: JoinPreviewState;
  /** Starts joining; the page shows progress and the outcome. */
  onJoin: () => void;
};

/**
 * A signed-in user opening a join link: a member or host goes straight to the event; anyone
 * else sees the event and joins with one tap (opening a link alone does not make them a member).
 */
export function SignedInJoin({ link, state, onJoin }: SignedInJoinProps) {
  const linkWorks = state.status !== 'problem';
  const membership = useEventMembership(link.eventId, linkWorks);

  if (membership.data && (membership.data.isMember || membership.data.isHost)) {
    return <Navigate to={eventPath(link.eventId)} replace />;
  }
  // A query that never runs (a link that does not work) stays pending: it is not checking anything.
  const checking = state.status === 'loading' || (linkWorks && membership.isPending);
  const blocked = state.status === 'problem' || (state.status === 'ready' && state.linkProblem !== null);
  // No join button where joining cannot work: a full event, or one that is over.
  const full = state.status === 'ready' && (state.preview.isFull || state.preview.isOver);

  return (
    <>
      <JoinEventHeader state={state} isPageTitle linkSettings />
      {checking && state.status !== 'loading' && (
        <LoadingState className={styles.loading}>Checking whether you're already in…</LoadingState>
      )}
      {membership.error && state.status !== 'problem' && <Alert tone="error">{joinProblemFrom(membership.error).message}</Alert>}
      {!checking && (
        <Card className={styles.panel}>
          {blocked || full ? (
            <p>You're signed in. Your events are on your home page.</p>
          ) : (
            <p>You're signed in. Join to see who else is coming and who is worth meeting there.</p>
          )}
          <div className={styles.actions}>
            {!blocked && !full && (
              <Button fullWidth onClick={onJoin}>
                Join event
              </Button>
            )}
            <ButtonLink to="/home" variant={blocked || full ? 'primary' : 'ghost'} fullWidth>
              Go to home
            </ButtonLink>
          </div>
        </Card>
      )}
    </>
  );
}
