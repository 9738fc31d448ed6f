import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useMyCreatorStatus } from './api/creator-requests.ts';
import { useCreateEvent } from './api/create-event.ts';
import { CreatorRequestPanel } from './components/creator-request-panel.tsx';
import { EventForm } from './components/event-form.tsx';
import styles from './components/events.module.css';
import { emptyEventForm } from './event-form.ts';
import { browserTimeZone } from './event-time.ts';

/** `/events/new`: creators and admins create an event; anyone else sees how to ask for that. */
export default function CreateEventPage() {
  const status = useMyCreatorStatus();
  const createEvent = useCreateEvent();
  const navigate = useNavigate();
  const initialValues = useMemo(() => emptyEventForm(browserTimeZone()), []);

  useEffect(() => {
    document.title = 'Create an event · Tandem';
  }, []);

  let body;
  if (status.isPending) {
    body = (
      <div className={styles.loading}>
        <Spinner size="large" label="Loading" />
      </div>
    );
  } else if (status.isError) {
    body = (
      <Alert tone="error" title="Could not check whether you can create events">
        <p>{status.error instanceof ApiError ? status.error.message : 'Something went wrong.'}</p>
        <Button variant="secondary" size="small" onClick={() => void status.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (!status.data.canCreateEvents) {
    body = <CreatorRequestPanel status={status.data} />;
  } else {
    body = (
      <Card as="section" aria-label="Event details" className={styles.section}>
        {status.data.request?.status === 'approved' && (
          <Alert tone="success" title="Your request to host was approved">
            You can create events now.
          </Alert>
        )}
        <EventForm
          initialValues={initialValues}
          submitLabel="Create event"
          confirmStartInPast
          onSubmit={async (event) => {
            const created = await createEvent.mutateAsync(event);
            await navigate(`/events/${encodeURIComponent(created.id)}`);
          }}
        />
      </Card>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.section}>
        <h1>Create an event</h1>
        <p className={styles.lead}>Set the time and place; then invite your guests with a link.</p>
      </div>
      {body}
    </div>
  );
}
