import type { RealtimeClient } from '../../platform/realtime/realtime-client.ts';

/**
 * Resolves true once the realtime socket is online (at once when it already is), and false when
 * it goes offline or is still down after `timeoutMs`. A call started as the page opens
 * (`?startCall=true`) waits here for the socket's first hello instead of failing.
 */
export function whenOnline(client: Pick<RealtimeClient, 'status' | 'onStatus'>, timeoutMs: number): Promise<boolean> {
  if (client.status === 'online') return Promise.resolve(true);
  return new Promise((resolve) => {
    const settle = (online: boolean) => {
      clearTimeout(timer);
      stopWatching();
      resolve(online);
    };
    const timer = setTimeout(() => settle(false), timeoutMs);
    const stopWatching = client.onStatus((status) => {
      if (status === 'online') settle(true);
      if (status === 'offline') settle(false);
    });
  });
}
