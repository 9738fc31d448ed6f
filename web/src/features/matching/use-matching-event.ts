import { useEffect } from 'react';
import type { EventContextProperties } from '../../platform/analytics/track.ts';
import { useEvent } from '../events/api/get-event.ts';

export type MatchingEvent = {
  /** Null until loaded, and when the viewer may not see the event. */
  name: string | null;
  /** Hosts and admins: they also get the host's view. */
  canHost: boolean;
  /** What analytics carries of the event; ready once the event has loaded or failed. */
  context: Partial<EventContextProperties> | null;
};

/**
 * The event a matching page is about, for its title and analytics. The page's own list decides
 * what shows: a guest who has not joined gets its 404, whatever this answers.
 */
export function useMatchingEvent(eventId: string, pageTitle: string): MatchingEvent {
  const event = useEvent(eventId);
  const name = event.data?.name ?? null;

  useEffect(() => {
    const previous = document.title;
    document.title = name ? `${pageTitle} · ${name} · Tandem` : `${pageTitle} · Tandem`;
    return () => {
      document.title = previous;
    };
  }, [pageTitle, name]);

  const context = event.isPending
    ? null
    : event.data
      ? {
          event_id: event.data.id,
          event_name: event.data.name,
          event_host_name: event.data.hostName ?? '',
          event_start_date: event.data.startsAt,
          event_is_multi_day: event.data.multiDay,
        }
      : { event_id: eventId };
  return { name, canHost: event.data?.viewer.canEdit ?? false, context };
}
