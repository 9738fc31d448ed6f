import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { backedOffProbability, buildBackoffModel, formatArpa } from './language-model.ts';
import { interpolateWithGeneral, type OpenVocabularyOptions } from './open-vocabulary-model.ts';
import { distributionMass, parseArpa } from './testing/arpa.ts';
import { readTrieLanguageModel } from './trie-language-model.ts';

/** The general model: testing/bees.lm.bin.gz (its ARPA text is in trie-language-model.test.ts), which knows bees, honey, make and we. */
const general = readTrieLanguageModel(gunzipSync(readFileSync(new URL('testing/bees.lm.bin.gz', import.meta.url))));
const domain = buildBackoffModel(
  ["we build software i'm looking for investors", 'we build software', "i'm looking for investors"],
  () => true,
);
const everything: OpenVocabularyOptions = { domainWeight: 0.6, vocabularySize: 100, bigrams: 100, trigrams: 100 };

const mixed = (options: Partial<OpenVocabularyOptions> = {}, known = (_word: string) => true) =>
  parseArpa(formatArpa(interpolateWithGeneral(domain, general, known, { ...everything, ...options })));

describe('the domain model mixed with the general one', () => {
  it('hears the words of both', () => {
    const [unigrams] = mixed();
    expect([...unigrams!.keys()].sort()).toEqual(
      ['</s>', '<s>', 'bees', 'build', 'for', 'honey', "i'm", 'investors', 'looking', 'make', 'software', 'we'].sort(),
    );
    expect(unigrams!.get('<s>')![0]).toBe(-99);
  });

  it('gives each n-gram λ·P_domain + (1 − λ)·P_general', () => {
    const [unigrams, bigrams, trigrams] = mixed();
    // Only the general model knows "bees": its share is renormalized over the words kept (all five here).
    const generalUnigramMass = [-0.8, -0.6, -0.7, -0.9, -1.0].reduce((sum, log) => sum + 10 ** log, 0);
    expect(10 ** unigrams!.get('bees')![0]!).toBeCloseTo((0.4 * 10 ** -0.6) / generalUnigramMass, 3);
    expect(10 ** unigrams!.get('investors')![0]!).toBeCloseTo(0.6 * backedOffProbability(domain, 'investors'), 3);
    // "we make": the general model lists it; the domain model lacks "make". "we build": the reverse.
    expect(10 ** bigrams!.get('we make')![0]!).toBeCloseTo(0.4 * 10 ** -0.6, 3);
    expect(10 ** bigrams!.get('we build')![0]!).toBeCloseTo(0.6 * backedOffProbability(domain, 'we build'), 3);
    expect(10 ** bigrams!.get('<s> we')![0]!).toBeCloseTo(0.6 * backedOffProbability(domain, '<s> we') + 0.4 * 10 ** -0.2, 3);
    expect(10 ** trigrams!.get('<s> we make')![0]!).toBeCloseTo(0.4 * 10 ** -0.1, 3);
  });

  it('gives every history a whole distribution', () => {
    const model = mixed();
    for (const history of [[], ['<s>'], ['we'], ['<s>', 'we'], ['we', 'make'], ['bees'], ['looking', 'for'], ['software', "i'm"]]) {
      expect(distributionMass(model, history)).toBeCloseTo(1, 3);
    }
  });

  it("keeps only the general model's likeliest words and n-grams, and words it can pronounce", () => {
    const [unigrams, bigrams, trigrams] = mixed({ vocabularySize: 2, bigrams: 2 });
    // bees and honey are the likeliest; make is left out, and every n-gram with it.
    expect(unigrams!.has('bees') && unigrams!.has('honey') && !unigrams!.has('make')).toBe(true);
    // By joint probability, "<s> we" (</s> standing for <s>: -0.8 - 0.2) and "honey </s>" (-0.7 - 0.3), not "we bees" (-1.0 - 0.7).
    expect(bigrams!.has('<s> we') && bigrams!.has('honey </s>') && !bigrams!.has('we bees')).toBe(true);
    expect([...trigrams!.keys()].some((gram) => gram.includes('make'))).toBe(false);
    expect(mixed({}, (word) => word !== 'honey')[0]!.has('honey')).toBe(false);
  });
});
