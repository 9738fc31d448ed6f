import { describe, expect, it } from 'vitest';
import { logFormat, requestLogLevel } from './logger.ts';

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

describe('the level of the request lines', () => {
  it('is debug on a terminal, where a person reads the log, and info in JSON and in tests', () => {
    expect(requestLogLevel('production', true)).toBe('debug');
    expect(requestLogLevel('development', true)).toBe('debug');
    expect(requestLogLevel('production', false)).toBe('info');
    expect(requestLogLevel('test', true)).toBe('info');
  });
});
