import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { prospectsRoute } from './api/matching-routes.ts';
import styles from './matching.module.css';

/** A page's back link, title and lead sentence. */
export function PageIntro({ title, lead, back }: { title: string; lead?: ReactNode; back: { to: string; label: string } }) {
  return (
    <div className={styles.intro}>
      <Link to={back.to} className={styles.backLink}>
        <ArrowLeft size={18} aria-hidden="true" />
        {back.label}
      </Link>
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}

export function MatchingLoading({ text }: { text: string }) {
  return (
    <div className={styles.loading}>
      <Spinner label={null} />
      <p role="status">{text}</p>
    </div>
  );
}

/**
 * A list that could not be loaded. The server answers 404 to anyone who has not joined the event
 * (and 403 to a guest asking for a host's view): those get a sentence of their own, not "try again".
 */
export function MatchingLoadFailed({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404) {
    return (
      <NothingHere title="This event isn't one of yours">
        It doesn't exist, or you haven't joined it. Open the link its host sent you to join, then the people worth meeting there show up
        here.
      </NothingHere>
    );
  }
  if (status === 403) {
    return <NothingHere title="Only the event's hosts see this">Ask a host of the event if you need something from this page.</NothingHere>;
  }
  return (
    <Alert tone="error" title={title}>
      <div className={styles.stack}>
        <p>{errorText(error)}</p>
        <div className={styles.actions}>
          <Button size="small" variant="secondary" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        </div>
      </div>
    </Alert>
  );
}

/** A page that is there, but not for this viewer (someone else's prospects, an event they are not in). */
export function NothingHere({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby="nothing-here-title" className={styles.stack}>
      <h2 id="nothing-here-title">{title}</h2>
      <p>{children}</p>
      <div className={styles.actions}>
        <ButtonLink to={prospectsRoute}>Your prospects</ButtonLink>
        <ButtonLink to="/home" variant="secondary">
          Back to home
        </ButtonLink>
      </div>
    </Card>
  );
}

/** The address names another user: their prospects and matches are theirs alone. */
export function SomeoneElsesPage() {
  return (
    <NothingHere title="This page belongs to someone else">
      Each guest sees only the people suggested to them. Yours are a tap away.
    </NothingHere>
  );
}
