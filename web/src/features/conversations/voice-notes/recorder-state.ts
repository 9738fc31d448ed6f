import { limits } from '../../../../../shared/limits.ts';

/**
 * The voice note recorder as a pure state machine. The hook that drives it
 * (`use-voice-note-recorder.ts`) runs the browser side — microphone, MediaRecorder, upload —
 * and reports what happened as events; this module decides what the bar shows next.
 */

export const maxVoiceNoteMs = limits.voiceNoteMaxSeconds * 1000;
/** Shorter than this is a slip of the finger, not a message. */
export const minVoiceNoteMs = 500;

/** A finished recording; its clientId stays the same through every retry of its upload. */
export type RecordedNote = { clientId: string; audio: Blob; durationMs: number };

/** Something to tell the user once the bar is back to the mic button. */
export type RecorderNotice = 'too_short' | 'unsupported' | 'recording_failed';

export type RecorderState =
  | { phase: 'idle'; notice: RecorderNotice | null }
  /** Waiting for the microphone (the Mic Intro dialog may be open) and the recorder to start. */
  | { phase: 'starting' }
  | { phase: 'recording'; startedAt: number }
  /** Stopped at the length limit: the note waits for Send or Cancel. */
  | { phase: 'at_limit'; note: RecordedNote }
  | { phase: 'sending'; note: RecordedNote; progress: number }
  | { phase: 'failed'; note: RecordedNote; error: string };

export type RecorderEvent =
  | { type: 'start' }
  /** The user closed the Mic Intro dialog or chose "Not now"; the dialog already said why. */
  | { type: 'microphone_refused' }
  | { type: 'unsupported' }
  | { type: 'recording_started'; at: number }
  | { type: 'recording_failed' }
  /** The recorder stopped and handed over its audio; `send` says whether the user asked to send it. */
  | { type: 'recorded'; note: RecordedNote; send: boolean }
  | { type: 'send' }
  | { type: 'cancel' }
  | { type: 'upload_progress'; fraction: number }
  | { type: 'upload_failed'; error: string }
  | { type: 'retry' }
  | { type: 'sent' }
  | { type: 'dismiss_notice' };

export const initialRecorderState: RecorderState = { phase: 'idle', notice: null };

export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case 'start':
      return state.phase === 'idle' ? { phase: 'starting' } : state;
    case 'microphone_refused':
      return state.phase === 'starting' ? initialRecorderState : state;
    case 'unsupported':
      return { phase: 'idle', notice: 'unsupported' };
    case 'recording_started':
      return state.phase === 'starting' ? { phase: 'recording', startedAt: event.at } : state;
    case 'recording_failed':
      return state.phase === 'starting' || state.phase === 'recording' ? { phase: 'idle', notice: 'recording_failed' } : state;
    case 'recorded':
      if (state.phase !== 'recording') return state;
      if (event.note.durationMs < minVoiceNoteMs) return { phase: 'idle', notice: 'too_short' };
      return event.send ? { phase: 'sending', note: event.note, progress: 0 } : { phase: 'at_limit', note: event.note };
    case 'send':
      return state.phase === 'at_limit' ? { phase: 'sending', note: state.note, progress: 0 } : state;
    case 'cancel':
      // A note already on its way cannot be taken back.
      return state.phase === 'sending' ? state : initialRecorderState;
    case 'upload_progress':
      return state.phase === 'sending' ? { ...state, progress: Math.max(state.progress, event.fraction) } : state;
    case 'upload_failed':
      return state.phase === 'sending' ? { phase: 'failed', note: state.note, error: event.error } : state;
    case 'retry':
      return state.phase === 'failed' ? { phase: 'sending', note: state.note, progress: 0 } : state;
    case 'sent':
      return state.phase === 'sending' ? initialRecorderState : state;
    case 'dismiss_notice':
      return state.phase === 'idle' ? initialRecorderState : state;
  }
}

/** How long a recording has run, never past the limit (the stop timer may fire a little late). */
export function recordedMs(startedAt: number, now: number): number {
  return Math.min(maxVoiceNoteMs, Math.max(0, now - startedAt));
}

export const noticeText: Record<RecorderNotice, string> = {
  too_short: 'Hold on — that was too short. Record for at least half a second.',
  unsupported: 'This browser cannot record voice notes. Try a recent Chrome, Safari or Firefox.',
  recording_failed: 'The recording could not start. Check your microphone and try again.',
};
