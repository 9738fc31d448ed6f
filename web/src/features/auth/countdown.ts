import { formatDuration } from '../../lib/duration.ts';

/** Whole seconds left until `deadline` (ms since the epoch), never below zero. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The moment that is `seconds` from `now`, in ms since the epoch. */
export function deadlineIn(seconds: number, now: number): number {
  return now + Math.max(0, seconds) * 1000;
}

/** "0:27", "1:05", "12:00": a countdown shown next to a disabled button, a started second counting whole. */
export function formatCountdown(seconds: number): string {
  return formatDuration(Math.ceil(seconds));
}
