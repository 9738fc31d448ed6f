import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav, isPcmWav, recognizerSampleRate, resample, toRecognizerWav, WavError } from './wav.ts';

/** A WAV with these 16-bit frames (interleaved channels), built by hand so the reader is checked against the format, not against itself. */
function wav16(sampleRate: number, channels: number, samples: number[], extraChunk = false): Uint8Array {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, index) => data.writeInt16LE(sample, index * 2));
  const fmt = Buffer.alloc(24);
  fmt.write('fmt ', 0);
  fmt.writeUInt32LE(16, 4);
  fmt.writeUInt16LE(1, 8);
  fmt.writeUInt16LE(channels, 10);
  fmt.writeUInt32LE(sampleRate, 12);
  fmt.writeUInt32LE(sampleRate * channels * 2, 16);
  fmt.writeUInt16LE(channels * 2, 20);
  fmt.writeUInt16LE(16, 22);
  // A LIST chunk of odd length, padded to even, as some recorders write before the data.
  const list = extraChunk ? Buffer.concat([Buffer.from('LIST'), Buffer.from([3, 0, 0, 0]), Buffer.from('abc\0')]) : Buffer.alloc(0);
  const dataHeader = Buffer.alloc(8);
  dataHeader.write('data', 0);
  dataHeader.writeUInt32LE(data.length, 4);
  const body = Buffer.concat([Buffer.from('WAVE'), fmt, list, dataHeader, data]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0);
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

describe('WAV handling', () => {
  it('reads 16-bit PCM and mixes stereo down to one channel, past other chunks', () => {
    const audio = decodeWav(wav16(8000, 2, [16384, 0, -16384, -16384, 32767, 32767], true));
    expect(audio.sampleRate).toBe(8000);
    expect([...audio.samples]).toEqual([0.25, -0.5, 32767 / 32768]);
  });

  it('refuses what is not integer PCM WAV, with a WavError', () => {
    expect(() => decodeWav(new TextEncoder().encode('OggS not a wav at all'))).toThrow(WavError);
    const float = wav16(8000, 1, [0, 0]);
    float[20] = 3; // IEEE float
    expect(() => decodeWav(float)).toThrow(/not integer PCM/);
    expect(isPcmWav(float)).toBe(false);
    expect(isPcmWav(wav16(8000, 1, [0, 0]))).toBe(true);
  });

  it('reads the samples that arrived when the declared size is larger (a streamed recording)', () => {
    const bytes = wav16(16000, 1, [100, 200, 300]);
    new DataView(bytes.buffer, bytes.byteOffset).setUint32(40, 0xffffffff, true);
    expect(decodeWav(bytes).samples).toHaveLength(3);
  });

  it('resamples down by averaging and up by interpolating', () => {
    expect([...resample({ sampleRate: 32000, samples: Float32Array.from([0.5, 0.25, 0, 1]) }, 16000).samples]).toEqual([0.375, 0.5]);
    expect([...resample({ sampleRate: 8000, samples: Float32Array.from([0, 1]) }, 16000).samples]).toEqual([0, 0.5, 1, 1]);
  });

  it('writes what it reads, and turns any PCM WAV into 16 kHz mono 16-bit for the recognizer', () => {
    const round = decodeWav(encodeWav({ sampleRate: 22050, samples: Float32Array.from([0, 0.5, -0.5]) }));
    expect(round.sampleRate).toBe(22050);
    expect([...round.samples].map((sample) => Math.round(sample * 1000) / 1000)).toEqual([0, 0.5, -0.5]);

    const { wav, durationMs } = toRecognizerWav(wav16(48000, 2, new Array(48000 * 2).fill(1000)));
    const converted = decodeWav(wav);
    expect(converted.sampleRate).toBe(recognizerSampleRate);
    expect(converted.samples).toHaveLength(16000);
    expect(durationMs).toBe(1000);
    expect(wav[22]).toBe(1); // mono
    expect(wav[34]).toBe(16); // bits per sample
  });
});
