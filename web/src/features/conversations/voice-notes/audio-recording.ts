import { levelFromSamples } from '../../../platform/microphone/audio-level.ts';
import { chooseRecordingType } from './recording-format.ts';

/**
 * One recording from a live microphone stream: MediaRecorder keeps the audio, an analyser
 * measures the level for the meter. Stopping or discarding it releases the microphone, so the
 * browser's recording indicator goes out.
 */
export type AudioRecording = {
  /** `performance.now()` when the recorder started. */
  readonly startedAt: number;
  /** The microphone's loudness now, 0 to 1. */
  level(): number;
  /** Ends the recording and hands over its audio. */
  stop(): Promise<{ audio: Blob; durationMs: number }>;
  /** Ends the recording and throws its audio away. */
  discard(): void;
};

export function canRecordAudio(): boolean {
  return typeof MediaRecorder !== 'undefined';
}

/** Starts recording `stream`; on failure the stream is released and the error thrown. */
export async function startAudioRecording(stream: MediaStream): Promise<AudioRecording> {
  const meter = createLevelMeter(stream);
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
    meter?.close();
  };

  try {
    const mimeType = chooseRecordingType((type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    await new Promise<void>((resolve, reject) => {
      recorder.addEventListener('start', () => resolve(), { once: true });
      recorder.addEventListener('error', (event) => reject((event as ErrorEvent).error ?? new Error('MediaRecorder failed')), {
        once: true,
      });
      recorder.start();
    });
    const startedAt = performance.now();

    return {
      startedAt,
      level: () => meter?.level() ?? 0,
      stop: () =>
        new Promise((resolve) => {
          const durationMs = performance.now() - startedAt;
          const handOver = () => {
            release();
            resolve({ audio: new Blob(chunks, { type: recorder.mimeType || mimeType || '' }), durationMs });
          };
          // The recorder stops by itself when the microphone goes away (unplugged, revoked).
          if (recorder.state === 'inactive') return handOver();
          recorder.addEventListener('stop', handOver, { once: true });
          recorder.stop();
        }),
      discard: () => {
        if (recorder.state !== 'inactive') recorder.stop();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** An analyser on the stream (not connected to the speakers: no echo), or null without Web Audio. */
function createLevelMeter(stream: MediaStream): { level(): number; close(): void } | null {
  if (typeof AudioContext === 'undefined') return null;
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  context.createMediaStreamSource(stream).connect(analyser);
  // A context made after an await (the mic dialog) may start suspended.
  if (context.state === 'suspended') void context.resume();
  const samples = new Float32Array(analyser.fftSize);
  return {
    level() {
      analyser.getFloatTimeDomainData(samples);
      return levelFromSamples(samples);
    },
    close() {
      void context.close();
    },
  };
}
