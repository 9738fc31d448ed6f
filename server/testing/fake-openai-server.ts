import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible endpoint on a free port of 127.0.0.1, scripted by the test: chat
 * completions, embeddings (`POST …/embeddings`) and speech (`POST …/audio/speech`) each have their own queue. Each request is
 * answered with the next answer queued for its kind (else with that kind's `otherwise` handler),
 * and recorded so a test can read what Tandem sent.
 */

export interface RecordedChatMessage {
  role: string;
  content: string;
}

/** A request as received, its JSON body parsed. */
export interface RecordedChatRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: RecordedChatMessage[];
    temperature?: number;
    response_format?: { type: string; json_schema?: { name: string; strict: boolean; schema: Record<string, unknown> } };
  };
}

/** An embeddings request as received, its JSON body parsed. */
export interface RecordedEmbeddingsRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: { model: string; input: string[] };
}

/** A speech request as received, its JSON body parsed. */
export interface RecordedSpeechRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: { model: string; voice: string; input: string; response_format?: string };
}

/**
 * What the fake answers (JSON unless `contentType` says otherwise); `delayMs` holds the answer back (longer than the client's timeout: a slow
 * endpoint), and so does `until`, until the test settles it (a model that answers when the test says).
 */
export interface FakeChatAnswer {
  status: number;
  body: string | Uint8Array;
  contentType?: string;
  delayMs?: number;
  until?: Promise<unknown>;
}

function completion(content: string): FakeChatAnswer {
  const body = {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 0,
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
  return { status: 200, body: JSON.stringify(body) };
}

function failure(status: number, message: string, param: string | null = null): FakeChatAnswer {
  return { status, body: JSON.stringify({ error: { message, type: 'invalid_request_error', param, code: null } }) };
}

/** The answers a test scripts, named by what the endpoint does. */
export const fakeChatAnswers = {
  /** A completion whose content is `value` as JSON: a valid turn, or JSON that breaks the schema. */
  json: (value: unknown) => completion(JSON.stringify(value)),
  /** A completion whose content is this text as it is (e.g. not JSON at all). */
  content: completion,
  /** A body that is not a chat completion. */
  notACompletion: (): FakeChatAnswer => ({ status: 200, body: '<html><body>Bad gateway</body></html>' }),
  serverError: () => failure(500, 'The server had an error while processing your request.'),
  failure,
  /** What OpenAI answers when the model cannot do structured outputs. */
  jsonSchemaUnsupported: () =>
    failure(400, "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.", 'response_format'),
  slow: (answer: FakeChatAnswer, delayMs: number): FakeChatAnswer => ({ ...answer, delayMs }),
  held: (answer: FakeChatAnswer, until: Promise<unknown>): FakeChatAnswer => ({ ...answer, until }),
};

function embeddingList(embeddings: readonly unknown[]): FakeChatAnswer {
  const data = embeddings.map((embedding, index) => ({ object: 'embedding', index, embedding }));
  return {
    status: 200,
    body: JSON.stringify({ object: 'list', data, model: 'fake-embedding-model', usage: { prompt_tokens: 0, total_tokens: 0 } }),
  };
}

const wordVectorDimensions = 64;

/**
 * A vector of the words of `text`, each counted in one of 64 dimensions chosen by a hash of the
 * word: texts that share words point the same way, as real embeddings of related texts roughly do.
 */
function wordVector(text: string): number[] {
  const vector = new Array<number>(wordVectorDimensions).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    let hash = 0;
    for (const character of word) hash = (hash * 31 + character.codePointAt(0)!) % wordVectorDimensions;
    vector[hash]! += 1;
  }
  return vector;
}

/** Embeddings answers (the failures of `fakeChatAnswers` serve embeddings too). */
export const fakeEmbeddingAnswers = {
  /** An embeddings list holding these embeddings in order; any values, so a test can send malformed ones. */
  vectors: embeddingList,
  /** One word vector per input of the request: a handler for `otherwiseEmbeddings` that answers anything. */
  wordVectors: (request: RecordedEmbeddingsRequest) => embeddingList(request.body.input.map(wordVector)),
};

/** Speech answers (the failures and `slow` of `fakeChatAnswers` serve speech too). */
export const fakeSpeechAnswers = {
  /** These bytes as the spoken audio, e.g. `audio/mpeg`. */
  audio: (bytes: Uint8Array, contentType = 'audio/mpeg'): FakeChatAnswer => ({ status: 200, body: bytes, contentType }),
  /** A 200 with nothing in it. */
  empty: (): FakeChatAnswer => ({ status: 200, body: '', contentType: 'audio/mpeg' }),
  /** A 200 whose body is not audio, though it says it is. */
  notAudio: (): FakeChatAnswer => ({ status: 200, body: '<html><body>Bad gateway</body></html>', contentType: 'audio/mpeg' }),
};

