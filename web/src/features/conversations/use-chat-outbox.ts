import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ConversationKind } from '../../../../shared/api/conversations.ts';
import { track } from '../../platform/analytics/track.ts';
import { useConnectionId, useRealtime, useRealtimeEvent } from '../../platform/realtime/realtime-provider.tsx';
import {
  acknowledge,
  dueToSend,
  enqueue,
  entriesOf,
  failOverdue,
  markFailed,
  markSent,
  nextAckDeadline,
  requeueUnacknowledged,
  retry,
  type OutboxEntry,
} from './outbox.ts';
import { outbox } from './outbox-store.ts';

export interface ChatOutbox {
  /** This conversation's messages on their way, oldest first. */
  entries: OutboxEntry[];
  send(text: string): void;
  retry(clientId: string): void;
}

const subscribe = (listener: () => void) => outbox.subscribe(listener);
const snapshot = () => outbox.entries;

/**
 * Sends this conversation's text messages through the real-time connection: at once when
 * connected, else as soon as it is (again). A send without its ack in 10 s, or refused, waits
 * for the person's retry; every resend carries the first clientId.
 */
export function useChatOutbox(conversationId: string, kind: ConversationKind): ChatOutbox {
  const realtime = useRealtime();
  const allEntries = useSyncExternalStore(subscribe, snapshot);
  const entries = useMemo(() => entriesOf(allEntries, conversationId), [allEntries, conversationId]);
  const connectionId = useConnectionId();

  useEffect(
    () =>
      realtime.onStatus((status) => {
        // What was out when the connection dropped may not have arrived: it goes out again.
        if (status !== 'online') outbox.update(requeueUnacknowledged);
      }),
    [realtime],
  );
  // Sends left waiting by an earlier visit to this chat cannot be timed from here: they go again.
  useEffect(() => outbox.update(requeueUnacknowledged), []);

  // Whatever is queued goes out while connected: new sends, retries, the backlog after a reconnect.
  useEffect(() => {
    if (!connectionId) return;
    for (const entry of dueToSend(entries, conversationId)) {
      const sent = realtime.send({ type: 'send', conversationId, clientId: entry.clientId, text: entry.text });
      if (sent) outbox.update((current) => markSent(current, entry.clientId, Date.now()));
    }
  }, [realtime, connectionId, entries, conversationId]);

  const deadline = nextAckDeadline(entries);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setTimeout(() => outbox.update((current) => failOverdue(current, Date.now())), Math.max(0, deadline - Date.now()));
    return () => clearTimeout(timer);
  }, [deadline]);

  useRealtimeEvent('ack', (event) => {
    outbox.update((current) => acknowledge(current, event.clientId));
    if (event.duplicate || event.message.conversationId !== conversationId) return;
    // A message to the concierge is a step of onboarding's funnel, not a message between people.
    if (kind === 'concierge_text') track.conciergeMessageSent({ conversation_id: conversationId });
    else track.messageSent({ conversation_id: conversationId });
  });
  useRealtimeEvent('error', (event) => {
    const { ref } = event;
    if (ref !== null && outbox.entries.some((entry) => entry.clientId === ref)) {
      outbox.update((current) => markFailed(current, ref, event.message));
    }
  });

  const send = useCallback(
    (text: string) => {
      outbox.update((current) => enqueue(current, { clientId: crypto.randomUUID(), conversationId, text, now: Date.now() }));
    },
    [conversationId],
  );
  const retrySend = useCallback((clientId: string) => outbox.update((current) => retry(current, clientId)), []);

  return { entries, send, retry: retrySend };
}
