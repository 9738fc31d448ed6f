import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Only one voice note plays at a time: starting one pauses the one playing. */
let playingAudio: HTMLAudioElement | null = null;

export type AudioPlayback = {
  playing: boolean;
  /** Played or seeked since the last end: the player then shows the position. */
  started: boolean;
  /** Waiting for data after Play. */
  buffering: boolean;
  failed: boolean;
  positionMs: number;
  toggle(): void;
  seek(positionMs: number): void;
};

/** Follows the `<audio>` element `audioRef` points at: play state, position (smooth while playing), errors. */
export function useAudioPlayback(audioRef: RefObject<HTMLAudioElement | null>): AudioPlayback {
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const [buffering, setBuffering] = useState(false);
  const [failed, setFailed] = useState(false);
  const [positionMs, setPositionMs] = useState(0);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const listeners: Record<string, () => void> = {
      play: () => {
        if (playingAudio && playingAudio !== audio) playingAudio.pause();
        playingAudio = audio;
        setPlaying(true);
        setStarted(true);
      },
      pause: () => setPlaying(false),
      waiting: () => setBuffering(true),
      playing: () => setBuffering(false),
      timeupdate: () => setPositionMs(audio.currentTime * 1000),
      // Back to the start, showing the length again, ready to play again.
      ended: () => {
        setPlaying(false);
        setBuffering(false);
        setStarted(false);
        setPositionMs(0);
        audio.currentTime = 0;
      },
      error: () => {
        setFailed(true);
        setPlaying(false);
        setBuffering(false);
      },
    };
    for (const [type, listener] of Object.entries(listeners)) audio.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of Object.entries(listeners)) audio.removeEventListener(type, listener);
      if (playingAudio === audio) playingAudio = null;
    };
  }, [audioRef]);

  // timeupdate fires about four times a second; a frame loop keeps the bar moving smoothly.
  useEffect(() => {
    const audio = audioRef.current;
    if (!playing || !audio) return;
    let frame = requestAnimationFrame(function follow() {
      setPositionMs(audio.currentTime * 1000);
      frame = requestAnimationFrame(follow);
    });
    return () => cancelAnimationFrame(frame);
  }, [audioRef, playing]);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    setFailed(false);
    // After a failed load the element must load again before it can play.
    if (audio.error) audio.load();
    audio.play().catch((error: unknown) => {
      // A pause before playback began rejects with AbortError; that is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
    });
  }, [audioRef]);

  const seek = useCallback(
    (to: number) => {
      const audio = audioRef.current;
      if (!audio) return;
      audio.currentTime = to / 1000;
      setPositionMs(to);
      setStarted(true);
    },
    [audioRef],
  );

  return { playing, started, buffering, failed, positionMs, toggle, seek };
}
