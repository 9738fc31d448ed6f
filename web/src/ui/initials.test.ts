import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf(' ana  maria lima ')).toBe('AM');
    expect(initialsOf('ben')).toBe('B');
  });

  it('is empty without a name', () => {
    expect(initialsOf(null)).toBe('');
    expect(initialsOf('  ')).toBe('');
  });
});
