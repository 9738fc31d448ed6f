import { useState, type FormEvent } from 'react';
import { createCreatorRequestSchema, creatorRequestLimits, type MyCreatorStatus } from '../../../../../shared/api/creator-requests.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { useCreateCreatorRequest } from '../api/creator-requests.ts';
import styles from './events.module.css';
import { TextAreaField } from './text-area-field.tsx';

function formatDay(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** For a user who may not create events yet: why, the state of their request, and a way to ask. */
export function CreatorRequestPanel({ status }: { status: MyCreatorStatus }) {
  const { request } = status;

  if (request?.status === 'pending') {
    return (
      <Card as="section" aria-labelledby="creator-request-title" className={styles.section}>
        <h2 id="creator-request-title">Your request is waiting</h2>
        <p>
          You asked on {formatDay(request.createdAt)} to host events. An admin will look at it soon; this page shows the create form as soon
          as it is approved.
        </p>
        <blockquote className={styles.muted}>“{request.message}”</blockquote>
        <div className={styles.actions}>
          <ButtonLink to="/home" variant="secondary">
            Back to home
          </ButtonLink>
        </div>
      </Card>
    );
  }

  return (
    <Card as="section" aria-labelledby="creator-request-title" className={styles.section}>
      {request?.status === 'denied' ? (
        <>
          <h2 id="creator-request-title">Your request was not approved</h2>
          <Alert tone="info" title={`Decided on ${formatDay(request.decidedAt ?? request.createdAt)}`}>
            {request.denialReason ? `The admin said: “${request.denialReason}”` : 'The admin gave no reason.'}
          </Alert>
          <p>If something has changed, you can ask again.</p>
        </>
      ) : (
        <>
          <h2 id="creator-request-title">Ask to host events</h2>
          <p>
            On Tandem, events are created by hosts an admin has approved, so guests can trust who invites them. Tell us in a few words what
            you'd like to host and we'll get back to you here.
          </p>
        </>
      )}
      <CreatorRequestForm />
    </Card>
  );
}

function CreatorRequestForm() {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const createRequest = useCreateCreatorRequest();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createCreatorRequestSchema.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check your message.');
      return;
    }
    setError(null);
    createRequest.mutate(parsed.data.message);
  }

  const serverError =
    createRequest.error instanceof ApiError
      ? createRequest.error.message
      : createRequest.error
        ? 'Something went wrong. Please try again.'
        : null;

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TextAreaField
        label="What events would you like to host?"
        hint="For example: monthly founder dinners in Lisbon, about 40 guests each."
        maxLength={creatorRequestLimits.messageMaxLength}
        showCount
        value={message}
        error={error ?? undefined}
        onChange={(event) => {
          setMessage(event.target.value);
          setError(null);
        }}
      />
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" loading={createRequest.isPending}>
          Send request
        </Button>
      </div>
    </form>
  );
}
