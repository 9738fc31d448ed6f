import { describe, expect, it } from 'vitest';
import { quotedSpans } from './quoted.ts';

describe('quotedSpans', () => {
  it('finds double, curly and single quotes, whole', () => {
    expect(quotedSpans('make the headline "Potter, Leeds" please').map((span) => span.text)).toEqual(['Potter, Leeds']);
    expect(quotedSpans('swap it for ‘kiln hire’ and “glaze days”').map((span) => span.text)).toEqual(['kiln hire', 'glaze days']);
    expect(quotedSpans("put 'Large animal vet' as my title").map((span) => span.text)).toEqual(['Large animal vet']);
  });

  it('does not take apostrophes for quotes', () => {
    expect(quotedSpans("I'm a vet, it's the guests' needs I care about")).toEqual([]);
  });
});
