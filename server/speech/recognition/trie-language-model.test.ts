import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseArpa } from './testing/arpa.ts';
import { readTrieLanguageModel } from './trie-language-model.ts';

/** testing/bees.lm.bin.gz is this model, made by sphinxbase's own converter (`sphinx_lm_convert -i bees.arpa -o bees.lm.bin`). */
const beesArpa = `
\\data\\
ngram 1=6
ngram 2=7
ngram 3=3

\\1-grams:
-0.8 </s>
-99 <s> -0.3
-0.6 bees -0.25
-0.7 honey -0.2
-0.9 make -0.35
-1.0 we -0.4

\\2-grams:
-0.2 <s> we -0.1
-0.5 bees make -0.15
-0.3 honey </s>
-0.4 make honey -0.05
-0.6 we make -0.12
-0.9 make bees
-0.7 we bees

\\3-grams:
-0.1 <s> we make
-0.2 we make honey
-0.05 bees make honey

\\end\\
`;

describe('the trie language model pocketsphinx ships', () => {
  const model = readTrieLanguageModel(gunzipSync(readFileSync(new URL('testing/bees.lm.bin.gz', import.meta.url))));
  const ids = (gram: string) => gram.split(' ').map((word) => model.idOf(word)!);
  const probability = (gram: string) => model.logProbability(ids(gram).slice(0, -1), ids(gram).at(-1)!);

  it('reads its order, counts and words', () => {
    expect(model.order).toBe(3);
    expect(model.counts).toEqual([6, 7, 3]);
    expect([...model.words].sort()).toEqual(['</s>', '<s>', 'bees', 'honey', 'make', 'we']);
    expect(model.idOf('wax')).toBeUndefined();
  });

  it('lists every n-gram with the probability and back-off weight it was written with', () => {
    const expected = parseArpa(beesArpa);
    for (let order = 1; order <= 3; order++) {
      const listed = new Map<string, number[]>();
      model.forEachNgram(order, (words, logProbability, logBackoff) => {
        listed.set(words.map((word) => model.words[word]).join(' '), [logProbability, logBackoff]);
      });
      expect([...listed.keys()].sort()).toEqual([...expected[order - 1]!.keys()].sort());
      for (const [gram, [logProbability, logBackoff]] of listed) {
        const [writtenProbability, writtenBackoff = 0] = expected[order - 1]!.get(gram)!;
        expect(logProbability).toBeCloseTo(writtenProbability!, 4);
        expect(logBackoff).toBeCloseTo(writtenBackoff, 4);
      }
    }
  });

  it('backs off through shorter histories for an n-gram it does not list', () => {
    expect(probability('we make honey')).toBeCloseTo(-0.2, 4);
    // bo(<s> we) + bo(we) + P(honey)
    expect(probability('<s> we honey')).toBeCloseTo(-0.1 - 0.4 - 0.7, 4);
    // bo(make honey) + P(</s> | honey)
    expect(probability('make honey </s>')).toBeCloseTo(-0.05 - 0.3, 4);
    // The oldest word of a history longer than the model uses does not count.
    expect(probability('bees <s> we make')).toBeCloseTo(-0.1, 4);
    expect(model.logBackoff(ids('we make'))).toBeCloseTo(-0.12, 4);
    expect(model.logBackoff(ids('honey make'))).toBe(0);
  });

  it('refuses bytes that are not a trie model', () => {
    expect(() => readTrieLanguageModel(new TextEncoder().encode('\\data\\\nngram 1=1\n'))).toThrow(/Not a pocketsphinx trie/);
  });
});

describe("Debian's general English model (pocketsphinx-en-us)", () => {
  // CI installs it (.ci/run), as the recognizer's own test needs it.
  const model = readTrieLanguageModel(readFileSync('/usr/share/pocketsphinx/model/en-us/en-us.lm.bin'));

  it('gives each history a whole distribution over its 72,000 words', () => {
    expect(model.counts).toEqual([72547, 2051547, 1669625]);
    for (const history of [[], ['<s>'], ['coffee'], ['looking', 'for'], ['in', 'the']]) {
      const words = history.map((word) => model.idOf(word)!);
      let mass = 0;
      for (let word = 0; word < model.words.length; word++)
        if (model.words[word] !== '<s>') mass += 10 ** model.logProbability(words, word);
      expect(mass).toBeCloseTo(1, 3);
    }
  });
});
