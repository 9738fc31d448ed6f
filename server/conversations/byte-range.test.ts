import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range.ts';

describe('byteRange', () => {
  it('serves the whole object without a header or with one it does not read', () => {
    expect(byteRange(undefined, 100)).toBeNull();
    expect(byteRange('items=0-5', 100)).toBeNull();
    expect(byteRange('bytes=0-5,10-20', 100)).toBeNull();
    expect(byteRange('bytes=-', 100)).toBeNull();
  });

  it('reads a start and an end, clamping the end to the object', () => {
    expect(byteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=50-', 100)).toEqual({ start: 50, end: 99 });
    expect(byteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
  });

  it('reads a suffix as the last bytes', () => {
    expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('says when a range lies outside the object', () => {
    expect(byteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=20-10', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 100)).toBe('unsatisfiable');
  });
});
