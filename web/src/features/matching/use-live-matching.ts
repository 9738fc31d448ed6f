import type { ServerEventOf } from '../../../../shared/realtime/protocol.ts';
import { useRealtimeEvent } from '../../platform/realtime/realtime-provider.tsx';

/**
 * Calls `onMatch` when a match is made at this event while the page is open (the other person's
 * yes arrived). The lists themselves stay current through the signed-in layout's `useLiveMatchingLists`.
 */
export function useLiveMatch(eventId: string, onMatch: (event: ServerEventOf<'match.created'>) => void) {
  useRealtimeEvent('match.created', (event) => {
    if (event.eventId === eventId) onMatch(event);
  });
}
