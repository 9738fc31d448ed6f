import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useConnectionId, useRealtimeEvent } from '../../../platform/realtime/realtime-provider.tsx';
import { isProspectsOrMatchesKey, matchingKeys } from './matching-keys.ts';

/**
 * Keeps every cached list of prospects and matches current on any signed-in page (a chat's
 * "Matches" link reads them too): the server says on the viewer's channel when an event's lists
 * changed (`prospects.updated`, `match.created`). A reconnect may have missed that, so every
 * list is read again. Mounted once, in the signed-in layout.
 */
export function useLiveMatchingLists() {
  const queryClient = useQueryClient();

  function refresh(eventId: string, withMatches: boolean) {
    void queryClient.invalidateQueries({ queryKey: matchingKeys.prospects(eventId), exact: true });
    void queryClient.invalidateQueries({ queryKey: matchingKeys.acrossEvents(), exact: true });
    if (withMatches) void queryClient.invalidateQueries({ queryKey: matchingKeys.matches(eventId), exact: true });
  }

  useRealtimeEvent('prospects.updated', ({ eventId }) => refresh(eventId, false));
  useRealtimeEvent('match.created', ({ eventId }) => refresh(eventId, true));

  // Each connection has its own id: a new one after the first means a reconnect.
  const connectionId = useConnectionId();
  const lastConnectionId = useRef<string | null>(null);
  useEffect(() => {
    if (connectionId === null) return;
    const reconnected = lastConnectionId.current !== null && lastConnectionId.current !== connectionId;
    lastConnectionId.current = connectionId;
    if (reconnected) void queryClient.invalidateQueries({ predicate: (query) => isProspectsOrMatchesKey(query.queryKey) });
  }, [connectionId, queryClient]);
}
