import type { Message } from '../../../../shared/api/conversations.ts';
import { formatDuration } from '../../lib/duration.ts';

/** The words and times a chat shows: day separators, times, call lines. */

const dayMs = 24 * 60 * 60 * 1000;

/** The local midnight that starts the day of `time`. */
export function startOfDay(time: number): number {
  const date = new Date(time);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** A key that is the same for two times on the same local day. */
export function dayKey(time: number): string {
  const date = new Date(time);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** "Today", "Yesterday", "Monday 2 March", or with the year when it is not this year's. */
export function dayLabel(time: number, now: number): string {
  const days = Math.round((startOfDay(now) - startOfDay(time)) / dayMs);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  const sameYear = new Date(time).getFullYear() === new Date(now).getFullYear();
  return new Intl.DateTimeFormat(undefined, {
    weekday: days < 7 && days > 0 ? 'long' : undefined,
    day: 'numeric',
    month: 'long',
    year: sameYear ? undefined : 'numeric',
  }).format(time);
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

export function timeLabel(time: number): string {
  return timeFormat.format(time);
}

/**
 * The line a finished call leaves in the chat, in the viewer's words: the caller reads "No
 * answer" where the callee reads "Missed call". Someone reading along (an admin) gets the
 * callee-neutral wording.
 */
export function callRecordText(call: NonNullable<Message['call']>, viewerId: string): string {
  const isCaller = call.callerId === viewerId;
  switch (call.outcome) {
    case 'completed':
      return call.durationSeconds === null ? 'Voice call' : `Voice call · ${formatDuration(call.durationSeconds)}`;
    case 'missed':
      return isCaller ? 'No answer' : 'Missed call';
    case 'declined':
      return isCaller ? 'Call declined' : 'Declined call';
    case 'busy':
      return isCaller ? 'No answer — busy' : 'Missed call — busy on another call';
    case 'failed':
      return 'Call failed';
  }
}

/** Whether the line reads as something that went wrong (shown in the warning tone). */
export function isUnsuccessfulCall(call: NonNullable<Message['call']>): boolean {
  return call.outcome !== 'completed';
}
