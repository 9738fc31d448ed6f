import { useClock } from '../../platform/clock/use-clock.ts';
import { secondsUntil } from './countdown.ts';

/** Seconds left until `deadline` (ms since the epoch), re-rendering each second until zero. */
export function useCountdown(deadline: number | null): number {
  return useClock((now) => (deadline === null ? 0 : secondsUntil(deadline, now)), {
    everyMs: deadline === null ? null : 250,
    until: deadline,
  });
}
