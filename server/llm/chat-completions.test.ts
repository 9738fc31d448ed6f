import { afterEach, describe, expect, it } from 'vitest';
import { fakeChatAnswers, startFakeOpenAiServer, type FakeOpenAiServer } from '../testing/fake-openai-server.ts';
import { ChatCompletionError, createChatCompletions, type StructuredChatRequest } from './chat-completions.ts';

const apiKey = 'sk-test-secret-key';
const schema = { type: 'object', properties: { answer: { type: 'string' } }, required: ['answer'], additionalProperties: false };
const request: StructuredChatRequest = {
  messages: [
    { role: 'system', content: 'Answer in JSON.' },
    { role: 'user', content: '{"question":"ping"}' },
  ],
  schemaName: 'pong',
  schema,
  temperature: 0.3,
};

const servers: FakeOpenAiServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function fakeServer(options?: Parameters<typeof startFakeOpenAiServer>[0]) {
  const server = await startFakeOpenAiServer(options);
  servers.push(server);
  return server;
}

/** The error a completion failed with. */
async function failureOf(completion: Promise<unknown>): Promise<ChatCompletionError> {
  const error = await completion.then(
    () => expect.unreachable('the completion succeeded'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ChatCompletionError);
  return error as ChatCompletionError;
}

describe('createChatCompletions', () => {
  it('posts the model, messages, temperature and a strict json_schema with the key as a bearer token, and parses the content', async () => {
    const server = await fakeServer();
    server.enqueue(fakeChatAnswers.json({ answer: 'pong' }));
    const chat = createChatCompletions({ baseUrl: `${server.baseUrl}/`, apiKey, model: 'gpt-test', timeoutMs: 5000 });

    expect(await chat.completeJson(request)).toEqual({ answer: 'pong' });

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/v1/chat/completions', authorization: `Bearer ${apiKey}` });
    expect(server.requests[0]?.body).toEqual({
      model: 'gpt-test',
      messages: request.messages,
      temperature: 0.3,
      response_format: { type: 'json_schema', json_schema: { name: 'pong', strict: true, schema } },
    });
  });

  it('sends no Authorization header when no key is configured (a local server)', async () => {
    const server = await fakeServer();
    server.enqueue(fakeChatAnswers.json({ answer: 'pong' }));
    await createChatCompletions({ baseUrl: server.baseUrl, apiKey: undefined, model: 'llama', timeoutMs: 5000 }).completeJson(request);
    expect(server.requests[0]?.authorization).toBeUndefined();
  });

  it('asks again in JSON mode, with the schema in the conversation, when the endpoint refuses json_schema, and remembers it', async () => {
    const server = await fakeServer({ rejectsJsonSchema: true });
    server.enqueue(fakeChatAnswers.json({ answer: 'first' }), fakeChatAnswers.json({ answer: 'second' }));
    const chat = createChatCompletions({ baseUrl: server.baseUrl, apiKey, model: 'old-model', timeoutMs: 5000 });

    expect(await chat.completeJson(request)).toEqual({ answer: 'first' });
    expect(await chat.completeJson(request)).toEqual({ answer: 'second' });

    expect(server.requests.map((received) => received.body.response_format?.type)).toEqual(['json_schema', 'json_object', 'json_object']);
    const jsonMode = server.requests[1]!.body;
    expect(jsonMode.messages.slice(0, 2)).toEqual(request.messages);
    expect(jsonMode.messages[2]).toEqual({ role: 'system', content: expect.stringContaining(JSON.stringify(schema)) });
  });

  it('reads content wrapped in a Markdown fence, as some models write it in JSON mode', async () => {
    const server = await fakeServer();
    server.enqueue(fakeChatAnswers.content('```json\n{"answer":"pong"}\n```'));
    const chat = createChatCompletions({ baseUrl: server.baseUrl, apiKey, model: 'm', timeoutMs: 5000 });
    expect(await chat.completeJson(request)).toEqual({ answer: 'pong' });
  });

  it('fails with the status and the endpoint’s words on an HTTP error, never the key', async () => {
    const server = await fakeServer();
    server.enqueue(fakeChatAnswers.serverError(), fakeChatAnswers.failure(401, `Incorrect API key provided: ${apiKey}`));
    const chat = createChatCompletions({ baseUrl: server.baseUrl, apiKey, model: 'm', timeoutMs: 5000 });

    const serverError = await failureOf(chat.completeJson(request));
    expect(serverError).toMatchObject({ failure: 'http', status: 500 });
    expect(serverError.message).toContain('The server had an error');

    const refused = await failureOf(chat.completeJson(request));
    expect(refused).toMatchObject({ failure: 'http', status: 401 });
    expect(refused.message).toContain('Incorrect API key provided: [key]');
    expect(refused.message).not.toContain(apiKey);
    // An error shape other than OpenAI's may echo the request, and with it the guest's words: it is not quoted.
    server.enqueue({ status: 422, body: JSON.stringify({ detail: [{ msg: 'Field required', input: { messages: request.messages } }] }) });
    const validation = await failureOf(chat.completeJson(request));
    expect(validation).toMatchObject({ failure: 'http', status: 422 });
    expect(validation.message).not.toContain('ping');
    // A 400 that is not about the response format is an error like any other, and asks nothing again.
    server.enqueue(fakeChatAnswers.failure(400, 'The model `m` does not exist'));
    expect(await failureOf(chat.completeJson(request))).toMatchObject({ failure: 'http', status: 400 });
    expect(server.requests).toHaveLength(4);
  });

  it('fails as malformed on a body that is not a completion, and on content that is not JSON, without quoting it', async () => {
    const server = await fakeServer();
    server.enqueue(fakeChatAnswers.notACompletion(), fakeChatAnswers.content('Sure! The guest is a baker from Lyon.'));
    const chat = createChatCompletions({ baseUrl: server.baseUrl, apiKey, model: 'm', timeoutMs: 5000 });

    expect(await failureOf(chat.completeJson(request))).toMatchObject({ failure: 'malformed' });
    const notJson = await failureOf(chat.completeJson(request));
    expect(notJson).toMatchObject({ failure: 'malformed' });
    expect(notJson.message).not.toContain('baker');
  });

  it('fails as a timeout when the endpoint is slower than the timeout', async () => {
    const server = await fakeServer();
    server.enqueue(fakeChatAnswers.slow(fakeChatAnswers.json({ answer: 'late' }), 60_000));
    const chat = createChatCompletions({ baseUrl: server.baseUrl, apiKey, model: 'm', timeoutMs: 50 });
    expect(await failureOf(chat.completeJson(request))).toMatchObject({ failure: 'timeout' });
  });

  it('fails as stopped when the caller aborts', async () => {
    const server = await fakeServer();
    server.enqueue(fakeChatAnswers.slow(fakeChatAnswers.json({ answer: 'late' }), 60_000));
    const chat = createChatCompletions({ baseUrl: server.baseUrl, apiKey, model: 'm', timeoutMs: 60_000 });
    const controller = new AbortController();
    const completion = chat.completeJson(request, controller.signal);
    controller.abort();
    expect(await failureOf(completion)).toMatchObject({ failure: 'stopped' });
  });

  it('fails as a network error when nothing listens', async () => {
    const server = await fakeServer();
    const { baseUrl } = server;
    await server.close();
    servers.splice(servers.indexOf(server), 1);
    const chat = createChatCompletions({ baseUrl, apiKey, model: 'm', timeoutMs: 5000 });
    expect(await failureOf(chat.completeJson(request))).toMatchObject({ failure: 'network' });
  });
});
