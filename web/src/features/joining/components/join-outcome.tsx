import { Alert } from '../../../ui/alert.tsx';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { joinProblemFrom } from '../join-link.ts';
import styles from './join-event.module.css';

export type JoinOutcomeProps = {
  /** The join request is on its way. */
  pending: boolean;
  error: unknown;
  onRetry: () => void;
};

/** After sign-in: joining in progress, or why it did not work (the user is signed in either way). */
export function JoinOutcome({ pending, error, onRetry }: JoinOutcomeProps) {
  if (pending || !error) {
    return <LoadingState className={styles.loading}>Joining the event…</LoadingState>;
  }
  const problem = joinProblemFrom(error);
  return (
    <Card className={styles.panel}>
      <Alert tone="error" title={problem.title}>
        {problem.message}
      </Alert>
      <p>You're signed in. Your events are on your home page.</p>
      <div className={styles.actions}>
        {problem.kind === 'other' && (
          <Button variant="secondary" fullWidth onClick={onRetry}>
            Try again
          </Button>
        )}
        <ButtonLink to="/home" fullWidth>
          Go to home
        </ButtonLink>
      </div>
    </Card>
  );
}
