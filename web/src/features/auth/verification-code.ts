import { limits } from '../../../../shared/limits.ts';

export const codeLength = limits.otpLength;

/** What the code field keeps of what was typed: digits only, at most the code's length. */
export function keepCodeDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, codeLength);
}

/**
 * The code inside pasted text, when it is one: "123 456", "123-456" or " 123456\n" give "123456".
 * Anything else (too few or too many digits, letters) gives null, so the paste is left alone.
 */
export function codeFromPastedText(text: string): string | null {
  const compact = text.replace(/[\s\-–—.·]/g, '');
  return new RegExp(`^\\d{${codeLength}}$`).test(compact) ? compact : null;
}

export function isCompleteCode(code: string): boolean {
  return code.length === codeLength && /^\d+$/.test(code);
}
