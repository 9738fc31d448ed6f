import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVersionCheck, versionCheckIntervalMs } from './version-check.ts';

function manifest(version: unknown, status = 200): Response {
  return new Response(JSON.stringify({ version }), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('startVersionCheck', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setUp(answers: (() => Response | Promise<Response>)[]) {
    const urls: string[] = [];
    const inits: RequestInit[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(String(input));
      inits.push(init ?? {});
      const answer = answers.shift();
      if (!answer) throw new Error('no more answers');
      return answer();
    }) as unknown as typeof globalThis.fetch;
    const onUpdateAvailable = vi.fn();
    const log = vi.fn();
    const stop = startVersionCheck({ fetch, onUpdateAvailable, log });
    return { urls, inits, onUpdateAvailable, log, stop };
  }

  it('checks at start with a cache-busting timestamp and no-cache settings', async () => {
    const { urls, inits } = setUp([() => manifest('1')]);
    await vi.advanceTimersByTimeAsync(0);

    expect(urls).toEqual([`/p/version.json?t=${Date.parse('2026-11-21T12:00:00Z')}`]);
    expect(inits[0]).toMatchObject({ cache: 'no-store', headers: { 'Cache-Control': 'no-cache' } });
  });

  it('checks again every 300000 ms and reports a different version once', async () => {
    expect(versionCheckIntervalMs).toBe(300_000);
    const { urls, onUpdateAvailable } = setUp([
      () => manifest('1'),
      () => manifest('1'),
      () => manifest('2'),
      () => manifest('2'),
      () => manifest('3'),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(urls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(versionCheckIntervalMs - 1);
    expect(urls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(urls).toHaveLength(2);
    expect(onUpdateAvailable).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(versionCheckIntervalMs);
    expect(onUpdateAvailable).toHaveBeenCalledTimes(1);
    expect(onUpdateAvailable).toHaveBeenLastCalledWith('2');

    await vi.advanceTimersByTimeAsync(versionCheckIntervalMs);
    expect(onUpdateAvailable).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(versionCheckIntervalMs);
    expect(onUpdateAvailable).toHaveBeenCalledTimes(2);
    expect(onUpdateAvailable).toHaveBeenLastCalledWith('3');
  });

  it('logs and ignores a non-OK answer, and the first readable version becomes the running one', async () => {
    const { onUpdateAvailable, log } = setUp([() => new Response('Not found', { status: 404 }), () => manifest('1'), () => manifest('1')]);
    await vi.advanceTimersByTimeAsync(versionCheckIntervalMs * 2);

    expect(log).toHaveBeenCalledWith('Version check failed with status 404.');
    expect(onUpdateAvailable).not.toHaveBeenCalled();
  });

  it('logs and ignores an answer that is not JSON or has no version', async () => {
    const { onUpdateAvailable, log } = setUp([
      () => manifest('1'),
      () => new Response('<!doctype html><html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      () => manifest(42),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]);
    await vi.advanceTimersByTimeAsync(versionCheckIntervalMs * 3);

    expect(log).toHaveBeenCalledTimes(3);
    expect(onUpdateAvailable).not.toHaveBeenCalled();
  });

  it('stops checking when stopped', async () => {
    const { urls, stop } = setUp([() => manifest('1'), () => manifest('2')]);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(versionCheckIntervalMs * 3);

    expect(urls).toHaveLength(1);
  });
});
