/**
 * A small trigram language model in ARPA format, built from example sentences, for pocketsphinx
 * (`-lm`). Its general English model hears "angel investor" as "will enable us"; a model of what
 * guests say to the concierge makes the words they use likely. Absolute discounting with back-off:
 * each seen n-gram gives up `discount` of its count, and the mass set free goes to the lower order.
 * Pure: sentences in, text out.
 */

const discount = 0.5;
export const sentenceStart = '<s>';
export const sentenceEnd = '</s>';
/** log10 of the probability written for `<s>`, which is never predicted. */
const neverPredicted = -99;

/**
 * A back-off n-gram model as ARPA lists it: for each order (index 0: unigrams), the probability of
 * each listed n-gram ("w1 w2 w3" given "w1 w2") and the back-off weight of each history that
 * continues; both linear. `<s>` is only ever a history.
 */
export interface BackoffModel {
  probabilities: Map<string, number>[];
  backoffWeights: Map<string, number>[];
}

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

export const historyOf = (gram: string) => gram.slice(0, gram.lastIndexOf(' '));
const lowerOf = (gram: string) => gram.slice(gram.indexOf(' ') + 1);

/** The probability the model gives an n-gram, backing off through shorter histories when it is not listed (0 for an unknown word). */
export function backedOffProbability(model: BackoffModel, gram: string): number {
  const words = gram.split(' ').length;
  const listed = model.probabilities[words - 1]?.get(gram);
  if (listed !== undefined) return listed;
  if (words === 1) return 0;
  return (model.backoffWeights[words - 2]?.get(historyOf(gram)) ?? 1) * backedOffProbability(model, lowerOf(gram));
}

/**
 * The back-off weights that make each history's distribution whole: what its listed n-grams leave,
 * spread over the other words in proportion to their probability after the shorter history.
 * `probabilities` holds every order; the weights are computed lowest order first, as each order's
 * uses the ones below.
 */
export function withBackoffWeights(probabilities: Map<string, number>[]): BackoffModel {
  const model: BackoffModel = { probabilities, backoffWeights: [] };
  for (let length = 2; length <= probabilities.length; length++) {
    const histories = new Map<string, { listedMass: number; lowerMass: number }>();
    for (const [gram, probability] of probabilities[length - 1]!) {
      const history = historyOf(gram);
      const entry = histories.get(history) ?? { listedMass: 0, lowerMass: 0 };
      entry.listedMass += probability;
      entry.lowerMass += backedOffProbability(model, lowerOf(gram));
      histories.set(history, entry);
    }
    const weights = new Map<string, number>();
    for (const [history, { listedMass, lowerMass }] of histories) {
      weights.set(history, Math.max(1e-9, 1 - listedMass) / Math.max(1e-9, 1 - lowerMass));
    }
    model.backoffWeights.push(weights);
  }
  return model;
}

/**
 * The model of these sentences, their words all pronounceable (`known` filters the others out with
 * the sentence's n-grams across them broken). `order` is 2 or 3.
 */
export function buildBackoffModel(sentences: readonly string[], known: (word: string) => boolean, order = 3): BackoffModel {
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

  // The vocabulary is closed (the dictionary holds these words only), so unigrams are plain relative frequencies.
  const unigrams = counts[0]!;
  const total = [...unigrams.values()].reduce((sum, count) => sum + count, 0);
  const probabilities: Map<string, number>[] = [new Map([...unigrams].map(([word, count]) => [word, count / total]))];
  for (let length = 2; length <= order; length++) {
    const grams = counts[length - 1]!;
    const historyCounts = new Map<string, number>();
    for (const [gram, count] of grams) historyCounts.set(historyOf(gram), (historyCounts.get(historyOf(gram)) ?? 0) + count);
    probabilities.push(new Map([...grams].map(([gram, count]) => [gram, (count - discount) / historyCounts.get(historyOf(gram))!])));
  }
  return withBackoffWeights(probabilities);
}

/** An n-gram as ARPA lists it: its words, linear probability (0: never predicted, as `<s>`) and back-off weight if it continues. */
export type ArpaEntry = readonly [gram: string, probability: number, backoffWeight?: number];

/** One order of a model as ARPA lists it: its size, and its n-grams one by one. */
export interface ArpaOrder {
  size: number;
  entries(): Iterable<ArpaEntry>;
}

/** Lines per piece of `arpaText`: a large model is written piece by piece, never held whole as lines. */
const linesPerPiece = 10_000;

/** ARPA text, as pocketsphinx reads it, of each order's n-grams (index 0: unigrams, `<s>` among them), in pieces. */
export function* arpaText(orders: readonly ArpaOrder[]): Generator<string> {
  const log10 = (value: number) => (value === 0 ? neverPredicted : Math.log10(value)).toFixed(4);
  yield ['\\data\\', ...orders.map(({ size }, index) => `ngram ${index + 1}=${size}`), ''].join('\n');
  for (const [index, order] of orders.entries()) {
    let lines = ['', `\\${index + 1}-grams:`];
    for (const [gram, probability, backoffWeight] of order.entries()) {
      lines.push(backoffWeight === undefined ? `${log10(probability)} ${gram}` : `${log10(probability)} ${gram} ${log10(backoffWeight)}`);
      if (lines.length >= linesPerPiece) {
        yield lines.join('\n') + '\n';
        lines = [];
      }
    }
    if (lines.length > 0) yield lines.join('\n') + '\n';
  }
  yield '\n\\end\\\n';
}

/** The whole ARPA text of a model small enough to hold as one string. */
export function formatArpa(orders: readonly ArpaOrder[]): string {
  return [...arpaText(orders)].join('');
}

/** The model as pocketsphinx reads it, n-grams in alphabetical order. */
export function writeArpa({ probabilities, backoffWeights }: BackoffModel): string {
  return formatArpa(
    probabilities.map((grams, index) => {
      const sorted = [...grams].sort(([a], [b]) => (a < b ? -1 : 1));
      // `<s>` is written as a unigram (pocketsphinx needs it) though it is never predicted.
      const listed = index === 0 ? [[sentenceStart, 0] as const, ...sorted] : sorted;
      return {
        size: listed.length,
        entries: () => listed.map(([gram, probability]): ArpaEntry => [gram, probability, backoffWeights[index]?.get(gram)]),
      };
    }),
  );
}
