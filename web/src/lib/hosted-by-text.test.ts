import { describe, expect, it } from 'vitest';
import { hostedByText } from './hosted-by-text.ts';

describe('hostedByText', () => {
  it('names the hosts', () => {
    expect(hostedByText([])).toBeNull();
    expect(hostedByText(['Ana'])).toBe('Hosted by Ana');
    expect(hostedByText(['Ana', 'Ben', 'Chloé'])).toBe('Hosted by Ana, Ben and Chloé');
  });
});
