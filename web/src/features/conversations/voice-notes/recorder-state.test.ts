import { describe, expect, it } from 'vitest';
import {
  initialRecorderState,
  maxVoiceNoteMs,
  recordedMs,
  recorderReducer,
  type RecordedNote,
  type RecorderEvent,
  type RecorderState,
} from './recorder-state.ts';

const note = (durationMs: number): RecordedNote => ({ clientId: 'note-client-id', audio: new Blob(['x']), durationMs });
const run = (events: RecorderEvent[], from: RecorderState = initialRecorderState) => events.reduce(recorderReducer, from);
const recording = run([{ type: 'start' }, { type: 'recording_started', at: 1_000 }]);

describe('recorderReducer', () => {
  it('goes from the mic button through recording to sending and back', () => {
    expect(run([{ type: 'start' }])).toEqual({ phase: 'starting' });
    expect(recording).toEqual({ phase: 'recording', startedAt: 1_000 });
    const sending = run([{ type: 'recorded', note: note(2_000), send: true }], recording);
    expect(sending).toEqual({ phase: 'sending', note: note(2_000), progress: 0 });
    expect(run([{ type: 'upload_progress', fraction: 0.4 }], sending)).toMatchObject({ progress: 0.4 });
    expect(run([{ type: 'sent' }], sending)).toEqual(initialRecorderState);
  });

  it('goes back to the mic button quietly when the microphone is refused', () => {
    expect(run([{ type: 'start' }, { type: 'microphone_refused' }])).toEqual(initialRecorderState);
  });

  it('refuses a note under half a second with a notice, which can be dismissed', () => {
    const tooShort = run([{ type: 'recorded', note: note(300), send: true }], recording);
    expect(tooShort).toEqual({ phase: 'idle', notice: 'too_short' });
    expect(run([{ type: 'dismiss_notice' }], tooShort)).toEqual(initialRecorderState);
  });

  it('waits for Send or Cancel when the recording stopped at the limit', () => {
    const atLimit = run([{ type: 'recorded', note: note(maxVoiceNoteMs), send: false }], recording);
    expect(atLimit).toEqual({ phase: 'at_limit', note: note(maxVoiceNoteMs) });
    expect(run([{ type: 'send' }], atLimit)).toEqual({ phase: 'sending', note: note(maxVoiceNoteMs), progress: 0 });
    expect(run([{ type: 'cancel' }], atLimit)).toEqual(initialRecorderState);
  });

  it('keeps a failed upload with its note, and retries it with the same clientId', () => {
    const failed = run(
      [
        { type: 'recorded', note: note(2_000), send: true },
        { type: 'upload_failed', error: 'Offline' },
      ],
      recording,
    );
    expect(failed).toEqual({ phase: 'failed', note: note(2_000), error: 'Offline' });
    expect(run([{ type: 'retry' }], failed)).toEqual({ phase: 'sending', note: note(2_000), progress: 0 });
    expect(run([{ type: 'cancel' }], failed)).toEqual(initialRecorderState);
  });

  it('never moves the upload progress backwards and cannot cancel an upload under way', () => {
    const sending = run(
      [
        { type: 'recorded', note: note(2_000), send: true },
        { type: 'upload_progress', fraction: 0.6 },
      ],
      recording,
    );
    expect(run([{ type: 'upload_progress', fraction: 0.5 }], sending)).toMatchObject({ progress: 0.6 });
    expect(run([{ type: 'cancel' }], sending)).toBe(sending);
  });

  it('drops a recording the user cancelled while it was still stopping', () => {
    const cancelled = run([{ type: 'cancel' }], recording);
    expect(run([{ type: 'recorded', note: note(2_000), send: true }], cancelled)).toEqual(initialRecorderState);
  });

  it('shows why a recording could not start', () => {
    expect(run([{ type: 'recording_failed' }], recording)).toEqual({ phase: 'idle', notice: 'recording_failed' });
    expect(run([{ type: 'unsupported' }])).toEqual({ phase: 'idle', notice: 'unsupported' });
  });

  it('ignores a second start while one is under way', () => {
    expect(run([{ type: 'start' }], recording)).toBe(recording);
  });
});

describe('recordedMs', () => {
  it('is the time since the start, capped at the limit', () => {
    expect(recordedMs(1_000, 3_500)).toBe(2_500);
    expect(recordedMs(1_000, 500)).toBe(0);
    expect(recordedMs(0, maxVoiceNoteMs + 80)).toBe(maxVoiceNoteMs);
  });
});
