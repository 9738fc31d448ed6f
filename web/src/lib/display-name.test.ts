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

  it('is "Deleted user" once the account is gone, whatever name is left', () => {
    expect(displayName({ name: null, deleted: true })).toBe('Deleted user');
    expect(displayName({ name: 'Ana Ruiz', deleted: true })).toBe('Deleted user');
    expect(displayName({ name: 'Ana Ruiz', deleted: false })).toBe('Ana Ruiz');
  });
});
