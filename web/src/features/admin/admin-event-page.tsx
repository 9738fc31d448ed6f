import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { errorText } from '../../lib/error-text.ts';
import { formatEventDates } from '../../lib/event-dates.ts';
import { Alert } from '../../ui/alert.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';
import styles from './admin-event-page.module.css';
import { useAdminEvent } from './api/admin-event.ts';

/** `/admin/events/{eventId}`: any event's details and hosts, with the ways into it. */
export default function AdminEventPage() {
  const eventId = useParams().eventId ?? '';
  const event = useAdminEvent(eventId);
  const details = event.data;

  useEffect(() => {
    document.title = `${details?.name ?? 'Event'} · Admin · Tandem`;
  }, [details?.name]);

  if (event.isPending) {
    return <LoadingState>Loading the event…</LoadingState>;
  }
  if (!details) {
    return (
      <div className={styles.page}>
        <h1>Event</h1>
        <Alert tone="error" title="This event could not be shown">
          {errorText(event.error)}
        </Alert>
        <div className={styles.actions}>
          <ButtonLink to="/admin" variant="secondary">
            Back to admin
          </ButtonLink>
        </div>
      </div>
    );
  }

  const eventPath = `/events/${encodeURIComponent(details.id)}`;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Admin · Event</p>
        <h1 className={styles.title}>{details.name}</h1>
        <p>{formatEventDates(details)}</p>
      </header>
      <div className={styles.actions}>
        <ButtonLink to={`${eventPath}/table`}>Participant table</ButtonLink>
        <ButtonLink to={eventPath} variant="secondary">
          Open event page
        </ButtonLink>
      </div>
      <Card as="section" aria-labelledby="event-details-title" className={styles.card}>
        <h2 id="event-details-title">Details</h2>
        <dl className={styles.facts}>
          <dt>Place</dt>
          <dd>{details.place ?? '—'}</dd>
          <dt>Online link</dt>
          <dd>{details.onlineUrl ? <a href={details.onlineUrl}>{details.onlineUrl}</a> : '—'}</dd>
          <dt>Time zone</dt>
          <dd>{details.timeZone}</dd>
          <dt>Participants</dt>
          <dd>
            {details.participantCount} joined{details.capacity !== null ? ` of ${details.capacity}` : ' · no capacity limit'}
          </dd>
          <dt>Intro video</dt>
          <dd>{details.introVideo.isDefault ? 'The default one' : 'Its own'}</dd>
          <dt>Join link</dt>
          <dd>
            <a href={details.joinUrl}>{details.joinUrl}</a>
          </dd>
          <dt>Event id</dt>
          <dd>
            <code>{details.id}</code>
          </dd>
        </dl>
        {details.description && (
          <>
            <h3>Description</h3>
            <p className={styles.description}>{details.description}</p>
          </>
        )}
      </Card>
      <Card as="section" aria-labelledby="event-hosts-title" className={styles.card}>
        <h2 id="event-hosts-title">Hosts ({details.hosts.length})</h2>
        <ul className={styles.hosts}>
          {details.hosts.map((host) => (
            <li key={host.userId} className={styles.host}>
              <Link to={`/admin/users/${encodeURIComponent(host.userId)}`}>{host.name?.trim() || 'No name yet'}</Link>
              <span className={styles.role}>{host.role === 'creator' ? 'Creator' : 'Co-host'}</span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
