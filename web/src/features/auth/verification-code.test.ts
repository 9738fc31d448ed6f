import { describe, expect, it } from 'vitest';
import { codeFromPastedText, isCompleteCode, keepCodeDigits } from './verification-code.ts';

describe('codeFromPastedText', () => {
  it('accepts a code with spaces, dashes or line breaks', () => {
    expect(codeFromPastedText('123456')).toBe('123456');
    expect(codeFromPastedText('123 456')).toBe('123456');
    expect(codeFromPastedText('123-456')).toBe('123456');
    expect(codeFromPastedText(' 12 34 56\n')).toBe('123456');
    expect(codeFromPastedText('123\u00a0456')).toBe('123456');
  });

  it('rejects what is not exactly a code', () => {
    expect(codeFromPastedText('12345')).toBeNull();
    expect(codeFromPastedText('1234567')).toBeNull();
    expect(codeFromPastedText('Your code is 123456')).toBeNull();
    expect(codeFromPastedText('')).toBeNull();
  });
});

describe('keepCodeDigits', () => {
  it('keeps digits up to the code length', () => {
    expect(keepCodeDigits('12a3 4')).toBe('1234');
    expect(keepCodeDigits('123-456-789')).toBe('123456');
  });
});

describe('isCompleteCode', () => {
  it('needs exactly six digits', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
  });
});
