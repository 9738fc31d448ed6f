import { createEndpoint, endpointUrl, type EndpointFailure } from './openai-endpoint.ts';

/**
 * Semantic vectors from an OpenAI-compatible embeddings endpoint (`POST {baseUrl}/embeddings`):
 * OpenAI itself or a local server (Ollama, llama.cpp, vLLM…). Several texts go in one request, and
 * the answer is checked whole (one finite vector per text, all of one dimension) before anyone
 * reads it, so a caller never gets half an answer.
 */

export interface Embeddings {
  /** The model the vectors come from: vectors of two models cannot be compared, so caches are keyed by it. */
  readonly model: string;
  /** One vector per input, in the inputs' order; no request at all for no inputs. */
  embed(inputs: readonly string[], signal?: AbortSignal): Promise<number[][]>;
}

/** The same kinds as a chat completion's: stopped, timeout, network, http, malformed. */
export type EmbeddingsFailure = EndpointFailure;

/** Why embedding failed. The message never holds the key, nor the inputs (they quote the guests). */
export class EmbeddingsError extends Error {
  constructor(
    readonly failure: EmbeddingsFailure,
    message: string,
    readonly status: number | undefined = undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'EmbeddingsError';
  }
}

export interface EmbeddingsOptions {
  /** e.g. `https://api.openai.com/v1`; a trailing slash is fine. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export function createEmbeddings({ baseUrl, apiKey, model, timeoutMs }: EmbeddingsOptions): Embeddings {
  const endpoint = createEndpoint({
    url: endpointUrl(baseUrl, 'embeddings'),
    apiKey,
    timeoutMs,
    what: 'Embeddings',
    fail: (...failure) => new EmbeddingsError(...failure),
  });

  return {
    model,
    async embed(inputs, signal) {
      if (inputs.length === 0) return [];
      const answer = await endpoint.post({ model, input: inputs }, signal);
      endpoint.requireSuccess(answer);
      return parseEmbeddings(answer.text, inputs.length, endpoint.url);
    },
  };
}

/** `data[].embedding` of an embeddings list, placed by each item's `index` (the order it was sent in when absent). */
function parseEmbeddings(bodyText: string, count: number, url: string): number[][] {
  const malformed = (problem: string) => new EmbeddingsError('malformed', `Embeddings from ${url} ${problem}`);
  let data: unknown;
  try {
    data = (JSON.parse(bodyText) as { data?: unknown } | null)?.data;
  } catch {
    throw malformed('are not JSON');
  }
  if (!Array.isArray(data)) throw malformed('hold no data list');
  if (data.length !== count) throw malformed(`hold ${data.length} vectors for ${count} inputs`);
  const vectors = new Array<number[] | undefined>(count);
  data.forEach((item: { index?: unknown; embedding?: unknown } | null, position) => {
    const index = item?.index ?? position;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= count || vectors[index]) {
      throw malformed('number their vectors wrongly');
    }
    const embedding = item?.embedding;
    if (
      !Array.isArray(embedding) ||
      embedding.length === 0 ||
      !embedding.every((value) => typeof value === 'number' && Number.isFinite(value))
    ) {
      throw malformed('hold a vector that is not a list of numbers');
    }
    vectors[index] = embedding as number[];
  });
  const complete = vectors as number[][];
  if (complete.some((vector) => vector.length !== complete[0]!.length)) throw malformed('hold vectors of different dimensions');
  return complete;
}
