import { describe, expect, it } from 'vitest';
import { encodeWav, joinChunks, resample } from './wav-encoding.ts';

function ascii(view: DataView, offset: number, length: number): string {
  return String.fromCharCode(...Array.from({ length }, (_, index) => view.getUint8(offset + index)));
}

describe('resample', () => {
  it('turns 48 kHz into 16 kHz by averaging each group of three samples', () => {
    const samples = Float32Array.from([0.3, 0.3, 0.3, -0.6, 0, 0, 1, 1, 1]);
    expect(Array.from(resample(samples, 48_000, 16_000))).toEqual([expect.closeTo(0.3, 6), expect.closeTo(-0.2, 6), expect.closeTo(1, 6)]);
  });

  it('keeps the duration at rates that do not divide evenly', () => {
    const oneSecond = new Float32Array(44_100).fill(0.5);
    const resampled = resample(oneSecond, 44_100, 16_000);
    expect(resampled.length).toBe(16_000);
    expect(resampled.every((sample) => Math.abs(sample - 0.5) < 1e-6)).toBe(true);
  });

  it('interpolates between samples when going up, and copies at the same rate', () => {
    expect(Array.from(resample(Float32Array.from([0, 1]), 8_000, 16_000))).toEqual([0, 0.5, 1, 1]);
    const same = Float32Array.from([0.1, 0.2]);
    const copy = resample(same, 16_000, 16_000);
    expect(copy).toEqual(same);
    expect(copy).not.toBe(same);
  });
});

describe('encodeWav', () => {
  it('writes a mono 16-bit PCM header with the rate and the data size', () => {
    const view = new DataView(encodeWav(new Float32Array(10), 16_000));
    expect(view.byteLength).toBe(44 + 20);
    expect(ascii(view, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 20);
    expect(ascii(view, 8, 8)).toBe('WAVEfmt ');
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(28, true)).toBe(32_000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(view, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(20);
  });

  it('scales samples to 16 bits and clips what is out of range', () => {
    const view = new DataView(encodeWav(Float32Array.from([0, 1, -1, 2, -3, 0.5]), 16_000));
    expect([0, 1, 2, 3, 4, 5].map((index) => view.getInt16(44 + index * 2, true))).toEqual([0, 32767, -32768, 32767, -32768, 16383]);
  });
});

describe('joinChunks', () => {
  it('puts the chunks one after the other', () => {
    expect(Array.from(joinChunks([Float32Array.from([1, 2]), new Float32Array(0), Float32Array.from([3])]))).toEqual([1, 2, 3]);
  });
});
