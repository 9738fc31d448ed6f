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
  /** A message seen on screen whose mark waits out the delay: sent at once if the chat closes first. */
  const seen = useRef(0);

  // A mark sent just before a connection dropped may be lost: each new connection may send it again.
  useEffect(() => {
    if (connected) asked.current = 0;
  }, [connected]);

  useEffect(() => {
    if (!enabled || !visible || !newestOnScreen || newestSequence <= Math.max(readMark, asked.current)) return;
    seen.current = newestSequence;
    const timer = setTimeout(() => markRead(newestSequence), readMarkDelayMs);
    return () => clearTimeout(timer);

    function markRead(sequence: number) {
      asked.current = sequence;
      seen.current = 0;
      if (realtime.send({ type: 'read', conversationId, sequence })) return;
      markReadOverHttp(conversationId, sequence).catch(() => {
        // Not marked: the next chance (a new message, a reconnect) tries again.
        asked.current = 0;
      });
    }
  }, [realtime, connected, conversationId, enabled, visible, newestOnScreen, newestSequence, readMark]);

  // Closing the chat (or leaving it) within the delay still marks what was seen.
  useEffect(
    () => () => {
      const sequence = seen.current;
      if (sequence <= asked.current) return;
      asked.current = sequence;
      if (!realtime.send({ type: 'read', conversationId, sequence })) markReadOverHttp(conversationId, sequence).catch(() => undefined);
    },
    [realtime, conversationId],
  );
}
