import { useParams } from 'react-router';
import { ButtonLink } from '../../ui/button.tsx';
import { EventLoadFailed, EventLoading } from './components/event-load-state.tsx';
import { EventOverview } from './components/event-overview.tsx';
import { useEventTitle } from './use-event-title.ts';
import { useLoadedEvent } from './use-loaded-event.ts';

/** `/viewEvent/{id}`: the event, read-only, for anyone it is shared with; no host tools. */
export default function ViewEventPage() {
  const { id = '' } = useParams();
  const { query, redirecting } = useLoadedEvent(id);
  useEventTitle(query.data?.name);

  if (query.isPending || redirecting) return <EventLoading />;
  if (query.isError) return <EventLoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const event = query.data;
  return (
    <EventOverview
      event={event}
      actions={
        event.viewer.canEdit ? (
          <ButtonLink to={`/events/${encodeURIComponent(event.id)}`} variant="secondary">
            Manage this event
          </ButtonLink>
        ) : undefined
      }
    />
  );
}
