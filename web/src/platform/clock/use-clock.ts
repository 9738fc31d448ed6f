import { useCallback, useSyncExternalStore } from 'react';

/** What a component may show of the time: a primitive, so that two reads of the same second (or day) are equal. */
type ClockReading = string | number | boolean | null;

export interface ClockOptions {
  /** Read the clock again this often (ms) while the component is on screen; without it, on each render only. */
  everyMs?: number | null;
  /** Stop reading again once this moment (ms since the epoch) has passed: a countdown that reached zero. */
  until?: number | null;
}

/**
 * What a component shows of the current time (the seconds left, the call's length, today's date),
 * read from the clock the React way: through `useSyncExternalStore`, so that rendering stays a pure
 * function of what it reads. `read` turns the time into the value shown; the component re-renders
 * only when that value changes, so a clock read every 250 ms re-renders a countdown once a second.
 */
export function useClock<T extends ClockReading>(read: (now: number) => T, { everyMs = null, until = null }: ClockOptions = {}): T {
  const subscribe = useCallback(
    (onTick: () => void) => {
      if (everyMs === null) return () => {};
      const timer = setInterval(() => {
        onTick();
        if (until !== null && Date.now() >= until) clearInterval(timer);
      }, everyMs);
      return () => clearInterval(timer);
    },
    [everyMs, until],
  );
  return useSyncExternalStore(subscribe, () => read(Date.now()));
}
