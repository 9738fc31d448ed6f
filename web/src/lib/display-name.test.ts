import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.ts';

describe('displayName', () => {
  it('is the name, trimmed', () => {
    expect(displayName({ name: '  Ana Ruiz ' })).toBe('Ana Ruiz');
  });

  it('is "Someone" for a missing or blank name', () => {
    expect(displayName({ name: null })).toBe('Someone');
    expect(displayName({ name: '   ' })).toBe('Someone');
    expect(displayName(undefined)).toBe('Someone');
  });
});
