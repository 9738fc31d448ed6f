import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { AdminCreatorRequest } from '../../../../shared/api/creator-requests.ts';
import { creatorRequestLimits } from '../../../../shared/api/creator-requests.ts';
import { errorText } from '../../lib/error-text.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useCreatorRequests, useDecideCreatorRequest } from './api/creator-requests.ts';
import styles from './creator-requests-page.module.css';

const dateFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const formatDate = (instant: string) => dateFormat.format(new Date(instant));

/** `/admin/creatorRequests`: who asks to host events; approve, or deny with an optional reason. */
export default function CreatorRequestsPage() {
  const requests = useCreatorRequests();
  const [denying, setDenying] = useState<AdminCreatorRequest | null>(null);

  useEffect(() => {
    document.title = 'Creator requests · Tandem';
  }, []);

  const pending = requests.data?.requests.filter((request) => request.status === 'pending') ?? [];
  const decided = requests.data?.requests.filter((request) => request.status !== 'pending') ?? [];

  return (
    <div className={styles.page}>
      <div>
        <h1>Creator requests</h1>
        <p className={styles.lead}>People who want to host events. Approving lets them create events right away.</p>
      </div>
      {requests.isPending && <LoadingState>Loading requests…</LoadingState>}
      {requests.error && (
        <Alert tone="error" title="The requests could not be loaded">
          {errorText(requests.error)}{' '}
          <Button variant="ghost" size="small" onClick={() => void requests.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {requests.data && (
        <>
          <section aria-labelledby="pending-title" className={styles.section}>
            <h2 id="pending-title">Waiting for a decision ({pending.length})</h2>
            {pending.length === 0 ? (
              <p className={styles.muted}>No request is waiting. New ones appear here.</p>
            ) : (
              <ul className={styles.list}>
                {pending.map((request) => (
                  <li key={request.id}>
                    <RequestCard request={request} onDeny={() => setDenying(request)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="decided-title" className={styles.section}>
            <h2 id="decided-title">Decided ({decided.length})</h2>
            {decided.length === 0 ? (
              <p className={styles.muted}>Approved and denied requests are kept here.</p>
            ) : (
              <ul className={styles.list}>
                {decided.map((request) => (
                  <li key={request.id}>
                    <RequestCard request={request} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <DenyDialog request={denying} onClose={() => setDenying(null)} />
    </div>
  );
}

const statusLabels = { pending: 'Pending', approved: 'Approved', denied: 'Denied' } as const;

function RequestCard({ request, onDeny }: { request: AdminCreatorRequest; onDeny?: () => void }) {
  const decide = useDecideCreatorRequest();
  const name = request.user.name?.trim() || 'No name yet';
  return (
    <Card as="article" aria-label={`Request from ${name}`} className={styles.request} padding="compact">
      <div className={styles.who}>
        <Link to={`/admin/users/${encodeURIComponent(request.user.id)}`} className={styles.name}>
          {name}
        </Link>
        <span className={`${styles.status} ${styles[request.status]}`}>{statusLabels[request.status]}</span>
      </div>
      <p className={styles.contact}>
        {[request.user.phoneNumber, request.user.email].filter(Boolean).join(' · ')}
        {request.user.isCreator && request.status !== 'approved' ? ' · already a creator' : ''}
      </p>
      <blockquote className={styles.message}>{request.message}</blockquote>
      <p className={styles.meta}>
        Asked {formatDate(request.createdAt)}
        {request.decidedAt && ` · ${statusLabels[request.status].toLowerCase()} ${formatDate(request.decidedAt)}`}
      </p>
      {request.status === 'denied' && (
        <p className={styles.meta}>{request.denialReason ? `Reason: ${request.denialReason}` : 'No reason given.'}</p>
      )}
      {decide.error && <Alert tone="error">{errorText(decide.error)}</Alert>}
      {request.status === 'pending' && onDeny && (
        <div className={styles.actions}>
          <Button
            size="small"
            loading={decide.isPending}
            onClick={() => decide.mutate({ id: request.id, decision: 'approve' })}
            aria-label={`Approve ${name}`}
          >
            Approve
          </Button>
          <Button size="small" variant="secondary" onClick={onDeny} disabled={decide.isPending} aria-label={`Deny ${name}`}>
            Deny…
          </Button>
        </div>
      )}
    </Card>
  );
}

function DenyDialog({ request, onClose }: { request: AdminCreatorRequest | null; onClose: () => void }) {
  const decide = useDecideCreatorRequest();
  const [reason, setReason] = useState('');

  function close() {
    setReason('');
    decide.reset();
    onClose();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!request || decide.isPending) return;
    decide.mutate({ id: request.id, decision: 'deny', reason }, { onSuccess: close });
  }

  return (
    <Dialog
      open={request !== null}
      onClose={close}
      title="Deny this request?"
      description={request ? `${request.user.name?.trim() || 'This user'} will see that the request was declined.` : undefined}
    >
      <form onSubmit={handleSubmit} className={styles.request} noValidate>
        <TextField
          label="Reason"
          hint="Shown to the user, so they know what to change."
          optional
          maxLength={creatorRequestLimits.reasonMaxLength}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {decide.error && <Alert tone="error">{errorText(decide.error)}</Alert>}
        <div className={styles.actions}>
          <Button type="submit" variant="danger" loading={decide.isPending}>
            Deny request
          </Button>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
