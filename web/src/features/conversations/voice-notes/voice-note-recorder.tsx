import { Mic, RotateCcw, SendHorizontal, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Message } from '../../../../../shared/api/conversations.ts';
import { limits } from '../../../../../shared/limits.ts';
import { Button } from '../../../ui/button.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { noticeText, type RecorderState } from './recorder-state.ts';
import { useVoiceNoteRecorder } from './use-voice-note-recorder.ts';
import { describeVoiceNoteTime, formatVoiceNoteTime } from './voice-note-time.ts';
import styles from './voice-note-recorder.module.css';

export type VoiceNoteRecorderProps = {
  conversationId: string;
  /** The stored message, to show in the chat at once (the realtime event may come later). */
  onSent(message: Message): void;
};

/** A notice goes away by itself after this long. */
const noticeMs = 6_000;

/** What the polite status region says as the recorder moves on, for screen readers. */
function announcement(state: RecorderState): string {
  switch (state.phase) {
    case 'idle':
      return state.notice ? noticeText[state.notice] : '';
    case 'starting':
      return '';
    case 'recording':
      return 'Recording voice note.';
    case 'at_limit':
      return `Stopped at the ${limits.voiceNoteMaxSeconds / 60}-minute limit. Send or cancel the voice note.`;
    case 'sending':
      return 'Sending voice note.';
    case 'failed':
      return `Voice note not sent. ${state.error}`;
  }
}

/**
 * The composer's voice note control: a mic button that, while a note is recorded and sent,
 * becomes a bar covering the composer row. The row must be `position: relative` for that.
 */
export function VoiceNoteRecorder({ conversationId, onSent }: VoiceNoteRecorderProps) {
  const recorder = useVoiceNoteRecorder(conversationId, onSent);
  const { state, dismissNotice } = recorder;
  const showsBar = state.phase !== 'idle' && state.phase !== 'starting';
  const micButton = useRef<HTMLButtonElement>(null);
  const wasShowingBar = useRef(false);

  // Focus follows the control: into the bar when it opens, back to the mic button when it closes.
  useEffect(() => {
    if (wasShowingBar.current && !showsBar) micButton.current?.focus();
    wasShowingBar.current = showsBar;
  }, [showsBar]);

  const notice = state.phase === 'idle' ? state.notice : null;
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(dismissNotice, noticeMs);
    return () => clearTimeout(timer);
  }, [notice, dismissNotice]);

  return (
    <div className={styles.recorder}>
      <Button
        ref={micButton}
        variant="ghost"
        className={styles.micButton}
        aria-label="Record voice note"
        loading={state.phase === 'starting'}
        disabled={showsBar}
        onClick={() => void recorder.start()}
      >
        <Mic size={22} aria-hidden="true" />
      </Button>
      {notice && (
        <div className={styles.notice}>
          <span>{noticeText[notice]}</span>
          <button type="button" className={styles.noticeClose} aria-label="Dismiss" onClick={dismissNotice}>
            <X size={16} aria-hidden="true" />
          </button>
        </div>
      )}
      {showsBar && <RecordingBar recorder={recorder} />}
      <div role="status" className="visually-hidden">
        {announcement(state)}
      </div>
    </div>
  );
}

function RecordingBar({ recorder }: { recorder: ReturnType<typeof useVoiceNoteRecorder> }) {
  const { state, elapsedMs, levels, send, cancel, retry } = recorder;
  const firstAction = useRef<HTMLButtonElement>(null);
  useEffect(() => firstAction.current?.focus(), [state.phase]);

  if (state.phase === 'sending') {
    return (
      <div className={styles.bar}>
        <ProgressBar className={styles.progress} value={state.progress} label="Sending voice note" />
      </div>
    );
  }

  if (state.phase === 'failed') {
    return (
      <div className={`${styles.bar} ${styles.failedBar}`}>
        <p className={styles.error}>Not sent. {state.error}</p>
        <div className={styles.actions}>
          <Button variant="secondary" size="small" onClick={cancel}>
            Discard
          </Button>
          <Button ref={firstAction} size="small" onClick={retry}>
            <RotateCcw size={16} aria-hidden="true" />
            Retry
          </Button>
        </div>
      </div>
    );
  }

  const atLimit = state.phase === 'at_limit';
  const shownMs = atLimit ? state.note.durationMs : elapsedMs;
  return (
    <div className={styles.bar}>
      <span className={atLimit ? styles.stoppedDot : styles.recordingDot} aria-hidden="true" />
      <span className={styles.time} role="timer" aria-label={`Recorded ${describeVoiceNoteTime(shownMs)}`}>
        {formatVoiceNoteTime(shownMs)}
      </span>
      {atLimit ? <span className={styles.limitText}>Limit reached</span> : <LevelMeter levels={levels} />}
      <Button variant="secondary" size="small" aria-label="Cancel voice note" onClick={cancel}>
        Cancel
      </Button>
      <Button ref={firstAction} size="small" aria-label="Send voice note" onClick={() => void send()}>
        <SendHorizontal size={16} aria-hidden="true" />
        Send
      </Button>
    </div>
  );
}

/** The last couple of seconds of loudness as bars, newest on the right. */
function LevelMeter({ levels }: { levels: readonly number[] }) {
  const current = levels[levels.length - 1] ?? 0;
  return (
    <div
      className={styles.meter}
      role="meter"
      aria-label="Microphone level"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(current * 100)}
    >
      {levels.map((level, index) => (
        // Position is the identity of a bar: the values slide through them.
        <span key={index} className={styles.meterBar} style={{ transform: `scaleY(${Math.max(0.08, level)})` }} />
      ))}
    </div>
  );
}
