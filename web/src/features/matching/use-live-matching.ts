import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ServerEventOf } from '../../../../shared/realtime/protocol.ts';
import { useConnectionId, useRealtimeEvent } from '../../platform/realtime/realtime-provider.tsx';
import { matchingKeys } from './api/matching-keys.ts';

/**
 * Keeps an event's prospects and matches current while a page shows them: the server says on the
 * viewer's channel when they changed (`prospects.updated`, `match.created`). After a reconnect
 * the socket may have missed that, so the lists are read again.
 */
export function useLiveMatching(eventId: string, onMatch?: (event: ServerEventOf<'match.created'>) => void) {
  const queryClient = useQueryClient();

  function refresh(withMatches: boolean) {
    void queryClient.invalidateQueries({ queryKey: matchingKeys.prospects(eventId), exact: true });
    void queryClient.invalidateQueries({ queryKey: matchingKeys.acrossEvents(), exact: true });
    if (withMatches) void queryClient.invalidateQueries({ queryKey: matchingKeys.matches(eventId), exact: true });
  }

  useRealtimeEvent('prospects.updated', (event) => {
    if (event.eventId === eventId) refresh(false);
  });
  useRealtimeEvent('match.created', (event) => {
    if (event.eventId !== eventId) return;
    refresh(true);
    onMatch?.(event);
  });

  // Each connection has its own id: a new one after the first means a reconnect.
  const connectionId = useConnectionId();
  const lastConnectionId = useRef<string | null>(null);
  useEffect(() => {
    if (connectionId === null) return;
    const reconnected = lastConnectionId.current !== null && lastConnectionId.current !== connectionId;
    lastConnectionId.current = connectionId;
    if (reconnected) {
      void queryClient.invalidateQueries({ queryKey: matchingKeys.prospects(eventId), exact: true });
      void queryClient.invalidateQueries({ queryKey: matchingKeys.matches(eventId), exact: true });
    }
  }, [connectionId, eventId, queryClient]);
}
