/**
 * A small trigram language model in ARPA format, built from example sentences, for pocketsphinx
 * (`-lm`). Its general English model hears "angel investor" as "will enable us"; a model of what
 * guests say to the concierge makes the words they use likely. Absolute discounting with back-off:
 * each seen n-gram gives up `discount` of its count, and the mass set free goes to the lower order.
 * Pure: sentences in, text out.
 */

const discount = 0.5;
const sentenceStart = '<s>';
const sentenceEnd = '</s>';
/** log10 of the probability written for `<s>`, which is never predicted. */
const neverPredicted = -99;

/** Lower-case words as the dictionary spells them: letters, apostrophes and inner hyphens. */
export function lmWords(sentence: string): string[] {
  return sentence
    .toLowerCase()
    .replace(/[^a-z'\s-]/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter(Boolean);
}

type Counts = Map<string, number>;

function countNgrams(sentences: readonly string[][], order: number): Counts[] {
  const counts: Counts[] = Array.from({ length: order }, () => new Map());
  for (const words of sentences) {
    const tokens = [sentenceStart, ...words, sentenceEnd];
    for (let end = 1; end <= tokens.length; end++) {
      for (let length = 1; length <= order && length <= end; length++) {
        const gram = tokens.slice(end - length, end).join(' ');
        // `<s>` alone is only ever a history.
        if (length === 1 && gram === sentenceStart) continue;
        counts[length - 1]!.set(gram, (counts[length - 1]!.get(gram) ?? 0) + 1);
      }
    }
  }
  return counts;
}

const historyOf = (gram: string) => gram.slice(0, gram.lastIndexOf(' '));
const lowerOf = (gram: string) => gram.slice(gram.indexOf(' ') + 1);

/**
 * Builds the model from sentences whose words all have a pronunciation (`known` filters the
 * others out with the sentence's n-grams across them broken). `order` is 2 or 3.
 */
export function buildArpaModel(sentences: readonly string[], known: (word: string) => boolean, order = 3): string {
  const tokenized: string[][] = [];
  for (const sentence of sentences) {
    let run: string[] = [];
    for (const word of lmWords(sentence)) {
      if (known(word)) run.push(word);
      else if (run.length > 0) {
        tokenized.push(run);
        run = [];
      }
    }
    if (run.length > 0) tokenized.push(run);
  }
  const counts = countNgrams(tokenized, order);

  // Probabilities, lowest order first. The vocabulary is closed (the dictionary holds these words
  // only), so unigrams are plain relative frequencies.
  const unigrams = counts[0]!;
  const total = [...unigrams.values()].reduce((sum, count) => sum + count, 0);
  const probabilities: Map<string, number>[] = [new Map([...unigrams].map(([word, count]) => [word, count / total]))];
  const backoffWeights: Map<string, number>[] = [];

  /** The probability the model gives an n-gram of an order already built, backing off when it is unseen. */
  const lowerProbability = (gram: string): number => {
    const words = gram.split(' ').length;
    const known = probabilities[words - 1]!.get(gram);
    if (known !== undefined) return known;
    return (backoffWeights[words - 2]!.get(historyOf(gram)) ?? 1) * lowerProbability(lowerOf(gram));
  };

  for (let length = 2; length <= order; length++) {
    const grams = counts[length - 1]!;
    const historyCounts = new Map<string, { count: number; followers: number; seenLowerMass: number }>();
    for (const [gram, count] of grams) {
      const history = historyOf(gram);
      const entry = historyCounts.get(history) ?? { count: 0, followers: 0, seenLowerMass: 0 };
      entry.count += count;
      entry.followers += 1;
      entry.seenLowerMass += lowerProbability(lowerOf(gram));
      historyCounts.set(history, entry);
    }
    const gramProbabilities = new Map<string, number>();
    for (const [gram, count] of grams) gramProbabilities.set(gram, (count - discount) / historyCounts.get(historyOf(gram))!.count);
    const weights = new Map<string, number>();
    for (const [history, { count, followers, seenLowerMass }] of historyCounts) {
      weights.set(history, (discount * followers) / count / Math.max(1e-9, 1 - seenLowerMass));
    }
    backoffWeights.push(weights);
    probabilities.push(gramProbabilities);
  }

  return writeArpa(probabilities, backoffWeights, order);
}

function writeArpa(probabilities: Map<string, number>[], backoffWeights: Map<string, number>[], order: number): string {
  const log10 = (value: number) => Math.log10(value).toFixed(4);
  const lines = ['\\data\\'];
  // `<s>` is written as a unigram (pocketsphinx needs it) though it was not counted as one.
  lines.push(`ngram 1=${probabilities[0]!.size + 1}`);
  for (let length = 2; length <= order; length++) lines.push(`ngram ${length}=${probabilities[length - 1]!.size}`);
  for (let length = 1; length <= order; length++) {
    lines.push('', `\\${length}-grams:`);
    const weights = backoffWeights[length - 1];
    const entry = (gram: string, logProbability: string) => {
      const weight = weights?.get(gram);
      return weight === undefined ? `${logProbability} ${gram}` : `${logProbability} ${gram} ${log10(weight)}`;
    };
    if (length === 1) lines.push(entry(sentenceStart, neverPredicted.toFixed(4)));
    for (const [gram, probability] of [...probabilities[length - 1]!].sort(([a], [b]) => (a < b ? -1 : 1))) {
      lines.push(entry(gram, log10(probability)));
    }
  }
  lines.push('', '\\end\\', '');
  return lines.join('\n');
}
