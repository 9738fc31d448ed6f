import { type ArpaOrder, backedOffProbability, type BackoffModel, sentenceEnd, sentenceStart } from './language-model.ts';
import type { TrieLanguageModel } from './trie-language-model.ts';

/**
 * The domain model (what guests tell the concierge) mixed with pocketsphinx's general English
 * model, so that a guest naming a trade the domain never saw is still heard while the interview's
 * own phrases stay likelier than in the general model alone. A static linear interpolation: every
 * n-gram either model lists gets λ·P_domain + (1 − λ)·P_general, each backing off in its own model,
 * and the back-off weights are recomputed so that each history's probabilities sum to one (what
 * SRILM's `-mix-lm` does). The general model is cut to its likeliest words and n-grams, as
 * pocketsphinx reads the model anew for every turn: mixed whole (3.7 million n-grams, 100 MB of
 * ARPA text) it took pocketsphinx 4.7 s and 280 MB a turn here. Pure: models in, ARPA orders out. N-grams are numbers here (word ids in base
 * `vocabulary.length`, oldest word most significant), kept in sorted typed arrays: the mixture has
 * hundreds of thousands of them, and maps of strings would take hundreds of megabytes to build.
 */

export interface OpenVocabularyOptions {
  /** λ, the domain model's share of every probability. */
  domainWeight: number;
  /** How many of the general model's likeliest words join the domain's. */
  vocabularySize: number;
  /** How many of the general model's bigrams and trigrams are kept: the likeliest (joint probability) among the kept words. */
  bigrams: number;
  trigrams: number;
}

/** The mixture's n-grams of one order: sorted keys, their probabilities and (below the highest order) back-off weights, all linear. */
interface Order {
  keys: Float64Array;
  probabilities: Float64Array;
  backoffWeights: Float64Array;
}

