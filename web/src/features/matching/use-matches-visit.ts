import { useEffect, useRef } from 'react';
import type { Match } from '../../../../shared/api/matching.ts';
import { useEventMatches, useMarkMatchesSeen } from './api/matches.ts';

/**
 * An event's matches as a visit sees them: read afresh (a cached list would carry the last
 * visit's "new" marks), kept live by the signed-in layout, and the visit recorded up to the
 * newest match on screen, so the next visit's new matches are the ones made after it.
 */
export function useMatchesVisit(eventId: string) {
  const matches = useEventMatches(eventId);
  const markSeen = useMarkMatchesSeen();
  const { mutate } = markSeen;
  const loaded = matches.isSuccess && matches.isFetchedAfterMount;
  // Seen is what was shown: a match made after the list loaded is new on the next visit, unless a
  // live update showed it here meanwhile.
  const newestShown = loaded ? newestCreatedAt(matches.data.matches) : null;
  const recordedUpTo = useRef<number | null>(null);
  useEffect(() => {
    if (newestShown === null || (recordedUpTo.current !== null && newestShown <= recordedUpTo.current)) return;
    recordedUpTo.current = newestShown;
    mutate({ eventId, seenAt: newestShown });
  }, [newestShown, eventId, mutate]);
  return {
    /** The list of this visit; undefined until it has loaded. */
    list: loaded ? matches.data : undefined,
    /** Null unless loading it failed. */
    error: matches.error,
    retry: () => void matches.refetch(),
    retrying: matches.isFetching,
  };
}

/** The newest match's time, null when there is none. */
export function newestCreatedAt(matches: readonly Pick<Match, 'createdAt'>[]): number | null {
  return matches.reduce<number | null>((newest, match) => (newest === null || match.createdAt > newest ? match.createdAt : newest), null);
}
