import { describe, expect, it } from 'vitest';
import { cleanStrings, cleanText, jsonNestsDeeperThan } from './request-hygiene.ts';

describe('cleanText', () => {
  it('composes accents and drops NUL, controls, bidi overrides and zero-width spaces', () => {
    expect(cleanText('Jose\u0301')).toBe('José');
    expect(cleanText('a\u0000b\u0007c\u007Fd\u0085e')).toBe('abcde');
    expect(cleanText('evil\u202Egnp.exe\u202C \u2066x\u2069')).toBe('evilgnp.exe x');
    expect(cleanText('zero\u200Bwidth\u2060join\uFEFF')).toBe('zerowidthjoin');
  });

  it('keeps what text means: tabs, line breaks, emoji joiners, script joiners and direction marks', () => {
    for (const text of ['one\ttwo\r\nthree\n', '👩\u200D💻', 'می\u200Cخواهم', 'שלום\u200F (1)', 'مرحبا', '東京']) {
      expect(cleanText(text)).toBe(text);
    }
  });
});

describe('cleanStrings', () => {
  it('cleans strings at any depth, keys included, and leaves other values', () => {
    expect(cleanStrings({ 'na\u0000me': ['a\u0000', { b: 'c\u202E' }], n: 1, t: true, z: null })).toEqual({
      name: ['a', { b: 'c' }],
      n: 1,
      t: true,
      z: null,
    });
  });

  it('leaves a Buffer body as it is', () => {
    const bytes = Buffer.from([0, 1, 2]);
    expect(cleanStrings(bytes)).toBe(bytes);
  });
});

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects inside one another', () => {
    expect(jsonNestsDeeperThan('{"a":[[1]]}', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[[[1]]]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan('[[1],[2],[3]]', 2)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":"\\"[[[[\\\\"}', 1)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":"\\\\",  "b":[[1]]}', 2)).toBe(true);
  });
});
