import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadline } from './deadline.ts';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

describe('deadline', () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    // Never answers.
    server = http.createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('ends a request that gets no answer, even when garbage is collected while it waits', async () => {
    const collecting = setInterval(collectGarbage, 5);
    const time = deadline(50, new AbortController().signal);
    try {
      const failure = await fetch(url, { method: 'POST', body: '{}', signal: time.signal }).catch((error: unknown) => error);
      expect(failure).toMatchObject({ name: 'TimeoutError' });
      expect(time.timedOut()).toBe(true);
    } finally {
      clearInterval(collecting);
      time.clear();
    }
  });

  it('ends it when the caller stops, which is not a timeout', async () => {
    const caller = new AbortController();
    const time = deadline(60_000, caller.signal);
    const request = fetch(url, { method: 'POST', body: '{}', signal: time.signal }).catch((error: unknown) => error);
    caller.abort();
    expect(await request).toMatchObject({ name: 'AbortError' });
    expect(time.timedOut()).toBe(false);
    time.clear();
  });

  it('is aborted from the start when the caller has already stopped', () => {
    const caller = new AbortController();
    caller.abort();
    const time = deadline(60_000, caller.signal);
    expect(time.signal.aborted).toBe(true);
    time.clear();
  });

  it('never fires once cleared', async () => {
    const time = deadline(5);
    time.clear();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(time.signal.aborted).toBe(false);
  });
});
