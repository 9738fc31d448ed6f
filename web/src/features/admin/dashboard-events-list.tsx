import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import type { EventSummary } from '../../../../shared/api/events.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useAdminEvents } from './api/dashboard-admin-events.ts';
import { countOf } from './dashboard-period.ts';
import styles from './dashboard-page.module.css';

const eventsShown = 8;

/** The event's start day in the event's own time zone, e.g. "May 12, 2026". */
function eventDate(event: EventSummary): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: event.timeZone }).format(new Date(event.startsAt));
  } catch {
    // An unknown zone name must not break the list.
    return new Intl.DateTimeFormat('en-US', options).format(new Date(event.startsAt));
  }
}

/** The newest events, searchable by name, each linking to its admin page. */
export function DashboardEventsList() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const events = useAdminEvents(search, eventsShown);

  function handleSubmit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    setSearch(draft.trim());
  }

  let content;
  if (events.isPending) {
    content = <Spinner label="Loading events" />;
  } else if (events.isError && !events.data) {
    content = (
      <Alert tone="error" title="Could not load the events">
        <p>{events.error.message}</p>
        <Button variant="secondary" size="small" className={styles.retry} onClick={() => void events.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (events.data.events.length === 0) {
    content = <p className={styles.muted}>{search ? `No event name contains “${search}”.` : 'No events yet.'}</p>;
  } else {
    content = (
      <ul className={styles.eventList} aria-busy={events.isPlaceholderData || undefined}>
        {events.data.events.map((event) => (
          <li key={event.id} className={styles.eventItem}>
            <Link to={`/admin/events/${encodeURIComponent(event.id)}`} className={styles.eventLink}>
              {event.name}
            </Link>
            <span className={styles.eventMeta}>
              {eventDate(event)} · {countOf(event.participantCount, 'participant')}
              {event.isPast && ' · past'}
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card as="section" id="admin-events" aria-labelledby="dashboard-events-title" className={`${styles.chartCard} ${styles.wideCard}`}>
      <div className={styles.chartHeading}>
        <h2 id="dashboard-events-title">Events</h2>
        <p className={styles.chartLead}>The newest {eventsShown} events, or those whose name matches your search</p>
      </div>
      <form className={styles.searchForm} role="search" aria-label="Search events" onSubmit={handleSubmit}>
        <TextField
          label="Event name"
          className={styles.searchField}
          value={draft}
          maxLength={120}
          onChange={(changeEvent) => setDraft(changeEvent.target.value)}
        />
        <Button type="submit" variant="secondary" loading={events.isFetching && events.isPlaceholderData}>
          <Search size={16} aria-hidden="true" />
          Search
        </Button>
      </form>
      {content}
    </Card>
  );
}
