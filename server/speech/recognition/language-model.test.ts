import { describe, expect, it } from 'vitest';
import { buildBackoffModel, formatArpa, lmWords, writeArpa } from './language-model.ts';
import { distributionMass, parseArpa } from './testing/arpa.ts';

describe('the ARPA language model', () => {
  const sentences = ["I'm looking for investors", 'I am looking for a co-founder', 'looking for investors and advisors'];
  const arpa = writeArpa(buildBackoffModel(sentences, (word) => word !== 'advisors'));
  const [unigrams, bigrams, trigrams] = parseArpa(arpa);

  it('reads words as the dictionary spells them', () => {
    expect(lmWords("Hi! I'm a co-founder, 'really'... 3 times")).toEqual(['hi', "i'm", 'a', 'co-founder', 'really', 'times']);
  });

  it('declares as many n-grams as it lists, with <s> and </s> and no unknown word', () => {
    const declared = [...arpa.matchAll(/^ngram (\d)=(\d+)$/gm)].map((match) => Number(match[2]));
    expect(declared).toEqual([unigrams!.size, bigrams!.size, trigrams!.size]);
    expect(unigrams!.has('<s>') && unigrams!.has('</s>')).toBe(true);
    expect(unigrams!.has('advisors')).toBe(false);
    expect(arpa.trimEnd().endsWith('\\end\\')).toBe(true);
  });

  it('gives the unigrams a whole distribution, and each history its seen words plus a back-off share', () => {
    const unigramMass = [...unigrams!].filter(([word]) => word !== '<s>').reduce((sum, [, [logP]]) => sum + 10 ** logP!, 0);
    expect(unigramMass).toBeCloseTo(1, 3);
    // After "looking": only "for" was seen; the rest of the mass backs off to the unigrams of every other word.
    const seen = 10 ** bigrams!.get('looking for')![0]!;
    const weight = 10 ** unigrams!.get('looking')![1]!;
    const othersUnigramMass = [...unigrams!]
      .filter(([word]) => word !== '<s>' && word !== 'for')
      .reduce((sum, [, [logP]]) => sum + 10 ** logP!, 0);
    expect(seen + weight * othersUnigramMass).toBeCloseTo(1, 3);
  });

  it('breaks n-grams at a word it cannot pronounce', () => {
    expect(trigrams!.has('investors and advisors')).toBe(false);
    expect(bigrams!.has('and </s>')).toBe(true);
  });

  it('gives every history a whole distribution', () => {
    for (const history of [[], ['<s>'], ['looking'], ['looking', 'for'], ['a', 'co-founder'], ['investors']]) {
      expect(distributionMass(parseArpa(arpa), history)).toBeCloseTo(1, 3);
    }
  });
});

describe('ARPA text', () => {
  it('declares each order, writes back-off weights where given, and a probability of 0 (<s>) as -99', () => {
    const written = formatArpa([
      { size: 2, entries: () => [['<s>', 0, 0.5] as const, ['bees', 1] as const] },
      { size: 1, entries: () => [['<s> bees', 1] as const] },
    ]);
    expect(written.split('\n')).toEqual([
      '\\data\\',
      'ngram 1=2',
      'ngram 2=1',
      '',
      '\\1-grams:',
      '-99.0000 <s> -0.3010',
      '0.0000 bees',
      '',
      '\\2-grams:',
      '0.0000 <s> bees',
      '',
      '\\end\\',
      '',
    ]);
  });
});
