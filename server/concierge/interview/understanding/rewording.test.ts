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

  it('rewords a whole item when the new wording says the rest of it again', () => {
    const said = "it's pruning days in March not February, the sap rises late up here";
    expect(rewordingOf(said, [entry('pruning days in February')], 'Orchardist')).toEqual({
      from: 'pruning days in February',
      to: 'pruning days in March',
      identity: false,
    });
  });

  it('finds the old words when the guest misspells them', () => {
    expect(rewordingOf('hedge layng courses shuold be hedge laying days', [entry('hedge laying courses')], 'Waller')).toEqual({
      from: 'hedge laying courses',
      to: 'hedge laying days',
      identity: false,
    });
  });
});
