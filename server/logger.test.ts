import { describe, expect, it } from 'vitest';
import { logFormat } from './logger.ts';

describe('the log format', () => {
  it('is readable on a terminal and JSON lines anywhere else', () => {
    expect(logFormat('development', true)).toBe('readable');
    expect(logFormat('production', true)).toBe('readable');
    expect(logFormat('production', false)).toBe('json');
    expect(logFormat('development', false)).toBe('json');
  });

  it('is JSON in tests, even on a terminal', () => {
    expect(logFormat('test', true)).toBe('json');
  });
});
