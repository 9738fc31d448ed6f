import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** The number in E.164 form, or null when it is not a valid phone number. */
export function normalizePhoneNumber(input: string, defaultRegion: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultRegion as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}
