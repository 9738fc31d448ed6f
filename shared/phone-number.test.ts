import { describe, expect, it } from 'vitest';
import { defaultCountryFromLanguages, formatPhoneNumber, formatWhileTyping, toE164 } from './phone-number.ts';

describe('toE164', () => {
  it('accepts national and international forms', () => {
    expect(toE164('(202) 555-0123', 'US')).toBe('+12025550123');
    expect(toE164(' +1 202 555 0123 ', 'GB')).toBe('+12025550123');
    expect(toE164('020 7946 0018', 'GB')).toBe('+442079460018');
    expect(toE164('+33 6 12 34 56 78', 'US')).toBe('+33612345678');
  });

  it('rejects what is not a valid number', () => {
    expect(toE164('', 'US')).toBeNull();
    expect(toE164('   ', 'US')).toBeNull();
    expect(toE164('12345', 'US')).toBeNull();
    expect(toE164('+1 555 123 4567', 'US')).toBeNull();
    expect(toE164('call me', 'US')).toBeNull();
  });

  it('reads a national number with any default country the server may be configured with', () => {
    expect(toE164('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(toE164('06 12 34 56 78', 'ZZ')).toBeNull();
  });
});

describe('defaultCountryFromLanguages', () => {
  it('takes the region of the first language that has one', () => {
    expect(defaultCountryFromLanguages(['fr', 'en-GB', 'de-DE'])).toBe('GB');
    expect(defaultCountryFromLanguages(['de_at'])).toBe('AT');
  });

  it('falls back to the United States', () => {
    expect(defaultCountryFromLanguages([])).toBe('US');
    expect(defaultCountryFromLanguages(['en', 'es-419'])).toBe('US');
  });
});

describe('formatting', () => {
  it('shows a stored number in international form', () => {
    expect(formatPhoneNumber('+12025550123')).toBe('+1 202 555 0123');
  });

  it('formats as the user types', () => {
    expect(formatWhileTyping('2025550123', 'US')).toBe('(202) 555-0123');
    expect(formatWhileTyping('+44207', 'US')).toBe('+44 20 7');
  });
});
