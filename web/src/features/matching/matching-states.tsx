import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';
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
  return <LoadingState>{text}</LoadingState>;
}

/**
 * A list that could not be loaded. The server answers 404 to anyone who has not joined the event
 * (and 403 to a guest asking for a host's view): those get a sentence of their own, not "try again".
 */
function MatchingLoadFailed({
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
      <EmptyState title="This event isn't one of yours" actions={elsewhere}>
        It doesn't exist, or you haven't joined it. Open the link its host sent you to join, then the people worth meeting there show up
        here.
      </EmptyState>
    );
  }
  if (status === 403) {
    return (
      <EmptyState title="Only the event's hosts see this" actions={elsewhere}>
        Ask a host of the event if you need something from this page.
      </EmptyState>
    );
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

/**
 * A page's list in its three states: loading, failed (with a way to try again, or why not), and
 * loaded, which `children` shows.
 */
export function QueryStates<T>({
  data,
  error,
  onRetry,
  retrying,
  loadingText,
  failedTitle,
  children,
}: {
  /** Undefined until loaded. */
  data: T | undefined;
  /** Null unless the last load failed. */
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  loadingText: string;
  failedTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (error) return <MatchingLoadFailed title={failedTitle} error={error} onRetry={onRetry} retrying={retrying} />;
  if (data === undefined) return <MatchingLoading text={loadingText} />;
  return children(data);
}

/** A card where a list would be: what is (not) there, why, and where to go from here. */
export function EmptyState({
  title,
  children,
  actions,
  level = 2,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  /** 3 inside a section that has its own heading. */
  level?: 2 | 3;
}) {
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.stack}>
      <Heading id={titleId}>{title}</Heading>
      <p className={styles.lead}>{children}</p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </Card>
  );
}

/** Away from a page that is not for this viewer (someone else's, an event they are not in). */
const elsewhere = (
  <>
    <ButtonLink to={prospectsRoute}>Your prospects</ButtonLink>
    <ButtonLink to="/home" variant="secondary">
      Back to home
    </ButtonLink>
  </>
);

/** The address names another user: their prospects and matches are theirs alone. */
export function SomeoneElsesPage() {
  return (
    <EmptyState title="This page belongs to someone else" actions={elsewhere}>
      Each guest sees only the people suggested to them. Yours are a tap away.
    </EmptyState>
  );
}
