import type { EventDetails } from '../../../../shared/api/events.ts';
import type { EventContextProperties } from '../../platform/analytics/track.ts';

/** The event context analytics sends with this event's screens. */
export function eventContextOf(event: EventDetails): EventContextProperties {
  return {
    event_id: event.id,
    event_name: event.name,
    event_host_name: event.hostName ?? '',
    event_hosts: event.hosts.flatMap((host) => (host.name ? [host.name] : [])),
    event_start_date: event.startsAt,
    event_is_multi_day: event.multiDay,
  };
}

/** The exact texts of the error screen for an event that cannot be loaded (pinned by event-context.test.ts). */
export const eventLoadErrors = {
  404: "The event you're looking for doesn't exist or has been removed.",
  400: 'There was a problem with this event request. The event information may be invalid or corrupt.',
} as const;

/**
 * Where a failed `GET /api/events/{id}` leads: 404 and 400 go to the error screen, unless the
 * user is already on home; null means the page shows the error itself.
 */
export function eventLoadErrorRedirect(status: number, pathname: string): { code: 404 | 400; message: string } | null {
  if (status !== 404 && status !== 400) return null;
  if (/^\/home\/?$/.test(pathname)) return null;
  return { code: status, message: eventLoadErrors[status] };
}
