import { describe, expect, it } from 'vitest';
import { requestedByteRange } from './byte-range.ts';

describe('requestedByteRange', () => {
  it('serves the whole object without a header or with one it does not read', () => {
    expect(requestedByteRange(undefined, 100)).toBeNull();
    expect(requestedByteRange('items=0-5', 100)).toBeNull();
    expect(requestedByteRange('items=500-', 100)).toBeNull();
    expect(requestedByteRange('bytes=-', 100)).toBeNull();
    expect(requestedByteRange('bytes 0-5', 100)).toBeNull();
    expect(requestedByteRange('bytes=0-5;', 100)).toBeNull();
    expect(requestedByteRange('bytes=a-5', 100)).toBeNull();
    expect(requestedByteRange('bytes=0-5x', 100)).toBeNull();
  });

  it('serves the whole object for several ranges that do not touch', () => {
    expect(requestedByteRange('bytes=0-5,10-20', 100)).toBeNull();
  });

  it('reads a start and an end, clamping the end to the object', () => {
    expect(requestedByteRange('BYTES=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(requestedByteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(requestedByteRange('bytes=50-', 100)).toEqual({ start: 50, end: 99 });
    expect(requestedByteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedByteRange('bytes=99-99', 100)).toEqual({ start: 99, end: 99 });
  });

  it('reads a suffix as the last bytes, all of them when it is longer than the object', () => {
    expect(requestedByteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedByteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(requestedByteRange('bytes=-100', 100)).toEqual({ start: 0, end: 99 });
    expect(requestedByteRange('bytes=0-9, -500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('joins ranges that overlap or touch, and tolerates spaces', () => {
    expect(requestedByteRange('bytes=0-9,5-19', 100)).toEqual({ start: 0, end: 19 });
    expect(requestedByteRange('bytes=10-19, 0-9', 100)).toEqual({ start: 0, end: 19 });
  });

  it('keeps the satisfiable range of several', () => {
    expect(requestedByteRange('bytes=500-600,0-9', 100)).toEqual({ start: 0, end: 9 });
  });

  it('says when a range lies outside the object', () => {
    expect(requestedByteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(requestedByteRange('bytes=20-10', 100)).toBe('unsatisfiable');
    expect(requestedByteRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(requestedByteRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(requestedByteRange('bytes=-5', 0)).toBe('unsatisfiable');
  });
});
