import { readFileSync } from 'node:fs';
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

  it('names the version of package.json in the OpenAPI document', async () => {
    const app = await createHttpServer({ config: loadConfig({ NODE_ENV: 'test' }), logger: pino({ level: 'silent' }) });
    app.get('/api/example', { schema: { summary: 'An example' } }, () => ({}));
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(document.info).toEqual({ title: 'Tandem API', version });
    await app.close();
  });
});
