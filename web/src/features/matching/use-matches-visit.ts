import { useEffect, useRef } from 'react';
import { useEventMatches, useMarkMatchesSeen } from './api/matches.ts';
import { useLiveMatching } from './use-live-matching.ts';

/**
 * An event's matches as a visit sees them: read afresh (a cached list would carry the last
 * visit's "new" marks), kept live, and the visit recorded once they are on screen, so the next
 * visit's new matches are the ones made after this one.
 */
export function useMatchesVisit(eventId: string) {
  const matches = useEventMatches(eventId);
  useLiveMatching(eventId);
  const markSeen = useMarkMatchesSeen();
  const { mutate } = markSeen;
  const loaded = matches.isSuccess && matches.isFetchedAfterMount;
  const recorded = useRef(false);
  useEffect(() => {
    if (!loaded || recorded.current) return;
    recorded.current = true;
    mutate(eventId);
  }, [loaded, eventId, mutate]);
  /** The list of this visit; null until it has loaded. */
  const visited = loaded ? matches.data : null;
  return { matches, visited };
}
