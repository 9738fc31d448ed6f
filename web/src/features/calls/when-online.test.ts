import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionStatus } from '../../platform/realtime/realtime-client.ts';
import { whenOnline } from './when-online.ts';

function fakeClient(status: ConnectionStatus) {
  const listeners = new Set<(status: ConnectionStatus) => void>();
  return {
    status,
    onStatus(listener: (status: ConnectionStatus) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    become(next: ConnectionStatus) {
      this.status = next;
      for (const listener of listeners) listener(next);
    },
    get watching() {
      return listeners.size;
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('waiting for the realtime connection', () => {
  it('is immediate when already online', async () => {
    await expect(whenOnline(fakeClient('online'), 1000)).resolves.toBe(true);
  });

  it('waits for the first hello, then stops listening', async () => {
    const client = fakeClient('connecting');
    const online = whenOnline(client, 10_000);
    client.become('online');
    await expect(online).resolves.toBe(true);
    expect(client.watching).toBe(0);
  });

  it('gives up when the connection goes offline, or takes too long', async () => {
    const offline = fakeClient('reconnecting');
    const wentOffline = whenOnline(offline, 10_000);
    offline.become('offline');
    await expect(wentOffline).resolves.toBe(false);

    const slow = fakeClient('connecting');
    const tookTooLong = whenOnline(slow, 10_000);
    vi.advanceTimersByTime(10_000);
    await expect(tookTooLong).resolves.toBe(false);
    expect(slow.watching).toBe(0);
  });
});
