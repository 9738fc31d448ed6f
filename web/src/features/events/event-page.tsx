import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Pencil } from 'lucide-react';
import type { EventDetails } from '../../../../shared/api/events.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useUpdateEvent } from './api/update-event.ts';
import { EventForm } from './components/event-form.tsx';
import { EventLoadFailed, EventLoading } from './components/event-load-state.tsx';
import { EventOverview } from './components/event-overview.tsx';
import styles from './components/events.module.css';
import { HostSharingSection } from './components/host-sharing-section.tsx';
import { HostsSection } from './components/hosts-section.tsx';
import { IntroVideoTools } from './components/intro-video-tools.tsx';
import { ParticipantsSection } from './components/participants-section.tsx';
import { ShareLinkSection } from './components/share-link-section.tsx';
import { eventToForm } from './event-form.ts';
import { useEventTitle } from './use-event-title.ts';
import { useLoadedEvent } from './use-loaded-event.ts';

/**
 * `/events/{id}`: the event for its members; hosts and admins also get their tools here.
 * `peopleToMeet` is the way to its matchmaking, from a feature that builds on this one (app/ passes it).
 */
export default function EventPage({ peopleToMeet }: { peopleToMeet?: (event: EventDetails) => ReactNode }) {
  const { id = '' } = useParams();
  const { query, redirecting } = useLoadedEvent(id);
  useEventTitle(query.data?.name);

  if (query.isPending || redirecting) return <EventLoading />;
  if (query.isError) return <EventLoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  return <EventPageContent key={query.data.id} event={query.data} peopleToMeet={peopleToMeet} />;
}

function EventPageContent({ event, peopleToMeet }: { event: EventDetails; peopleToMeet?: (event: EventDetails) => ReactNode }) {
  const [editing, setEditing] = useState(false);
  const updateEvent = useUpdateEvent();
  const canEdit = event.viewer.canEdit;

  if (editing) {
    return (
      <div className={styles.page}>
        <h1>Edit event</h1>
        <Card as="section" aria-label="Event details">
          <EventForm
            initialValues={eventToForm(event)}
            submitLabel="Save changes"
            onCancel={() => setEditing(false)}
            onSubmit={async (changes) => {
              await updateEvent.mutateAsync({ eventId: event.id, changes });
              setEditing(false);
            }}
          />
        </Card>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <EventOverview
        event={event}
        videoTools={canEdit ? <IntroVideoTools event={event} /> : undefined}
        highlight={peopleToMeet?.(event)}
        actions={
          canEdit ? (
            <>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <Pencil size={16} aria-hidden="true" />
                Edit details
              </Button>
              <ButtonLink to={`/viewEvent/${encodeURIComponent(event.id)}`} variant="ghost">
                See it as a guest
              </ButtonLink>
            </>
          ) : undefined
        }
      />
      {event.viewer.isMember && !event.viewer.isHost && <HostSharingSection event={event} />}
      {canEdit && (
        <>
          <ShareLinkSection event={event} />
          <ParticipantsSection event={event} />
          <HostsSection event={event} />
        </>
      )}
    </div>
  );
}
