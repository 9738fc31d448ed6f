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

/** "in 45 seconds", "in 1 minute", "in 2 hours": when a limited action can be tried again. */
export function describeWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `in ${whole} ${whole === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
