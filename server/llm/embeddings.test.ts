import { afterEach, describe, expect, it } from 'vitest';
import { fakeChatAnswers, fakeEmbeddingAnswers, startFakeOpenAiServer, type FakeOpenAiServer } from '../testing/fake-openai-server.ts';
import { createEmbeddings, EmbeddingsError } from './embeddings.ts';

const apiKey = 'sk-test-secret-key';
const inputs = ['seed funding for battery storage', 'angel investor in climate tech'];

const servers: FakeOpenAiServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function fakeServer() {
  const server = await startFakeOpenAiServer();
  servers.push(server);
  return server;
}

/** The error embedding failed with. */
async function failureOf(embedding: Promise<unknown>): Promise<EmbeddingsError> {
  const error = await embedding.then(
    () => expect.unreachable('embedding succeeded'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(EmbeddingsError);
  return error as EmbeddingsError;
}

describe('createEmbeddings', () => {
  it('posts the model and every input in one request with the key as a bearer token, and answers one vector per input', async () => {
    const server = await fakeServer();
    server.enqueueEmbeddings(
      fakeEmbeddingAnswers.vectors([
        [1, 0],
        [0, 1],
      ]),
    );
    const embeddings = createEmbeddings({ baseUrl: `${server.baseUrl}/`, apiKey, model: 'text-embedding-test', timeoutMs: 5000 });

    expect(embeddings.model).toBe('text-embedding-test');
    expect(await embeddings.embed(inputs)).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect(server.embeddingRequests).toEqual([
      {
        method: 'POST',
        path: '/v1/embeddings',
        authorization: `Bearer ${apiKey}`,
        body: { model: 'text-embedding-test', input: inputs },
      },
    ]);
    expect(server.requests).toEqual([]);
  });

  it('places each vector by its index, whatever order the list comes in', async () => {
    const server = await fakeServer();
    const data = [
      { object: 'embedding', index: 1, embedding: [0, 1] },
      { object: 'embedding', index: 0, embedding: [1, 0] },
    ];
    server.enqueueEmbeddings({ status: 200, body: JSON.stringify({ object: 'list', data }) });
    const embeddings = createEmbeddings({ baseUrl: server.baseUrl, apiKey: undefined, model: 'm', timeoutMs: 5000 });
    expect(await embeddings.embed(inputs)).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect(server.embeddingRequests[0]?.authorization).toBeUndefined();
  });

  it('asks nothing for no inputs', async () => {
    const server = await fakeServer();
    expect(await createEmbeddings({ baseUrl: server.baseUrl, apiKey, model: 'm', timeoutMs: 5000 }).embed([])).toEqual([]);
    expect(server.embeddingRequests).toEqual([]);
  });

  it('fails with the status and the endpoint’s words on an HTTP error, never the key', async () => {
    const server = await fakeServer();
    server.enqueueEmbeddings(fakeChatAnswers.serverError(), fakeChatAnswers.failure(401, `Incorrect API key provided: ${apiKey}`));
    const embeddings = createEmbeddings({ baseUrl: server.baseUrl, apiKey, model: 'm', timeoutMs: 5000 });

    const serverError = await failureOf(embeddings.embed(inputs));
    expect(serverError).toMatchObject({ failure: 'http', status: 500 });
    expect(serverError.message).toContain('The server had an error');
    const refused = await failureOf(embeddings.embed(inputs));
    expect(refused).toMatchObject({ failure: 'http', status: 401 });
    expect(refused.message).toContain('[key]');
    expect(refused.message).not.toContain(apiKey);
  });

  it.each([
    ['not JSON', fakeChatAnswers.notACompletion()],
    ['without a data list', { status: 200, body: JSON.stringify({ object: 'list' }) }],
    ['with fewer vectors than inputs', fakeEmbeddingAnswers.vectors([[1, 0]])],
    ['with more vectors than inputs', fakeEmbeddingAnswers.vectors([[1], [2], [3]])],
    [
      'with a vector that is not numbers',
      fakeEmbeddingAnswers.vectors([
        [1, 0],
        ['zero', 'one'],
      ]),
    ],
    ['with an empty vector', fakeEmbeddingAnswers.vectors([[1, 0], []])],
    [
      'with vectors of different dimensions',
      fakeEmbeddingAnswers.vectors([
        [1, 0],
        [0, 1, 0],
      ]),
    ],
    [
      'with an index twice',
      {
        status: 200,
        body: JSON.stringify({
          data: [
            { index: 0, embedding: [1, 0] },
            { index: 0, embedding: [0, 1] },
          ],
        }),
      },
    ],
  ])('fails as malformed on an answer %s, without quoting the inputs', async (_, answer) => {
    const server = await fakeServer();
    server.enqueueEmbeddings(answer);
    const error = await failureOf(createEmbeddings({ baseUrl: server.baseUrl, apiKey, model: 'm', timeoutMs: 5000 }).embed(inputs));
    expect(error.failure).toBe('malformed');
    expect(error.message).not.toContain('battery');
  });

  it('fails as a timeout when the endpoint is slower than the timeout', async () => {
    const server = await fakeServer();
    server.enqueueEmbeddings(fakeChatAnswers.slow(fakeEmbeddingAnswers.vectors([[1], [2]]), 60_000));
    const embeddings = createEmbeddings({ baseUrl: server.baseUrl, apiKey, model: 'm', timeoutMs: 50 });
    expect(await failureOf(embeddings.embed(inputs))).toMatchObject({ failure: 'timeout' });
  });

  it('fails as stopped when the caller aborts', async () => {
    const server = await fakeServer();
    server.enqueueEmbeddings(fakeChatAnswers.slow(fakeEmbeddingAnswers.vectors([[1], [2]]), 60_000));
    const embeddings = createEmbeddings({ baseUrl: server.baseUrl, apiKey, model: 'm', timeoutMs: 60_000 });
    const controller = new AbortController();
    const embedding = embeddings.embed(inputs, controller.signal);
    controller.abort();
    expect(await failureOf(embedding)).toMatchObject({ failure: 'stopped' });
  });

  it('fails as a network error when nothing listens', async () => {
    const server = await fakeServer();
    const { baseUrl } = server;
    await server.close();
    servers.splice(servers.indexOf(server), 1);
    const embeddings = createEmbeddings({ baseUrl, apiKey, model: 'm', timeoutMs: 5000 });
    expect(await failureOf(embeddings.embed(inputs))).toMatchObject({ failure: 'network' });
  });
});
