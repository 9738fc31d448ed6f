import { describe, expect, it } from 'vitest';
import { countryOf, numberBlock, resendWaitSeconds } from './sign-in-budgets.ts';

describe('sign-in budgets', () => {
  it('doubles the wait between one address’s codes to one number, from 30 s up to 8 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 12].map(resendWaitSeconds)).toEqual([0, 30, 60, 120, 240, 480, 480, 480]);
  });

  it('names the country of a number, or its calling code when it has none', () => {
    expect(countryOf('+12025550123')).toBe('US');
    expect(countryOf('+442079460958')).toBe('GB');
    expect(countryOf('+33612345678')).toBe('FR');
    expect(countryOf('+80012345678')).toBe('+800');
  });

  it('puts a number in its block of ten thousand: the calling code and the national number but its last four digits', () => {
    expect(numberBlock('+12025550123')).toBe('+1 202555');
    expect(numberBlock('+12025559999')).toBe(numberBlock('+12025550123'));
    expect(numberBlock('+12025560123')).not.toBe(numberBlock('+12025550123'));
    expect(numberBlock('+33612345678')).toBe('+33 61234');
  });
});
