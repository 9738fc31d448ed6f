import { levelFromSamples } from '../../platform/microphone/audio-level.ts';
import { callSampleRate, encodeWav, joinChunks, resample } from './wav-encoding.ts';

/**
 * The call's microphone, open for the whole call: every block of samples gives a level (for voice
 * activity detection and the meter) and, during a turn, joins the recording. A turn keeps the
 * moment before speech was detected, so its first syllable is not cut off.
 */
export type MicrophoneCapture = {
  /** Starts a new turn's recording from the last `preRollMs` heard. */
  startTurn(): void;
  /** Ends the turn: its audio as a 16 kHz mono WAV, and how long it lasts. */
  takeTurn(): { audio: Blob; durationMs: number };
  setMuted(muted: boolean): void;
  close(): void;
};

const blockSize = 4096;
const preRollMs = 600;

/**
 * `onLevel` hears each block's level, and whether the block is exact silence (all zeros: what a
 * microphone unplugged or muted on the device sends, never a real room).
 */
export function startMicrophoneCapture(
  stream: MediaStream,
  onLevel: (level: number, at: number, digitalSilence: boolean) => void,
): MicrophoneCapture {
  const context = new AudioContext();
  const source = context.createMediaStreamSource(stream);
  // ScriptProcessor is deprecated but everywhere, and needs no separate worklet module to load.
  const processor = context.createScriptProcessor(blockSize, 1, 1);
  const preRollBlocks = Math.max(1, Math.ceil(((preRollMs / 1000) * context.sampleRate) / blockSize));
  let recent: Float32Array[] = [];
  let turn: Float32Array[] | null = null;

  processor.addEventListener('audioprocess', (event) => {
    const samples = new Float32Array(event.inputBuffer.getChannelData(0));
    if (turn) turn.push(samples);
    recent = [...recent, samples].slice(-preRollBlocks);
    onLevel(
      levelFromSamples(samples),
      performance.now(),
      samples.every((sample) => sample === 0),
    );
  });
  source.connect(processor);
  // A script processor only runs while connected to the output; it writes silence there.
  processor.connect(context.destination);
  if (context.state === 'suspended') void context.resume();

  return {
    startTurn() {
      turn = [...recent];
    },
    takeTurn() {
      const samples = resample(joinChunks(turn ?? []), context.sampleRate, callSampleRate);
      turn = null;
      return {
        audio: new Blob([encodeWav(samples, callSampleRate)], { type: 'audio/wav' }),
        durationMs: Math.round((samples.length / callSampleRate) * 1000),
      };
    },
    setMuted(muted) {
      for (const track of stream.getAudioTracks()) track.enabled = !muted;
    },
    close() {
      processor.disconnect();
      source.disconnect();
      for (const track of stream.getTracks()) track.stop();
      void context.close();
    },
  };
}
