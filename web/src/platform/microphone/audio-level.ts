/**
 * The live level meter while recording: how loud the microphone is, from the analyser's
 * time-domain samples. Loudness is heard on a log scale, so the level is in decibels: the
 * meter spans the 60 dB between a quiet room and full scale.
 */

const floorDecibels = -60;

/** 0 (silence or below -60 dBFS) to 1 (full scale), from samples between -1 and 1. */
export function levelFromSamples(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sumOfSquares = 0;
  for (let index = 0; index < samples.length; index++) {
    const sample = samples[index] ?? 0;
    sumOfSquares += sample * sample;
  }
  const rms = Math.sqrt(sumOfSquares / samples.length);
  if (rms === 0) return 0;
  const decibels = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (decibels - floorDecibels) / -floorDecibels));
}

/** The meter's bars, newest last: the last `size` levels, padded with silence at the start. */
export function pushLevel(history: readonly number[], level: number, size: number): number[] {
  const next = [...history, level].slice(-size);
  return next.length < size ? [...Array<number>(size - next.length).fill(0), ...next] : next;
}
