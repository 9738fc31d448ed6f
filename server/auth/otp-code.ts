import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { limits } from '../../shared/limits.ts';

/** A 6-digit code from the cryptographic RNG, leading zeros kept. */
export function generateOtpCode(): string {
  return randomInt(0, 10 ** limits.otpLength)
    .toString()
    .padStart(limits.otpLength, '0');
}

/**
 * Codes are stored only as a keyed hash bound to the number, so a database leak reveals
 * no live code and a hash cannot be replayed for another number.
 */
export function hashOtpCode(secret: string, phoneNumber: string, code: string): string {
  return createHmac('sha256', secret).update(`${phoneNumber}:${code}`).digest('base64url');
}

export function otpHashesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
