/**
 * Reads the binary trie language model pocketsphinx ships (`en-us.lm.bin`, sphinxbase's "Trie
 * Language Model", 0.8+5prealpha) without copying it: the n-grams stay bit-packed in the file's
 * bytes, and probabilities are looked up or walked over on demand. The file's own converter
 * (`sphinx_lm_convert`) aborts on Debian's model and is not in the packages Tandem needs, so the
 * general English model is read here. Pure: bytes in, numbers out.
 *
 * Layout (little-endian): the header text, the order (one byte), the count of each order; for
 * order > 1 a 4-byte filler and the quantizer's tables (16-bit codes into tables of floats: for
 * each middle order a probability and a back-off table, then the highest order's probabilities);
 * the unigrams (probability, back-off, first child) plus one sentinel; the bit-packed middle and
 * highest orders; then the words, NUL-separated. The trie is keyed from the predicted word back:
 * a unigram's children are the words before it, so the n-gram "a b c" is found under c, then b,
 * then a. Values are logs in base 1.0001 (pocketsphinx's log math); this module answers log10.
 */

const header = 'Trie Language Model';
const quantBins = 1 << 16;
const middleQuantBits = 32;
const highestQuantBits = 16;
/** log10 of pocketsphinx's log base (1.0001): its stored logs times this are log10. */
const log10OfBase = Math.log10(1.0001);
const unigramBytes = 12;

export interface TrieLanguageModel {
  order: number;
  /** The words by id (a word's id is its index). */
  words: readonly string[];
  /**
   * Each order's n-gram count as the file states it. The middle orders' include the filler entries
   * sphinxbase adds under a longer n-gram whose shorter one is missing; a few of them no walk reaches.
   */
  counts: readonly number[];
  idOf(word: string): number | undefined;
  /** log10 P(word | history) with back-off; history is oldest first and may be longer than the model uses. */
  logProbability(history: readonly number[], word: number): number;
  /** log10 back-off weight of a history (oldest first); 0 when the history is not in the model. */
  logBackoff(history: readonly number[]): number;
  /**
   * Calls `visit` for every n-gram of this order (at most the model's; words oldest first, in an
   * array valid during the call only), with its log10 probability and back-off (0 for the highest order).
   */
  forEachNgram(order: number, visit: (words: readonly number[], logProbability: number, logBackoff: number) => void): void;
}

/** The bits a value up to `maxValue` takes, as sphinxbase counts them. */
const requiredBits = (maxValue: number) => (maxValue === 0 ? 0 : 32 - Math.clz32(maxValue));

interface Level {
  /** Byte offset of the packed entries in the file. */
  start: number;
  wordBits: number;
  totalBits: number;
  /** Bits of the pointer to the next order's first child (none for the highest order). */
  nextBits: number;
  quantBits: number;
}

