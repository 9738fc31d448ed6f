import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ServerEvent, ServerEventOf } from '../../../../shared/realtime/protocol.ts';
import { refreshSession } from '../../lib/api-client.ts';
import {
  browserSocketFactory,
  RealtimeConnection,
  realtimeUrl,
  type ConnectionStatus,
  type RealtimeClient,
  type RealtimeEnvironment,
} from './realtime-client.ts';

const RealtimeContext = createContext<RealtimeClient | null>(null);

function browserEnvironment(): RealtimeEnvironment {
  return {
    url: realtimeUrl(window.location),
    createSocket: browserSocketFactory,
    refreshSession,
    isOnline: () => navigator.onLine,
    watch({ online, offline, visible }) {
      const onVisibilityChange = () => {
        if (document.visibilityState === 'visible') visible();
      };
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      document.addEventListener('visibilitychange', onVisibilityChange);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
        document.removeEventListener('visibilitychange', onVisibilityChange);
      };
    },
  };
}

/**
 * The tab's one real-time connection, open while the signed-in pages are shown: leaving them
 * (signing out) closes it.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const [connection] = useState(() => new RealtimeConnection(browserEnvironment()));
  useEffect(() => {
    connection.start();
    return () => connection.stop();
  }, [connection]);
  return <RealtimeContext value={connection}>{children}</RealtimeContext>;
}

export function useRealtime(): RealtimeClient {
  const client = useContext(RealtimeContext);
  if (!client) throw new Error('useRealtime needs a RealtimeProvider above it.');
  return client;
}

/** Calls `listener` for every event of `type`; the newest listener is used, without resubscribing. */
export function useRealtimeEvent<T extends ServerEvent['type']>(type: T, listener: (event: ServerEventOf<T>) => void): void {
  const client = useRealtime();
  const latest = useRef(listener);
  useLayoutEffect(() => {
    latest.current = listener;
  });
  useEffect(() => client.on(type, (event) => latest.current(event)), [client, type]);
}

/**
 * This tab's connection as the server's `hello` named it, null while not connected: each new
 * value is a new connection, which has heard nothing of what came before it.
 */
export function useConnectionId(): string | null {
  const client = useRealtime();
  // The id is set with the status going online and cleared before it leaves online.
  return useSyncExternalStore(
    (onChange) => client.onStatus(onChange),
    () => client.connectionId,
  );
}

export function useConnectionStatus(): ConnectionStatus {
  const client = useRealtime();
  return useSyncExternalStore(
    (onChange) => client.onStatus(onChange),
    () => client.status,
  );
}
