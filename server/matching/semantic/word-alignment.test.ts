import { describe, expect, it } from 'vitest';
import type { AlignedWord } from '../engine/engine-types.ts';
import { wordsOf } from '../engine/lemmas.ts';
import { createWordAlignment } from './word-alignment.ts';
import { loadWordRelations } from './word-relations.ts';
import { loadWordVectors } from './word-vectors.ts';

/** An item's content words as the engine's analysis gives them. */
function read(text: string): AlignedWord[] {
  const words: AlignedWord[] = [];
  for (const word of wordsOf(text)) if (word.content && !words.some((known) => known.form === word.form)) words.push(word);
  return words;
}

describe('word alignment', () => {
  const alignment = createWordAlignment(loadWordVectors(), loadWordRelations());
  const cover = (need: string, ...offers: string[]) => alignment.cover(read(need), offers.map(read));

  it('meets a need with the offer that says it in other words better than with an unrelated one', () => {
    const need = 'someone to sort out our accounts before the tax deadline';
    expect(cover(need, 'monthly bookkeeping for sole traders').score).toBeGreaterThan(
      cover(need, 'portrait photography for weddings').score,
    );
    expect(cover(need, 'portrait photography for weddings', 'monthly bookkeeping for sole traders').offer).toBe(1);
  });

  it('links a kind of person with what they do, by a derivation WordNet knows', () => {
    const { links } = cover('investors for our clinic chain', 'I invest in healthcare companies');
    expect(links).toContainEqual(['investor', 'invest']);
  });

  it('does not read a word shared in two senses as a link, but does when both mean the same', () => {
    const sports = cover('a coach to sharpen my sales pitch for investors', 'I mow and mark the football pitch at the county ground');
    expect(sports.links.some(([need, offer]) => need === 'pitch' && offer === 'pitch')).toBe(false);
    const sales = cover(
      'a coach to sharpen my sales pitch for investors',
      'I rehearse founders on their sales pitch before investor meetings',
    );
    expect(sales.links.some(([need, offer]) => need === 'pitch' && offer === 'pitch')).toBe(true);
  });

  it('does not rest a link on a common word shared', () => {
    const { links } = cover('a little help with our new website', 'little cakes for new parents');
    expect(links.filter(([need, offer]) => need === offer)).toEqual([]);
  });
});
