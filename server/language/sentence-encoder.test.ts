import { describe, expect, it } from 'vitest';
import { createSentenceEncoder, sentenceDimensions } from './sentence-encoder.ts';

const encoder = createSentenceEncoder();
const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, value, index) => sum + value * b[index]!, 0);

describe('the sentence encoder', () => {
  it('gives one unit vector per text, the same for the same text', async () => {
    const [first, second, again] = await encoder.encode(['seed investors', 'a bookkeeper', 'seed investors']);
    expect(first).toHaveLength(sentenceDimensions);
    expect(cosine(first!, first!)).toBeCloseTo(1, 5);
    expect(cosine(first!, again!)).toBeCloseTo(1, 5);
    expect(cosine(first!, second!)).toBeLessThan(0.9);
  });

  it('puts a need nearer the offer that fills it than an offer that only shares a word with it', async () => {
    const [need, filler, sharesAWord] = await encoder.encode([
      'someone to deal with the creek edges on my farm',
      'riparian planting and fencing of waterways',
      'sixty free-range pigs with a creek and a wallow',
    ]);
    expect(cosine(need!, filler!)).toBeGreaterThan(cosine(need!, sharesAWord!));
  });

  it('answers texts asked for at once, and an empty list', async () => {
    const [one, two] = await Promise.all([encoder.encode(['a literary agent']), encoder.encode(['a debut thriller'])]);
    expect(one).toHaveLength(1);
    expect(two).toHaveLength(1);
    expect(await encoder.encode([])).toEqual([]);
  });
});