export interface FakeOpenAiServerOptions {
  /** Answer every `json_schema` request with a 400, as an endpoint without structured outputs does. */
  rejectsJsonSchema?: boolean;
}

export interface FakeOpenAiServer {
  /** Ends in `/v1`, as the base URLs of real endpoints do. */
  baseUrl: string;
  /** Every chat-completions request received, oldest first (those answered by `rejectsJsonSchema` too). */
  requests: RecordedChatRequest[];
  /** Answers the next chat-completions requests with these, in order. */
  enqueue(...answers: FakeChatAnswer[]): void;
  /** Answers a chat-completions request when the queue is empty; by default a 500 that says nothing was scripted. */
  otherwise(handler: (request: RecordedChatRequest) => FakeChatAnswer): void;
  /** Every embeddings request received, oldest first. */
  embeddingRequests: RecordedEmbeddingsRequest[];
  /** Answers the next embeddings requests with these, in order. */
  enqueueEmbeddings(...answers: FakeChatAnswer[]): void;
  /** Answers an embeddings request when its queue is empty; by default a 500 that says nothing was scripted. */
  otherwiseEmbeddings(handler: (request: RecordedEmbeddingsRequest) => FakeChatAnswer): void;
  /** Every speech request received, oldest first. */
  speechRequests: RecordedSpeechRequest[];
  /** Answers the next speech requests with these, in order (else a 500 that says nothing was scripted). */
  enqueueSpeech(...answers: FakeChatAnswer[]): void;
  close(): Promise<void>;
}

export async function startFakeOpenAiServer({ rejectsJsonSchema = false }: FakeOpenAiServerOptions = {}): Promise<FakeOpenAiServer> {
  const requests: RecordedChatRequest[] = [];
  const queue: FakeChatAnswer[] = [];
  const nothingScripted = () => failure(500, 'The fake endpoint has no answer scripted for this request.');
  let fallbackHandler: (request: RecordedChatRequest) => FakeChatAnswer = nothingScripted;
  const embeddingRequests: RecordedEmbeddingsRequest[] = [];
  const embeddingsQueue: FakeChatAnswer[] = [];
  let embeddingsFallbackHandler: (request: RecordedEmbeddingsRequest) => FakeChatAnswer = nothingScripted;
  const speechRequests: RecordedSpeechRequest[] = [];
  const speechQueue: FakeChatAnswer[] = [];
  const timers = new Set<NodeJS.Timeout>();

  function chatAnswer(request: RecordedChatRequest): FakeChatAnswer {
    requests.push(request);
    if (rejectsJsonSchema && request.body.response_format?.type === 'json_schema') return fakeChatAnswers.jsonSchemaUnsupported();
    return queue.shift() ?? fallbackHandler(request);
  }

  function embeddingsAnswer(request: RecordedEmbeddingsRequest): FakeChatAnswer {
    embeddingRequests.push(request);
    return embeddingsQueue.shift() ?? embeddingsFallbackHandler(request);
  }

  const server = http.createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const received = {
      method: incoming.method ?? '',
      path: incoming.url ?? '',
      authorization: incoming.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
    };
    let answer: FakeChatAnswer;
    if (received.path.endsWith('/embeddings')) answer = embeddingsAnswer(received as RecordedEmbeddingsRequest);
    else if (received.path.endsWith('/audio/speech')) {
      speechRequests.push(received as RecordedSpeechRequest);
      answer = speechQueue.shift() ?? nothingScripted();
    } else answer = chatAnswer(received as RecordedChatRequest);
    const send = () => {
      if (!outgoing.destroyed)
        outgoing.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json' }).end(answer.body);
    };
    if (answer.until) return void answer.until.then(send);
    if (!answer.delayMs) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, answer.delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    enqueue: (...answers) => queue.push(...answers),
    otherwise: (handler) => {
      fallbackHandler = handler;
    },
    embeddingRequests,
    enqueueEmbeddings: (...answers) => embeddingsQueue.push(...answers),
    otherwiseEmbeddings: (handler) => {
      embeddingsFallbackHandler = handler;
    },
    speechRequests,
    enqueueSpeech: (...answers) => speechQueue.push(...answers),
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
