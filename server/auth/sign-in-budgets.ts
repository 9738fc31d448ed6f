import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * What one party may spend on sign-in codes. A send is counted by who asks (the address) and the
 * number together, so a stranger asking for someone's number spends the stranger's budget, not the
 * owner's; the budgets of a number, a block of numbers, a country and Tandem as a whole bound
 * what pumping can cost. Wrong codes are counted the same way (see `docs/security.md`, "Sign-in
 * codes", for why guessing stays hopeless).
 */
export const signInBudgets = {
  /**
   * Codes one address may ask for, across numbers, that nobody signs in with: a code typed by its
   * owner is given back, so an event's Wi-Fi, one address for every guest, is not held to 30.
   */
  codesPerAddressPerHour: 30,
  /** The same for one network (IPv4 /24, IPv6 /64): an IPv6 client has a whole /64 of addresses to rotate. */
  codesPerNetworkPerHour: 60,
  /** Codes one number may be sent, whoever asks; more are refused with `number_busy`. */
  codesPerNumberPerHour: 20,
  codesPerNumberPerDay: 40,
  /** Codes one block of numbers (`numberBlock`) may be sent: pumping walks through a range. */
  codesPerBlockPerHour: 50,
  /** The wait before one address's next code to one number: this, doubled at each code, up to the longest. */
  firstResendSeconds: 30,
  longestResendSeconds: 8 * 60,
  /** Tries of a code by one address for one number: in ten minutes (a code's life), and in a day. */
  triesPerAddressPerTenMinutes: 5,
  triesPerAddressPerDay: 10,
  /** Tries for one number from one network (IPv4 /24, IPv6 /64) in a day. */
  triesPerNetworkPerDay: 20,
  /** Tries for one number from everyone in a day: the bound that keeps guessing hopeless. */
  triesPerNumberPerDay: 100,
  /** A live code is dropped after this many wrong tries of its number, whoever made them. */
  wrongTriesPerCode: 20,
  /** A tried code is compared with this many of the number's newest live codes. */
  liveCodesPerNumber: 3,
} as const;

/**
 * How long one address waits, after sending a code to one number, before the next: 30 s after the
 * first, then 1, 2, 4 and 8 minutes. `sends` is how many it sent to that number in the last hour.
 */
export function resendWaitSeconds(sends: number): number {
  if (sends <= 0) return 0;
  return Math.min(signInBudgets.firstResendSeconds * 2 ** (sends - 1), signInBudgets.longestResendSeconds);
}

/** The two-letter country of an E.164 number, or its calling code (`+882`) for a non-geographic one. */
export function countryOf(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed?.country ?? `+${parsed?.countryCallingCode ?? ''}`;
}

/**
 * The block of numbers a number belongs to, as the key of a per-block budget: its calling code and
 * national number without the last four digits (`+1 202555` for +12025550123), the ten thousand
 * numbers a carrier hands out together and a pumping run walks through.
 */
export function numberBlock(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164.slice(0, -4);
  return `+${parsed.countryCallingCode} ${parsed.nationalNumber.slice(0, -4)}`;
}
