import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useConnectionStatus, useRealtime } from '../../../platform/realtime/realtime-provider.tsx';
import { markReadOverHttp } from './mark-read.ts';

/** Scrolling past messages quickly moves the mark once, not once per message. */
const readMarkDelayMs = 500;

function subscribeToVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

function useDocumentVisible(): boolean {
  return useSyncExternalStore(subscribeToVisibility, () => document.visibilityState === 'visible');
}

/**
 * Moves the viewer's read mark to the newest message once they can see it: the tab is visible
 * and the newest message is on screen. Over the socket when connected, else over HTTP.
 */
export function useReadMarking({
  conversationId,
  enabled,
  newestSequence,
  readMark,
  newestOnScreen,
}: {
  conversationId: string;
  enabled: boolean;
  newestSequence: number;
  /** The viewer's mark as the chat knows it. */
  readMark: number;
  newestOnScreen: boolean;
}): void {
  const realtime = useRealtime();
  const visible = useDocumentVisible();
  const connected = useConnectionStatus() === 'online';
  const asked = useRef(0);

  // A mark sent just before a connection dropped may be lost: each new connection may send it again.
  useEffect(() => {
    if (connected) asked.current = 0;
  }, [connected]);

  useEffect(() => {
    if (!enabled || !visible || !newestOnScreen || newestSequence <= Math.max(readMark, asked.current)) return;
    const timer = setTimeout(() => {
      asked.current = newestSequence;
      if (realtime.send({ type: 'read', conversationId, sequence: newestSequence })) return;
      markReadOverHttp(conversationId, newestSequence).catch(() => {
        // Not marked: the next chance (a new message, a reconnect) tries again.
        asked.current = 0;
      });
    }, readMarkDelayMs);
    return () => clearTimeout(timer);
  }, [realtime, connected, conversationId, enabled, visible, newestOnScreen, newestSequence, readMark]);
}
