import { describe, expect, it } from 'vitest';
import { cleaned, rewordingOf } from './rewording.ts';
import type { Entry } from './correction-reading.ts';

const entry = (text: string): Entry => ({ place: 'canOffer', index: 0, text, words: [], head: 0, verbFirst: false });

describe('the new wording of a rewording', () => {
  it('leaves out a leading verb and a trailing word that only stresses it', () => {
    expect(cleaned('is rope splicing')).toBe('rope splicing');
    expect(cleaned('rope splicing specifically')).toBe('rope splicing');
    expect(cleaned('we need sail makers')).toBe('sail makers');
    expect(cleaned('make it dry stone walling')).toBe('dry stone walling');
    expect(cleaned('u put dry stone walling')).toBe('dry stone walling');
  });

  it('replaces the old words with the new ones alone', () => {
    const said = "it's dry stone walling specifically, not hedge laying";
    expect(rewordingOf(said, [entry('hedge laying courses')], 'Waller')).toEqual({
      from: 'hedge laying',
      to: 'dry stone walling',
      identity: false,
    });
  });
});
