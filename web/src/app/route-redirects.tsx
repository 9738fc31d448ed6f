import { Navigate, useParams } from 'react-router';
import { connectionIntelligenceRoute, prospectMatchesRoute } from '../features/matching/api/matching-routes.ts';

/**
 * Old addresses that still work, each sent on to its page; ids go back into the path
 * URL-encoded. Pinned by routing.e2e.test.ts.
 */

const segment = (value: string | undefined) => encodeURIComponent(value ?? '');

/** `/joinEvent/{id}/member-hash/{hash}` → `/joinEvent/{id}?memberHash={hash}` (and the same for `/join-event`). */
export function MemberHashRedirect({ joinPath }: { joinPath: 'joinEvent' | 'join-event' }) {
  const { id, memberHash } = useParams();
  return <Navigate to={`/${joinPath}/${segment(id)}?memberHash=${segment(memberHash)}`} replace />;
}

/** `/startCall/{id}` → `/chat/{id}?startCall=true`. */
export function StartCallRedirect() {
  const { id } = useParams();
  return <Navigate to={`/chat/${segment(id)}?startCall=true`} replace />;
}

/** `/events/{id}/matches` → `/events/{id}/prospectMatches`. */
export function EventMatchesRedirect() {
  const { id } = useParams();
  return <Navigate to={prospectMatchesRoute(id ?? '')} replace />;
}

/** `/users/{userId}/events/{eventId}/matches` → `.../connection-intelligence`. */
export function UserEventMatchesRedirect() {
  const { userId, eventId } = useParams();
  return <Navigate to={connectionIntelligenceRoute(userId ?? '', eventId ?? '')} replace />;
}
