/**
 * RIFF/WAVE with integer PCM: reading what the browser or the offline synthesizer makes, and
 * turning it into what pocketsphinx reads (16 kHz, mono, 16-bit). Pure: bytes in, bytes out.
 */

export interface PcmAudio {
  sampleRate: number;
  /** One channel, each sample in [-1, 1]. */
  samples: Float32Array;
}

export const recognizerSampleRate = 16_000;

const pcmFormat = 1;
/** WAVE_FORMAT_EXTENSIBLE: its sub-format says PCM again for the files we accept. */
const extensibleFormat = 0xfffe;

export class WavError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WavError';
  }
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

/** Reads an 8-, 16-, 24- or 32-bit PCM WAV and mixes its channels down to one. */
export function decodeWav(bytes: Uint8Array): PcmAudio {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WAVE') throw new WavError('Not a RIFF/WAVE file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: { channels: number; sampleRate: number; bitsPerSample: number } | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = ascii(bytes, offset, 4);
    const declaredSize = view.getUint32(offset + 4, true);
    const start = offset + 8;
    if (id === 'fmt ') {
      if (declaredSize < 16 || start + 16 > bytes.length) throw new WavError('The fmt chunk is too short');
      const tag = view.getUint16(start, true);
      if (tag !== pcmFormat && tag !== extensibleFormat) throw new WavError(`Format ${tag} is not integer PCM`);
      format = {
        channels: view.getUint16(start + 2, true),
        sampleRate: view.getUint32(start + 4, true),
        bitsPerSample: view.getUint16(start + 14, true),
      };
    } else if (id === 'data') {
      if (!format) throw new WavError('The data chunk comes before the fmt chunk');
      // A streamed recording may declare a size larger than what arrived (or 0xFFFFFFFF): read what is there.
      const end = Math.min(bytes.length, start + declaredSize);
      return { sampleRate: format.sampleRate, samples: mixDown(view, start, end, format.channels, format.bitsPerSample) };
    }
    offset = start + declaredSize + (declaredSize % 2);
  }
  throw new WavError('No data chunk');
}

function mixDown(view: DataView, start: number, end: number, channels: number, bitsPerSample: number): Float32Array {
  if (channels < 1 || ![8, 16, 24, 32].includes(bitsPerSample))
    throw new WavError(`${channels} channels of ${bitsPerSample}-bit samples cannot be read`);
  const sampleBytes = bitsPerSample / 8;
  const frameBytes = sampleBytes * channels;
  const frames = Math.floor((end - start) / frameBytes);
  const samples = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel++)
      sum += readSample(view, start + frame * frameBytes + channel * sampleBytes, bitsPerSample);
    samples[frame] = sum / channels;
  }
  return samples;
}

function readSample(view: DataView, offset: number, bitsPerSample: number): number {
  switch (bitsPerSample) {
    case 8:
      return (view.getUint8(offset) - 128) / 128;
    case 16:
      return view.getInt16(offset, true) / 32768;
    case 24:
      return (view.getUint8(offset) | (view.getUint8(offset + 1) << 8) | (view.getInt8(offset + 2) << 16)) / 8388608;
    default:
      return view.getInt32(offset, true) / 2147483648;
  }
}

/**
 * Changes the sample rate. Going down, each output sample averages the input samples it covers
 * (a box filter), which keeps most of what lies above the new Nyquist frequency out; going up, it
 * interpolates linearly.
 */
export function resample(audio: PcmAudio, sampleRate: number): PcmAudio {
  if (audio.sampleRate === sampleRate) return audio;
  const ratio = audio.sampleRate / sampleRate;
  const length = Math.floor(audio.samples.length / ratio);
  const samples = new Float32Array(length);
  const input = audio.samples;
  for (let index = 0; index < length; index++) {
    const from = index * ratio;
    if (ratio > 1) {
      const first = Math.floor(from);
      const last = Math.min(input.length, Math.floor(from + ratio));
      let sum = 0;
      for (let at = first; at < last; at++) sum += input[at]!;
      samples[index] = last > first ? sum / (last - first) : 0;
    } else {
      const at = Math.floor(from);
      const fraction = from - at;
      samples[index] = input[at]! * (1 - fraction) + (input[Math.min(at + 1, input.length - 1)] ?? 0) * fraction;
    }
  }
  return { sampleRate, samples };
}

/** A mono 16-bit PCM WAV. */
export function encodeWav(audio: PcmAudio): Uint8Array {
  const dataBytes = audio.samples.length * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const writeAscii = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index++) bytes[offset + index] = text.charCodeAt(index);
  };
  writeAscii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(8, 'WAVE');
  writeAscii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, pcmFormat, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, audio.sampleRate, true);
  view.setUint32(28, audio.sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  writeAscii(36, 'data');
  view.setUint32(40, dataBytes, true);
  audio.samples.forEach((sample, index) => {
    const clipped = Math.max(-1, Math.min(1, sample));
    view.setInt16(44 + index * 2, Math.round(clipped * 32767), true);
  });
  return bytes;
}

/** Any PCM WAV as pocketsphinx wants it: 16 kHz, mono, 16-bit. */
export function toRecognizerWav(bytes: Uint8Array): { wav: Uint8Array; durationMs: number } {
  const audio = resample(decodeWav(bytes), recognizerSampleRate);
  return { wav: encodeWav(audio), durationMs: (audio.samples.length / recognizerSampleRate) * 1000 };
}

export function durationMs(audio: PcmAudio): number {
  return (audio.samples.length / audio.sampleRate) * 1000;
}

/** Whether the bytes are a WAV this module reads (integer PCM with a data chunk). */
export function isPcmWav(bytes: Uint8Array): boolean {
  try {
    decodeWav(bytes);
    return true;
  } catch {
    return false;
  }
}
