import { formatDuration } from '../../../lib/duration.ts';

/** A voice note's length or position as m:ss ("0:07", "4:59"), whole seconds rounded down. */
export function formatVoiceNoteTime(milliseconds: number): string {
  return formatDuration(milliseconds / 1000);
}

/** Spoken form for screen readers: "1 minute 5 seconds", "7 seconds". */
export function describeVoiceNoteTime(milliseconds: number): string {
  const totalSeconds = Number.isFinite(milliseconds) ? Math.max(0, Math.floor(milliseconds / 1000)) : 0;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const parts = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  if (seconds > 0 || minutes === 0) parts.push(`${seconds} ${seconds === 1 ? 'second' : 'seconds'}`);
  return parts.join(' ');
}
