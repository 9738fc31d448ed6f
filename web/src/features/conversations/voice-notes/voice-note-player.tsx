import { Pause, Play } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { Message } from '../../../../../shared/api/conversations.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { clampPosition, playbackTimeText, seekValueText } from './playback.ts';
import { useAudioPlayback } from './use-audio-playback.ts';
import { voiceNoteAudioUrl } from '../api/voice-notes.ts';
import styles from './voice-note-player.module.css';

export type VoiceNotePlayerProps = { conversationId: string; message: Message };

/** A voice note in the chat: play/pause, a seek bar, the time, and the transcript once there is one. */
export function VoiceNotePlayer({ conversationId, message }: VoiceNotePlayerProps) {
  const voiceNote = message.voiceNote;
  if (!voiceNote) return <p className={styles.unavailable}>This voice note is not available.</p>;

  return (
    <div className={styles.voiceNote}>
      <AudioControls src={voiceNoteAudioUrl(conversationId, voiceNote.mediaId)} totalMs={voiceNote.durationMs} />
      {voiceNote.transcript && <Transcript text={voiceNote.transcript} />}
    </div>
  );
}

function AudioControls({ src, totalMs }: { src: string; totalMs: number }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const playback = useAudioPlayback(audioRef);
  const positionMs = clampPosition(playback.positionMs, totalMs);
  const fraction = totalMs > 0 ? positionMs / totalMs : 0;

  return (
    <div className={styles.player}>
      <audio ref={audioRef} preload="metadata" src={src} />
      <button
        type="button"
        className={styles.playButton}
        aria-label={playback.playing ? 'Pause voice note' : 'Play voice note'}
        aria-busy={playback.buffering || undefined}
        onClick={playback.toggle}
      >
        {playback.buffering ? (
          <Spinner label={null} />
        ) : playback.playing ? (
          <Pause size={20} aria-hidden="true" fill="currentColor" />
        ) : (
          <Play size={20} aria-hidden="true" fill="currentColor" />
        )}
      </button>
      <div className={styles.track}>
        <input
          type="range"
          className={styles.seek}
          min={0}
          max={totalMs}
          step={100}
          value={positionMs}
          aria-label="Voice note position"
          aria-valuetext={seekValueText(positionMs, totalMs)}
          // The filled part of the track; the range input has no portable way to style it.
          style={{ '--played': `${fraction * 100}%` } as CSSProperties}
          onChange={(event) => playback.seek(Number(event.target.value))}
        />
        <span className={styles.time}>{playback.failed ? 'Could not play' : playbackTimeText(positionMs, totalMs, playback.started)}</span>
      </div>
    </div>
  );
}

/** The transcript under the note, three lines at most until "Show more". */
function Transcript({ text }: { text: string }) {
  const id = useId();
  const paragraph = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflowing, setOverflowing] = useState(false);

  // Whether the clamp hides anything depends on the width: measure, and again on resize.
  useLayoutEffect(() => {
    const element = paragraph.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);

  return (
    <div className={styles.transcriptBlock}>
      <p id={id} ref={paragraph} className={expanded ? styles.transcript : `${styles.transcript} ${styles.clamped}`}>
        <span className="visually-hidden">Transcript: </span>
        {text}
      </p>
      {(overflowing || expanded) && (
        <button type="button" className={styles.more} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}
