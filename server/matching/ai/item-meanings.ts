import type { Logger } from 'pino';
import type { SentenceEncoder } from '../../language/sentence-encoder.ts';
import { EmbeddingsError, type Embeddings } from '../../llm/embeddings.ts';
import { LruCache } from '../../speech/lru-cache.ts';
import { analysedTexts } from '../engine/dossier-analysis.ts';
import type { Attendee } from '../engine/engine-types.ts';
import { unitVector } from '../engine/unit-vector.ts';

/**
 * The meaning of every dossier item of an event, worked out before a recompute so that the engine
 * (pure and synchronous) only looks vectors up (`MatchingInput.meaningOf`). Vectors come from the
 * embeddings endpoint when one is configured, else from the offline sentence encoder on its own
 * thread; an item's vector is kept by its text, so a recompute works out only the items it has not
 * seen. When the endpoint fails, the whole event is read by the encoder (vectors of two models
 * are never compared), so a failure costs the endpoint's vectors, not the meaning.
 */
export interface ItemMeaningsSource {
  /** Every item's vector by its text. */
  meaningsFor(attendees: readonly Attendee[], signal: AbortSignal): Promise<ReadonlyMap<string, Float32Array>>;
}

export interface ItemMeaningsOptions {
  encoder: SentenceEncoder;
  endpoint?: Embeddings;
  logger: Logger;
  /** Texts per request to the endpoint: far below endpoints' input limits (2048 for OpenAI). */
  textsPerRequest?: number;
  /** The endpoint's vectors kept, by text (the encoder keeps its own). */
  cacheBytes?: number;
}

export function createItemMeanings({
  encoder,
  endpoint,
  logger,
  textsPerRequest = 96,
  cacheBytes = 32 * 1024 * 1024,
}: ItemMeaningsOptions): ItemMeaningsSource {
  const fromEndpoint = new LruCache<Float32Array>(cacheBytes, (vector) => vector.byteLength);

  async function endpointVectors(embeddings: Embeddings, texts: readonly string[], signal: AbortSignal): Promise<Float32Array[]> {
    const key = (text: string) => `${embeddings.model}\n${text}`;
    const found = new Map<string, Float32Array>();
    for (const text of texts) {
      const vector = fromEndpoint.get(key(text));
      if (vector) found.set(text, vector);
    }
    const missing = [...new Set(texts.filter((text) => !found.has(text)))];
    for (let start = 0; start < missing.length; start += textsPerRequest) {
      const batch = missing.slice(start, start + textsPerRequest);
      const vectors = await embeddings.embed(batch, signal);
      batch.forEach((text, at) => {
        const vector = Float32Array.from(unitVector(vectors[at]) ?? vectors[at]!);
        found.set(text, vector);
        fromEndpoint.set(key(text), vector);
      });
    }
    return texts.map((text) => found.get(text)!);
  }

  async function vectorsOf(texts: readonly string[], signal: AbortSignal): Promise<Float32Array[]> {
    if (endpoint) {
      try {
        return await endpointVectors(endpoint, texts, signal);
      } catch (error) {
        signal.throwIfAborted();
        // Only the error's own words, which never quote the dossiers.
        const detail =
          error instanceof EmbeddingsError ? { failure: error.failure, status: error.status, reason: error.message } : { err: error };
        logger.warn(detail, 'embedding dossier items failed; this recompute reads them with the built-in sentence encoder');
      }
    }
    return encoder.encode(texts);
  }

  return {
    async meaningsFor(attendees, signal) {
      const texts = [...new Set(attendees.flatMap((attendee) => analysedTexts(attendee.document)))];
      const vectors = texts.length > 0 ? await vectorsOf(texts, signal) : [];
      return new Map(texts.map((text, at) => [text, vectors[at]!]));
    },
  };
}
