import { ApiError } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import styles from './events.module.css';

export function EventLoading() {
  return (
    <div className={styles.loading}>
      <Spinner size="large" label="Loading the event" />
    </div>
  );
}

/** A failure other than 404/400 (those go to the error screen): say so, and offer to try again. */
export function EventLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className={styles.page}>
      <Alert tone="error" title="Could not load the event">
        {error instanceof ApiError ? error.message : 'Something went wrong. Please try again.'}
      </Alert>
      <div className={styles.actions}>
        <Button onClick={onRetry}>Try again</Button>
        <ButtonLink to="/home" variant="secondary">
          Back to home
        </ButtonLink>
      </div>
    </div>
  );
}
