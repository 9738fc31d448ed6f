import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { track } from '../../platform/analytics/track.ts';
import { useEvent } from './api/get-event.ts';
import { eventContextOf, eventLoadErrorRedirect } from './event-context.ts';

/**
 * The event of an event page: an unknown or malformed id leads to the error screen with the
 * texts of `eventLoadErrors`, and each event shown is reported once to analytics.
 */
export function useLoadedEvent(eventId: string) {
  const query = useEvent(eventId);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const failedStatus = query.error instanceof ApiError ? query.error.status : null;
  const redirecting = failedStatus !== null && eventLoadErrorRedirect(failedStatus, pathname) !== null;

  useEffect(() => {
    const redirect = failedStatus === null ? null : eventLoadErrorRedirect(failedStatus, pathname);
    if (redirect) void navigate('/error', { replace: true, state: redirect });
  }, [navigate, failedStatus, pathname]);

  const trackedId = useRef<string | null>(null);
  const event = query.data;
  useEffect(() => {
    if (!event || trackedId.current === event.id) return;
    trackedId.current = event.id;
    track.eventViewed(eventContextOf(event));
  }, [event]);

  return { query, redirecting };
}