function indexOfKey(keys: Float64Array, key: number): number {
  let low = 0;
  let high = keys.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (keys[middle] === key) return middle;
    if (keys[middle]! < key) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The keys sorted, each once. */
function sortedUnique(keys: ArrayLike<number>): Float64Array {
  const sorted = Float64Array.from(keys).sort();
  let length = 0;
  for (let index = 0; index < sorted.length; index++)
    if (length === 0 || sorted[length - 1] !== sorted[index]) sorted[length++] = sorted[index]!;
  return sorted.subarray(0, length);
}

/** Width of the bins of log10 probability the cut-off is found in: finer than any difference that matters. */
const scoreBin = 0.001;

/**
 * N-grams chosen from the general model: their keys (sorted), and the same keyed newest word first
 * (the order the trie lists them in, so sorted too) with each one's joint log10 probability.
 */
interface Chosen {
  keys: Float64Array;
  newestFirstKeys: Float64Array;
  logJoints: Float64Array;
}

/**
 * The general model's likeliest n-grams of one order, by joint log10 probability (`logJoint`, or
 * NaN to leave one out). Two walks over the trie; in between, the scores are held in a typed array
 * and the cut-off found in a histogram (a few hundred thousand kept out of millions), not by sorting.
 */
function likeliestNgrams(
  general: TrieLanguageModel,
  order: number,
  keep: number,
  base: number,
  logJoint: (words: readonly number[], logProbability: number) => number,
): Chosen {
  const scores = new Float64Array(general.counts[order - 1]!);
  let visited = 0;
  let lowest = 0;
  general.forEachNgram(order, (words, logProbability) => {
    const score = logJoint(words, logProbability);
    scores[visited++] = Number.isFinite(score) ? score : NaN;
    if (score < lowest && Number.isFinite(score)) lowest = score;
  });
  const binOf = (score: number) => Math.floor(-score / scoreBin);
  const histogram = new Uint32Array(binOf(lowest) + 1);
  for (const score of scores.subarray(0, visited)) if (!Number.isNaN(score)) histogram[binOf(score)]! += 1;
  // Every n-gram of the bins above the cut-off bin is kept, and of the cut-off bin the first met while there is room.
  let cutOff = 0;
  let room = keep;
  for (; cutOff < histogram.length && histogram[cutOff]! <= room; cutOff++) room -= histogram[cutOff]!;
  const chosen: Chosen = { keys: new Float64Array(keep), newestFirstKeys: new Float64Array(keep), logJoints: new Float64Array(keep) };
  let count = 0;
  visited = 0;
  general.forEachNgram(order, (words) => {
    const score = scores[visited++]!;
    const bin = binOf(score);
    if (bin > cutOff || (bin === cutOff && room-- <= 0) || Number.isNaN(score)) return;
    let key = 0;
    let newestFirstKey = 0;
    for (let index = 0; index < order; index++) {
      key = key * base + words[index]!;
      newestFirstKey = newestFirstKey * base + words[order - 1 - index]!;
    }
    chosen.keys[count] = key;
    chosen.newestFirstKeys[count] = newestFirstKey;
    chosen.logJoints[count++] = score;
  });
  return {
    keys: chosen.keys.subarray(0, count).sort(),
    newestFirstKeys: chosen.newestFirstKeys.subarray(0, count),
    logJoints: chosen.logJoints.subarray(0, count),
  };
}

/**
 * The mixture of the domain model with the general one, as ARPA orders (up to trigrams): the
 * domain's words and n-grams, the general model's likeliest among the words `known` (those the
 * pronunciation dictionary holds).
 */
export function interpolateWithGeneral(
  domain: BackoffModel,
  general: TrieLanguageModel,
  known: (word: string) => boolean,
  { domainWeight, vocabularySize, bigrams, trigrams }: OpenVocabularyOptions,
): ArpaOrder[] {
  const order = Math.min(3, Math.max(domain.probabilities.length, general.order));
  // Word ids: the general model's, then the domain's words it lacks (and `<s>` if it lacks that).
  const domainWords = [sentenceStart, ...domain.probabilities[0]!.keys()];
  const vocabulary = [...general.words, ...domainWords.filter((word) => general.idOf(word) === undefined)];
  const base = vocabulary.length;
  if (base ** order > Number.MAX_SAFE_INTEGER) throw new Error(`Too many words (${base}) to key ${order}-grams by number`);
  const idOf = new Map(vocabulary.slice(general.words.length).map((word, index) => [word, general.words.length + index]));
  const id = (word: string) => general.idOf(word) ?? idOf.get(word)!;
  const keyOf = (words: readonly number[]) => {
    let key = 0;
    for (const word of words) key = key * base + word;
    return key;
  };
  const wordsOf = (key: number, length: number) => {
    const words = new Array<number>(length);
    for (let rest = key, index = length - 1; index >= 0; index--, rest = Math.floor(rest / base)) words[index] = rest % base;
    return words;
  };
  const startId = id(sentenceStart);
  const endId = id(sentenceEnd);
  const inGeneral = (word: number) => word < general.words.length;

  // The vocabulary: the domain's words and the general model's likeliest pronounceable ones (never its markers such as <UNK>).
  const kept = new Uint8Array(base);
  const inDomain = new Uint8Array(base);
  for (const word of domainWords) kept[id(word)] = inDomain[id(word)] = 1;
  const unigramLogs = Float64Array.from(general.words, (_, word) => general.logProbability([], word));
  const unigramLog = (word: number) => unigramLogs[word]!;
  general.words
    .map((_, word) => word)
    .filter((word) => word === endId || (!general.words[word]!.startsWith('<') && known(general.words[word]!)))
    .sort((a, b) => unigramLog(b) - unigramLog(a))
    .slice(0, vocabularySize)
    .forEach((word) => (kept[word] = 1));

  // Every sentence has one start and one end, so `</s>`'s probability stands for `<s>`'s as a history.
  const historyLog = (word: number) => unigramLog(word === startId && inGeneral(endId) ? endId : word);
  const chosenBigrams = likeliestNgrams(general, 2, bigrams, base, (words, log) =>
    kept[words[0]!] === 1 && kept[words[1]!] === 1 ? historyLog(words[0]!) + log : NaN,
  );
  // A trigram is kept only after a kept bigram, ranked by that bigram's joint probability times its own.
  const chosenTrigrams =
    order < 3
      ? { keys: new Float64Array() }
      : likeliestNgrams(general, 3, trigrams, base, (words, log) => {
          if (kept[words[2]!] !== 1) return NaN;
          const history = indexOfKey(chosenBigrams.newestFirstKeys, words[1]! * base + words[0]!);
          return history < 0 ? NaN : chosenBigrams.logJoints[history]! + log;
        });

  // The listed n-grams: both models' (the general one's cut), and the lower n-gram each trigram backs off to.
  const domainKeys = (length: number) =>
    [...(domain.probabilities[length - 1]?.keys() ?? [])].map((gram) => keyOf(gram.split(' ').map(id)));
  const listed = [
    sortedUnique([...kept.keys()].filter((word) => kept[word] === 1)),
    sortedUnique([...domainKeys(2), ...chosenBigrams.keys, ...[...chosenTrigrams.keys].map((key) => key % base ** 2)]),
    sortedUnique([...domainKeys(3), ...chosenTrigrams.keys]),
  ].slice(0, order);

  /** P_domain(word | history): a word outside the domain has none; the history counts from after its last word outside the domain. */
  const domainProbability = (words: readonly number[]) => {
    if (inDomain[words.at(-1)!] !== 1) return 0;
    const from = words.findLastIndex((word) => inDomain[word] !== 1) + 1;
    return backedOffProbability(
      domain,
      words
        .slice(from)
        .map((word) => vocabulary[word])
        .join(' '),
    );
  };
  /** P_general(word | history), likewise for the general model's words. */
  const generalProbability = (words: readonly number[]) => {
    const word = words.at(-1)!;
    if (!inGeneral(word) || word === startId) return 0;
    const from = words.findLastIndex((other) => !inGeneral(other)) + 1;
    return 10 ** general.logProbability(words.slice(from, -1), word);
  };
  let generalUnigramMass = 0;
  for (const word of listed[0]!) generalUnigramMass += generalProbability([word]);

  const orders: Order[] = listed.map((keys, index) => ({
    keys,
    probabilities: keys.map((key) => {
      const words = wordsOf(key, index + 1);
      const general = generalProbability(words) / (index === 0 ? generalUnigramMass : 1);
      return domainWeight * domainProbability(words) + (1 - domainWeight) * general;
    }),
    backoffWeights: new Float64Array(keys.length).fill(1),
  }));
  computeBackoffWeights(orders, base);
  return orders.map(({ keys, probabilities, backoffWeights }, index) => ({
    size: keys.length,
    *entries() {
      for (let at = 0; at < keys.length; at++) {
        const gram = wordsOf(keys[at]!, index + 1)
          .map((word) => vocabulary[word])
          .join(' ');
        yield [gram, probabilities[at]!, index + 1 < orders.length ? backoffWeights[at] : undefined];
      }
    },
  }));
}

/**
 * Each history's back-off weight: what its listed n-grams leave, over what the shorter history
 * gives the words not listed (the same rule as `withBackoffWeights`, on sorted numeric keys: the
 * n-grams of one history are consecutive).
 */
function computeBackoffWeights(orders: Order[], base: number): void {
  /** P(n-gram) in the mixture, backing off through the weights already computed. */
  const probability = (key: number, length: number): number => {
    const at = indexOfKey(orders[length - 1]!.keys, key);
    if (at >= 0) return orders[length - 1]!.probabilities[at]!;
    const history = indexOfKey(orders[length - 2]!.keys, Math.floor(key / base));
    return (history < 0 ? 1 : orders[length - 2]!.backoffWeights[history]!) * probability(key % base ** (length - 1), length - 1);
  };
  for (let length = 2; length <= orders.length; length++) {
    const { keys, probabilities } = orders[length - 1]!;
    const histories = orders[length - 2]!;
    let at = 0;
    while (at < keys.length) {
      const history = Math.floor(keys[at]! / base);
      let listedMass = 0;
      let lowerMass = 0;
      for (; at < keys.length && Math.floor(keys[at]! / base) === history; at++) {
        listedMass += probabilities[at]!;
        lowerMass += probability(keys[at]! % base ** (length - 1), length - 1);
      }
      histories.backoffWeights[indexOfKey(histories.keys, history)] = Math.max(1e-9, 1 - listedMass) / Math.max(1e-9, 1 - lowerMass);
    }
  }
}
