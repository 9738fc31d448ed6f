import { AsYouType, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

const fallbackCountry: CountryCode = 'US';

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

/** The number in E.164 form ("+12025550123"), or null when it is not a valid phone number. */
export function toE164(input: string, defaultCountry: CountryCode): string | null {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  const parsed = parsePhoneNumberFromString(trimmed, defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
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
