/**
 * Call turns are sent as WAV, 16 kHz mono 16-bit PCM: the format the server's offline recognizer
 * (pocketsphinx) reads without converting. The microphone runs at the audio context's rate
 * (usually 48 kHz), so the samples are resampled first. Pinned by wav-encoding.test.ts.
 */

export const callSampleRate = 16_000;

/**
 * Averages the source samples that fall into each target sample: a box filter, enough against
 * aliasing when going down to speech's 16 kHz, and linear interpolation when going up.
 */
export function resample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate || samples.length === 0) return samples.slice();
  const ratio = fromRate / toRate;
  const length = Math.max(1, Math.round(samples.length / ratio));
  const output = new Float32Array(length);
  for (let index = 0; index < length; index++) {
    const start = index * ratio;
    if (ratio > 1) {
      const end = Math.min(samples.length, Math.floor(start + ratio));
      let sum = 0;
      let count = 0;
      for (let source = Math.floor(start); source < end; source++) {
        sum += samples[source] ?? 0;
        count++;
      }
      output[index] = count > 0 ? sum / count : 0;
    } else {
      const before = Math.floor(start);
      const weight = start - before;
      const first = samples[before] ?? 0;
      const second = samples[Math.min(before + 1, samples.length - 1)] ?? first;
      output[index] = first + (second - first) * weight;
    }
  }
  return output;
}

function writeAscii(view: DataView, offset: number, text: string) {
  for (let index = 0; index < text.length; index++) view.setUint8(offset + index, text.charCodeAt(index));
}

/** A RIFF/WAVE file of mono 16-bit PCM: the 44-byte header, then the samples clipped to [-1, 1]. */
export function encodeWav(samples: Float32Array, sampleRate: number): ArrayBuffer {
  const dataBytes = samples.length * 2;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  writeAscii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let index = 0; index < samples.length; index++) {
    const sample = Math.max(-1, Math.min(1, samples[index] ?? 0));
    view.setInt16(44 + index * 2, sample < 0 ? sample * 0x8000 : sample * 0x7fff, true);
  }
  return buffer;
}

/** Joins the chunks a recorder collected into one run of samples. */
export function joinChunks(chunks: readonly Float32Array[]): Float32Array {
  const joined = new Float32Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}
