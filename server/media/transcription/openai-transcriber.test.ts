import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAiTranscriber } from './openai-transcriber.ts';

/** What the fake endpoint received, with the multipart body parsed the way a server would. */
type ReceivedRequest = { method: string; path: string; authorization: string | undefined; form: FormData };

type FakeEndpoint = { baseUrl: string; requests: ReceivedRequest[] };

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

/** A local OpenAI-compatible endpoint; `answer` returns status and body, or null to never answer. */
async function fakeEndpoint(answer: (request: ReceivedRequest) => { status: number; body: string } | null): Promise<FakeEndpoint> {
  const requests: ReceivedRequest[] = [];
  const server = http.createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const form = await new Response(Buffer.concat(chunks), {
      headers: { 'content-type': incoming.headers['content-type'] ?? '' },
    }).formData();
    const request = { method: incoming.method ?? '', path: incoming.url ?? '', authorization: incoming.headers.authorization, form };
    requests.push(request);
    const reply = answer(request);
    if (reply) outgoing.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`, requests };
}

const audio = Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4);
const apiKey = 'sk-test-secret-key';

describe('createOpenAiTranscriber', () => {
  it('posts the audio, model and json format as multipart with the key, and returns the trimmed text', async () => {
    const endpoint = await fakeEndpoint(() => ({ status: 200, body: JSON.stringify({ text: '  Hello from the fair.\n' }) }));
    const transcriber = createOpenAiTranscriber({ baseUrl: endpoint.baseUrl, apiKey, model: 'whisper-1' });

    expect(await transcriber.transcribe(audio, 'audio/webm', 'note.webm')).toBe('Hello from the fair.');

    const [request] = endpoint.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/audio/transcriptions', authorization: `Bearer ${apiKey}` });
    expect(request?.form.get('model')).toBe('whisper-1');
    expect(request?.form.get('response_format')).toBe('json');
    const file = request?.form.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('note.webm');
    expect((file as File).type).toBe('audio/webm');
    expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(audio);
  });

  it('sends no Authorization header when no key is configured (a local Whisper server)', async () => {
    const endpoint = await fakeEndpoint(() => ({ status: 200, body: JSON.stringify({ text: 'ok' }) }));
    await createOpenAiTranscriber({ baseUrl: endpoint.baseUrl, apiKey: undefined, model: 'base' }).transcribe(
      audio,
      'audio/ogg',
      'note.ogg',
    );
    expect(endpoint.requests[0]?.authorization).toBeUndefined();
  });

  it('fails with the status and the endpoint’s words, never the key', async () => {
    const endpoint = await fakeEndpoint(() => ({
      status: 401,
      body: JSON.stringify({ error: { message: `Incorrect API key provided: ${apiKey}` } }),
    }));
    const transcription = createOpenAiTranscriber({ baseUrl: endpoint.baseUrl, apiKey, model: 'whisper-1' }).transcribe(
      audio,
      'audio/webm',
      'note.webm',
    );

    const error = await transcription.then(
      () => null,
      (failure: unknown) => failure as Error,
    );
    expect(error?.message).toContain('status 401');
    expect(error?.message).toContain('Incorrect API key provided');
    expect(error?.message).not.toContain(apiKey);
  });

  it('fails when the answer has no text', async () => {
    const endpoint = await fakeEndpoint(() => ({ status: 200, body: '{"transcript":"wrong field"}' }));
    await expect(
      createOpenAiTranscriber({ baseUrl: endpoint.baseUrl, apiKey, model: 'whisper-1' }).transcribe(audio, 'audio/webm', 'note.webm'),
    ).rejects.toThrow('has no text');
  });

  it('gives up when the endpoint does not answer in time', async () => {
    const endpoint = await fakeEndpoint(() => null);
    await expect(
      createOpenAiTranscriber({ baseUrl: endpoint.baseUrl, apiKey, model: 'whisper-1', timeoutMs: 200 }).transcribe(
        audio,
        'audio/webm',
        'note.webm',
      ),
    ).rejects.toThrow('no answer within 200 ms');
    expect(endpoint.requests).toHaveLength(1);
  });

  it('stops when the caller aborts, without waiting for its own timeout', async () => {
    const endpoint = await fakeEndpoint(() => null);
    const stop = new AbortController();
    const transcription = createOpenAiTranscriber({ baseUrl: endpoint.baseUrl, apiKey, model: 'whisper-1', timeoutMs: 600_000 }).transcribe(
      audio,
      'audio/webm',
      'note.webm',
      stop.signal,
    );
    await expect.poll(() => endpoint.requests.length).toBe(1);
    stop.abort();
    await expect(transcription).rejects.toThrow('failed: stopped');
  });
});
