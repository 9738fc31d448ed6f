import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.ts';
import { createHttpServer } from './http-server.ts';

interface LogLine {
  level: number;
  msg: string;
}

const levels = { debug: 20, info: 30 } as const;

/** A server whose log, at `logLevel`, is kept as parsed lines; one route logs an SMS as the log provider does. */
async function serverLoggingTo(lines: LogLine[], logLevel: 'debug' | 'info', requestLogLevel: 'debug' | 'info') {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as LogLine);
      done();
    },
  });
  const app = await createHttpServer({
    config: loadConfig({ NODE_ENV: 'test' }),
    logger: pino({ level: logLevel }, stream),
    requestLogLevel,
  });
  app.get('/sign-in', (request) => {
    request.log.info('SMS to +12025550150: Your Tandem code is 123456');
    return {};
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const requestLines = (lines: LogLine[]) => lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed');

describe('the request log', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('at debug level (a terminal) is left out at the default info level, and the sign-in code stands alone', async () => {
    const lines: LogLine[] = [];
    app = await serverLoggingTo(lines, 'info', 'debug');
    expect((await fetch(`http://127.0.0.1:${(app.server.address() as { port: number }).port}/sign-in`)).status).toBe(200);
    expect(requestLines(lines)).toEqual([]);
    expect(lines.map((line) => line.msg)).toContain('SMS to +12025550150: Your Tandem code is 123456');
  });

  it('at debug level shows once LOG_LEVEL is debug', async () => {
    const lines: LogLine[] = [];
    app = await serverLoggingTo(lines, 'debug', 'debug');
    await fetch(`http://127.0.0.1:${(app.server.address() as { port: number }).port}/sign-in`);
    expect(requestLines(lines).map((line) => [line.msg, line.level])).toEqual([
      ['incoming request', levels.debug],
      ['request completed', levels.debug],
    ]);
  });

  it('at info level (JSON for a collector) is one pair of lines per request', async () => {
    const lines: LogLine[] = [];
    app = await serverLoggingTo(lines, 'info', 'info');
    await fetch(`http://127.0.0.1:${(app.server.address() as { port: number }).port}/sign-in`);
    expect(requestLines(lines).map((line) => [line.msg, line.level])).toEqual([
      ['incoming request', levels.info],
      ['request completed', levels.info],
    ]);
  });
});
