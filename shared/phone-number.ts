import { AsYouType, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * Phone numbers, one rule for the server and the web: a number is kept in E.164 form, read with
 * a default country for numbers typed without their "+" prefix. libphonenumber-js's metadata is
 * heavy for a browser, so the web loads this module with a dynamic `import()`; it has no other
 * import and no side effect.
 */

export type { CountryCode };

const fallbackCountry: CountryCode = 'US';

/**
 * The number in E.164 form ("+12025550123"), or null when it is not a valid phone number.
 * `defaultCountry` (a two-letter code) reads numbers typed without their country code.
 */
export function toE164(input: string, defaultCountry: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  const parsed = parsePhoneNumberFromString(trimmed, defaultCountry as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * The country a number without a "+" prefix belongs to, guessed from the browser's languages
 * ("en-GB" → GB); the United States when none names a region libphonenumber-js knows.
 */
export function defaultCountryFromLanguages(languages: readonly string[]): CountryCode {
  for (const language of languages) {
    const region = language.split(/[-_]/)[1]?.toUpperCase();
    if (region && /^[A-Z]{2}$/.test(region) && isSupportedCountry(region)) return region;
  }
  return fallbackCountry;
}

/** "+1 202 555 0123": how a stored E.164 number is shown back to its owner. */
export function formatPhoneNumber(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/**
 * Formats the number while it is typed ("2025550123" → "(202) 555-0123"). Only call it when the
 * user adds characters at the end: reformatting a deletion would put back what they removed.
 */
export function formatWhileTyping(input: string, defaultCountry: CountryCode): string {
  return new AsYouType(defaultCountry).input(input);
}
