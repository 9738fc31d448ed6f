import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Message } from '../../../../../shared/api/conversations.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { track } from '../../../platform/analytics/track.ts';
import { useMicrophone } from '../../../platform/microphone/use-microphone.tsx';
import { sendVoiceNote } from '../api/voice-notes.ts';
import { pushLevel } from '../../../platform/microphone/audio-level.ts';
import { canRecordAudio, startAudioRecording, type AudioRecording } from './audio-recording.ts';
import { initialRecorderState, maxVoiceNoteMs, recordedMs, recorderReducer, type RecordedNote } from './recorder-state.ts';

/** Bars in the level meter, and how often the meter and the clock move. */
const meterBarCount = 24;
const tickMs = 100;
const silentMeter: readonly number[] = Array<number>(meterBarCount).fill(0);

function uploadErrorText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'The voice note could not be sent. Please try again.';
}

/**
 * Runs the recorder's state machine against the browser: asks for the microphone (through the
 * Mic Intro dialog), records, moves the clock and the meter, stops at the length limit, and
 * uploads with progress.
 */
export function useVoiceNoteRecorder(conversationId: string, onSent: (message: Message) => void) {
  const { requestAudio } = useMicrophone();
  const [state, dispatch] = useReducer(recorderReducer, initialRecorderState);
  const [live, setLive] = useState({ elapsedMs: 0, levels: silentMeter });
  const recording = useRef<AudioRecording | null>(null);
  const mounted = useRef(true);
  const uploading = useRef<RecordedNote | null>(null);
  const latestOnSent = useRef(onSent);
  useEffect(() => {
    latestOnSent.current = onSent;
  });

  // Leaving the chat mid-recording throws the recording away and frees the microphone.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      recording.current?.discard();
      recording.current = null;
    };
  }, []);

  const start = useCallback(async () => {
    if (!canRecordAudio()) {
      dispatch({ type: 'unsupported' });
      return;
    }
    dispatch({ type: 'start' });
    const stream = await requestAudio({ conversationId, purpose: 'voice_note' });
    if (!stream) {
      dispatch({ type: 'microphone_refused' });
      return;
    }
    if (!mounted.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    try {
      recording.current = await startAudioRecording(stream);
    } catch {
      dispatch({ type: 'recording_failed' });
      return;
    }
    setLive({ elapsedMs: 0, levels: silentMeter });
    dispatch({ type: 'recording_started', at: recording.current.startedAt });
  }, [conversationId, requestAudio]);

  /** `send`: the user pressed Send; otherwise the limit stopped it and the note waits. */
  const stop = useCallback(async (send: boolean) => {
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    const { audio, durationMs } = await current.stop();
    const note = { clientId: crypto.randomUUID(), audio, durationMs: Math.round(Math.min(maxVoiceNoteMs, durationMs)) };
    dispatch({ type: 'recorded', note, send });
  }, []);

  const cancel = useCallback(() => {
    recording.current?.discard();
    recording.current = null;
    dispatch({ type: 'cancel' });
  }, []);

  // The clock and the meter, and the stop at the length limit.
  const startedAt = state.phase === 'recording' ? state.startedAt : null;
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => {
      const current = recording.current;
      if (!current) return;
      const elapsedMs = recordedMs(startedAt, performance.now());
      setLive((previous) => ({ elapsedMs, levels: pushLevel(previous.levels, current.level(), meterBarCount) }));
      if (elapsedMs >= maxVoiceNoteMs) void stop(false);
    }, tickMs);
    return () => clearInterval(timer);
  }, [startedAt, stop]);

  // The upload, each time the machine enters `sending`. It is not cancelled when the chat
  // closes: the server keeps the note and the chat receives it over the realtime connection.
  // The ref keeps StrictMode's second effect run from uploading twice.
  const sendingNote = state.phase === 'sending' ? state.note : null;
  useEffect(() => {
    if (!sendingNote || uploading.current === sendingNote) return;
    uploading.current = sendingNote;
    sendVoiceNote(conversationId, sendingNote, (fraction) => dispatch({ type: 'upload_progress', fraction }))
      .then(
        ({ message }) => {
          track.voiceNoteSent({ conversation_id: conversationId });
          latestOnSent.current(message);
          dispatch({ type: 'sent' });
        },
        (error: unknown) => dispatch({ type: 'upload_failed', error: uploadErrorText(error) }),
      )
      .finally(() => {
        uploading.current = null;
      });
  }, [sendingNote, conversationId]);

  return {
    state,
    elapsedMs: live.elapsedMs,
    levels: live.levels,
    start,
    send: useCallback(() => (recording.current ? stop(true) : dispatch({ type: 'send' })), [stop]),
    cancel,
    retry: useCallback(() => dispatch({ type: 'retry' }), []),
    dismissNotice: useCallback(() => dispatch({ type: 'dismiss_notice' }), []),
  };
}