/** The model in these bytes (a whole `.lm.bin` file), read in place: the bytes must not change while it is used. */
export function readTrieLanguageModel(bytes: Uint8Array): TrieLanguageModel {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (new TextDecoder().decode(bytes.subarray(0, header.length)) !== header) throw new Error('Not a pocketsphinx trie language model');
  let offset = header.length;
  const order = bytes[offset++]!;
  const counts = Array.from({ length: order }, (_, index) => view.getUint32(offset + index * 4, true));
  offset += order * 4;
  const vocabulary = counts[0]!;

  // Quantizer tables: [probabilities, back-offs] per middle order, then the highest order's probabilities.
  const tables: { probabilities: Float32Array; backoffs?: Float32Array }[] = [];
  if (order > 1) {
    offset += 4;
    const table = () => {
      const values = new Float32Array(quantBins);
      for (let index = 0; index < quantBins; index++) values[index] = view.getFloat32(offset + index * 4, true) * log10OfBase;
      offset += quantBins * 4;
      return values;
    };
    for (let level = 2; level < order; level++) {
      const probabilities = table();
      tables.push({ probabilities, backoffs: table() });
    }
    tables.push({ probabilities: table() });
  }

  const unigramsStart = offset;
  offset += (vocabulary + 1) * unigramBytes;
  const unigramProbability = (word: number) => view.getFloat32(unigramsStart + word * unigramBytes, true) * log10OfBase;
  const unigramBackoff = (word: number) => view.getFloat32(unigramsStart + word * unigramBytes + 4, true) * log10OfBase;
  const unigramChild = (word: number) => view.getUint32(unigramsStart + word * unigramBytes + 8, true);

  // Orders 2..order, each sized as sphinxbase sizes it: one extra entry for the last end pointer, rounded up to bytes, plus 8 bytes of slack.
  const levels: Level[] = [];
  const wordBits = requiredBits(vocabulary);
  for (let level = 2; level <= order; level++) {
    const highest = level === order;
    const nextBits = highest ? 0 : requiredBits(counts[level]!);
    const quantBits = highest ? highestQuantBits : middleQuantBits;
    const totalBits = wordBits + quantBits + nextBits;
    levels.push({ start: offset, wordBits, totalBits, nextBits, quantBits });
    offset += Math.floor(((1 + counts[level - 1]!) * totalBits + 7) / 8) + 8;
  }

  const wordsLength = view.getInt32(offset, true);
  offset += 4;
  const words = new TextDecoder()
    .decode(bytes.subarray(offset, offset + wordsLength))
    .split('\0')
    .slice(0, vocabulary);
  if (words.length !== vocabulary) throw new Error(`The model lists ${words.length} words for ${vocabulary} unigrams`);
  const ids = new Map(words.map((word, id) => [word, id]));

  /** `length` (≤ 25) bits at a bit offset of a level, least significant first. */
  const bitsAt = (level: Level, bitOffset: number, length: number) =>
    (view.getUint32(level.start + Math.floor(bitOffset / 8), true) >>> (bitOffset % 8)) & ((1 << length) - 1);
  const entryWord = (level: Level, entry: number) => bitsAt(level, entry * level.totalBits, level.wordBits);
  const entryChild = (level: Level, entry: number) =>
    bitsAt(level, entry * level.totalBits + level.wordBits + level.quantBits, level.nextBits);
  const isMiddle = (levelIndex: number) => levelIndex < levels.length - 1;
  // A middle entry's 32 quantizer bits hold the back-off code in the low half, the probability code in the high half.
  const entryProbability = (levelIndex: number, entry: number) => {
    const level = levels[levelIndex]!;
    const codeOffset = entry * level.totalBits + level.wordBits + (isMiddle(levelIndex) ? 16 : 0);
    return tables[levelIndex]!.probabilities[bitsAt(level, codeOffset, 16)]!;
  };
  const entryBackoff = (levelIndex: number, entry: number) => {
    const level = levels[levelIndex]!;
    return tables[levelIndex]!.backoffs![bitsAt(level, entry * level.totalBits + level.wordBits, 16)]!;
  };

  /**
   * A node's first child: the first entry of the next level under a unigram (level -1) or under an
   * entry of `levelIndex`. The next node's first child is where this node's children end.
   */
  const firstChild = (levelIndex: number, entry: number) => (levelIndex < 0 ? unigramChild(entry) : entryChild(levels[levelIndex]!, entry));

  /** The entry for `word` among a node's children (sorted by word), or -1. */
  const findChild = (levelIndex: number, parent: number, word: number) => {
    const level = levels[levelIndex]!;
    let low = firstChild(levelIndex - 1, parent);
    let high = firstChild(levelIndex - 1, parent + 1) - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = entryWord(level, middle);
      if (found === word) return middle;
      if (found < word) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  };

  /** The entry of the n-gram `gram[from..to)` (oldest first) in level to - from - 2, or -1 when it is not in the model. */
  const entryOf = (gram: readonly number[], from: number, to: number): number => {
    let entry = gram[to - 1]!;
    for (let levelIndex = 0; levelIndex < to - from - 1; levelIndex++) {
      entry = findChild(levelIndex, entry, gram[to - 2 - levelIndex]!);
      if (entry < 0) return -1;
    }
    return entry;
  };

  /** log10 back-off weight of the history `gram[from..to)`. */
  const backoffOf = (gram: readonly number[], from: number, to: number): number => {
    if (to - from === 1) return unigramBackoff(gram[from]!);
    const entry = entryOf(gram, from, to);
    return entry < 0 ? 0 : entryBackoff(to - from - 2, entry);
  };

  const logBackoff = (history: readonly number[]): number =>
    history.length === 0 || history.length >= order ? 0 : backoffOf(history, 0, history.length);

  // P(w | h1..hk) is the n-gram's own probability when listed, else the history's back-off weight times P(w | h2..hk).
  const logProbability = (history: readonly number[], word: number): number => {
    const gram = [...history.slice(Math.max(0, history.length - (order - 1))), word];
    const last = gram.length - 1;
    let backoffs = 0;
    for (let from = 0; from < last; from++) {
      const entry = entryOf(gram, from, gram.length);
      if (entry >= 0) return backoffs + entryProbability(last - from - 1, entry);
      backoffs += backoffOf(gram, from, last);
    }
    return backoffs + unigramProbability(word);
  };

  // One array, refilled for each n-gram: the visitor reads it during the call only.
  const forEachNgram = (length: number, visit: (words: readonly number[], logProbability: number, logBackoff: number) => void) => {
    const gram = new Array<number>(length).fill(0);
    if (length === 1) {
      for (let word = 0; word < vocabulary; word++) {
        gram[0] = word;
        visit(gram, unigramProbability(word), order > 1 ? unigramBackoff(word) : 0);
      }
      return;
    }
    // Level i holds the word i + 1 places before the predicted one.
    const walk = (levelIndex: number, parent: number) => {
      const level = levels[levelIndex]!;
      const end = firstChild(levelIndex - 1, parent + 1);
      for (let entry = firstChild(levelIndex - 1, parent); entry < end; entry++) {
        gram[length - 2 - levelIndex] = entryWord(level, entry);
        if (levelIndex + 2 < length) walk(levelIndex + 1, entry);
        else visit(gram, entryProbability(levelIndex, entry), isMiddle(levelIndex) ? entryBackoff(levelIndex, entry) : 0);
      }
    };
    for (let word = 0; word < vocabulary; word++) {
      gram[length - 1] = word;
      walk(0, word);
    }
  };

  return { order, words, counts, idOf: (word) => ids.get(word), logProbability, logBackoff, forEachNgram };
}
