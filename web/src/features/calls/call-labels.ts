import { formatDuration } from '../../lib/duration.ts';
import type { CallEnd, CallSnapshot } from './call-controller.ts';

/** What the call screens say, per stage, role and ending; no React here. */

/** Seconds on the call timer, from when this tab heard the audio connect. */
export function elapsedSeconds(connectedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - connectedAt) / 1000));
}

export function callEndText(end: CallEnd, role: CallSnapshot['role']): string {
  switch (end.kind) {
    case 'cancelled':
      return 'Call cancelled';
    case 'answered_elsewhere':
      return 'Answered on another device';
    case 'connection_lost':
      return 'Call ended: the connection was lost';
    case 'error':
      return end.message;
    case 'outcome':
      switch (end.outcome) {
        case 'completed':
          return end.durationSeconds === null ? 'Call ended' : `Call ended · ${formatDuration(end.durationSeconds)}`;
        case 'declined':
          return 'Call declined';
        case 'missed':
          return role === 'caller' ? 'No answer' : 'Missed call';
        case 'busy':
          return 'Busy: they are in another call';
        case 'failed':
          return 'Call failed: the audio could not connect';
      }
  }
}

/** The status line under the other person's name; a connected call shows its timer beside it. */
export function callStatusText(snapshot: Pick<CallSnapshot, 'stage' | 'role' | 'end'>): string {
  switch (snapshot.stage) {
    case 'starting':
      return 'Calling…';
    case 'ringing':
      return snapshot.role === 'caller' ? 'Ringing…' : 'Incoming voice call';
    case 'accepting':
    case 'connecting':
      return 'Connecting…';
    case 'connected':
      return 'Connected';
    case 'ended':
      return snapshot.end ? callEndText(snapshot.end, snapshot.role) : 'Call ended';
  }
}

/** Which screen a call needs: the incoming sheet until the callee joins here, then the call panel. */
export function callScreenOf(snapshot: Pick<CallSnapshot, 'role' | 'joined'>): 'incoming' | 'panel' {
  return snapshot.role === 'callee' && !snapshot.joined ? 'incoming' : 'panel';
}
