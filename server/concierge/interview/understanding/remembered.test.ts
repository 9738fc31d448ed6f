import { describe, expect, it } from 'vitest';
import { remembered } from './remembered.ts';

describe('remembered', () => {
  it('reads a key once while it is among the newest, and forgets the oldest past its size', () => {
    const reads: string[] = [];
    const read = remembered((key) => {
      reads.push(key);
      return key.length;
    }, 2);
    expect([read('a'), read('bb'), read('a')]).toEqual([1, 2, 1]);
    expect(reads).toEqual(['a', 'bb']);
    read('ccc');
    read('a');
    expect(reads).toEqual(['a', 'bb', 'ccc', 'a']);
  });
});
