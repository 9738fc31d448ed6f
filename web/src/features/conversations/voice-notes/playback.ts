import { describeVoiceNoteTime, formatVoiceNoteTime } from './voice-note-time.ts';

/**
 * What the player shows. The total comes from the message, not the audio element: a WebM made
 * by MediaRecorder has no duration in its header, so the element says Infinity until the end.
 */

/** The position clamped to the note, so a slightly longer file never shows 0:13 / 0:12. */
export function clampPosition(positionMs: number, totalMs: number): number {
  if (!Number.isFinite(positionMs)) return 0;
  return Math.min(Math.max(0, positionMs), Math.max(0, totalMs));
}

/** "0:12" before playing; "0:03 / 0:12" once started. */
export function playbackTimeText(positionMs: number, totalMs: number, started: boolean): string {
  if (!started) return formatVoiceNoteTime(totalMs);
  return `${formatVoiceNoteTime(clampPosition(positionMs, totalMs))} / ${formatVoiceNoteTime(totalMs)}`;
}

/** The seek slider's spoken value: "3 seconds of 12 seconds". */
export function seekValueText(positionMs: number, totalMs: number): string {
  return `${describeVoiceNoteTime(clampPosition(positionMs, totalMs))} of ${describeVoiceNoteTime(totalMs)}`;
}
