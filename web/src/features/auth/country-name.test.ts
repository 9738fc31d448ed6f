import { describe, expect, it } from 'vitest';
import { countryInSentence } from './country-name.ts';

describe('countryInSentence', () => {
  it('puts "the" before the names that take it', () => {
    expect(countryInSentence('US')).toBe('the United States');
    expect(countryInSentence('GB')).toBe('the United Kingdom');
    expect(countryInSentence('NL')).toBe('the Netherlands');
    expect(countryInSentence('KY')).toBe('the Cayman Islands');
  });

  it('leaves the others alone', () => {
    expect(countryInSentence('FR')).toBe('France');
    expect(countryInSentence('DE')).toBe('Germany');
    expect(countryInSentence('JP')).toBe('Japan');
  });

  it('falls back to the code it cannot name', () => {
    expect(countryInSentence('not a region')).toBe('not a region');
  });
});
