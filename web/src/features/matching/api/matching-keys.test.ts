import { describe, expect, it } from 'vitest';
import { isProspectsOrMatchesKey, matchingKeys } from './matching-keys.ts';

describe('isProspectsOrMatchesKey', () => {
  it('knows every list a block or a match can change', () => {
    expect(isProspectsOrMatchesKey(matchingKeys.prospects('e 1'))).toBe(true);
    expect(isProspectsOrMatchesKey(matchingKeys.matches('e1'))).toBe(true);
    expect(isProspectsOrMatchesKey(matchingKeys.hostMatches('e1'))).toBe(true);
    expect(isProspectsOrMatchesKey(matchingKeys.acrossEvents())).toBe(true);
  });

  it('leaves everything else alone', () => {
    expect(isProspectsOrMatchesKey(['/api/events/e1'])).toBe(false);
    expect(isProspectsOrMatchesKey(['/api/events/e1/participants'])).toBe(false);
    expect(isProspectsOrMatchesKey(matchingKeys.blocks())).toBe(false);
    expect(isProspectsOrMatchesKey([42])).toBe(false);
  });
});
