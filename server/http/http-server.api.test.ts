import { readFileSync } from 'node:fs';
import http from 'node:http';
import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createHttpServer } from './http-server.ts';

describe('createHttpServer', () => {
  it('closes once a response still streaming when the close began has finished', async () => {
    const app = await createHttpServer({ config: loadConfig({ NODE_ENV: 'test' }), logger: pino({ level: 'silent' }) });
    const body = new PassThrough();
    app.get('/stream', (_request, reply) => reply.type('application/octet-stream').header('content-length', 4).send(body));
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    body.write('ab');
    const response = await fetch(`${baseUrl}/stream`);

    const closed = app.close();
    body.end('cd');
    expect(await response.text()).toBe('abcd');
    // The keep-alive connection turned idle after the close began: were it kept, this would wait
    // for the client to drop it (over a minute), past the test's timeout.
    await closed;
  });

  it('reads the rest of a form past its parts limit, so the connection it came on serves the next request', async () => {
    const app = await createHttpServer({ config: loadConfig({ NODE_ENV: 'test' }), logger: pino({ level: 'silent' }) });
    app.post('/upload', async (request) => {
      const part = await request.file();
      await part?.toBuffer();
      return { received: part?.filename };
    });
    app.get('/next', () => ({ next: true }));
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

    // A file, then 20 fields of 100 KB: the form's parts limit (12) stops the reading of the rest.
    const form = new FormData();
    form.append('file', new Blob(['a small file']), 'small.txt');
    for (let index = 0; index < 20; index++) form.append(`field${index}`, 'x'.repeat(100_000));
    const encoded = new Request(baseUrl, { method: 'POST', body: form });
    const body = Buffer.from(await encoded.arrayBuffer());

    // One connection for both requests: the second is sent only once the first is done with it.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const ask = (method: string, path: string, headers: http.OutgoingHttpHeaders = {}, content?: Buffer) =>
      new Promise<string>((resolve, reject) => {
        const request = http.request(`${baseUrl}${path}`, { agent, method, headers }, (response) => {
          let text = '';
          response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve(text));
        });
        request.on('error', reject).end(content);
      });
    const headers = { 'content-type': encoded.headers.get('content-type')!, 'content-length': body.length };
    expect(JSON.parse(await ask('POST', '/upload', headers, body))).toEqual({ received: 'small.txt' });
    // Were the rest of the form left unread, the first request would never finish sending, and this
    // one would wait for its connection past the test's timeout.
    expect(JSON.parse(await ask('GET', '/next'))).toEqual({ next: true });
    agent.destroy();
    await app.close();
  });

  it('names the version of package.json in the OpenAPI document', async () => {
    const app = await createHttpServer({ config: loadConfig({ NODE_ENV: 'test' }), logger: pino({ level: 'silent' }) });
    app.get('/api/example', { schema: { summary: 'An example' } }, () => ({}));
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(document.info).toEqual({ title: 'Tandem API', version });
    await app.close();
  });
});
