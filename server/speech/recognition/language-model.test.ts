import { describe, expect, it } from 'vitest';
import { buildArpaModel, lmWords } from './language-model.ts';

/** The ARPA sections as maps of n-gram → [log10 probability, log10 back-off weight?]. */
function parseArpa(arpa: string): Map<string, number[]>[] {
  const sections: Map<string, number[]>[] = [];
  for (const line of arpa.split('\n')) {
    if (/^\\\d-grams:$/.test(line)) sections.push(new Map());
    else if (sections.length > 0 && line && !line.startsWith('\\')) {
      const fields = line.split(' ');
      const order = sections.length;
      sections.at(-1)!.set(fields.slice(1, 1 + order).join(' '), [Number(fields[0]), ...fields.slice(1 + order).map(Number)]);
    }
  }
  return sections;
}

describe('the ARPA language model', () => {
  const sentences = ["I'm looking for investors", 'I am looking for a co-founder', 'looking for investors and advisors'];
  const arpa = buildArpaModel(sentences, (word) => word !== 'advisors');
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
});
