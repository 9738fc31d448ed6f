import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import type { Message } from '../../../../shared/api/conversations.ts';
import { useConnectionId, useRealtime, useRealtimeEvent } from '../../platform/realtime/realtime-provider.tsx';
import { emptyLiveState, liveReducer, nextTypingExpiry, typingShowsMs, type LiveState } from './conversation-live.ts';
import { mergeMessages, newestSequence } from './merge-messages.ts';

export interface LiveConversation {
  live: LiveState;
  /** History and live messages together, one per id, in order. */
  messages: Message[];
  /** A message the page got another way (a voice note's upload answer), shown at once. */
  addMessage(message: Message): void;
}

/**
 * Follows one conversation over the real-time connection: `open` on every (re)connection with
 * the newest sequence held, so the server sends what was missed; then messages, read marks,
 * presence and typing as they come. `onIncoming` hears of each new message from someone else.
 */
export function useLiveConversation({
  conversationId,
  viewerId,
  memberIds,
  history,
  historyLoaded,
  onIncoming,
}: {
  conversationId: string;
  viewerId: string;
  memberIds: readonly string[];
  history: readonly Message[];
  historyLoaded: boolean;
  onIncoming(message: Message): void;
}): LiveConversation {
  const realtime = useRealtime();
  const [state, dispatch] = useReducer(liveReducer, emptyLiveState);
  const messages = useMemo(() => mergeMessages(history, state.messages), [history, state.messages]);
  const connectionId = useConnectionId();
  const newestHeld = useRef(0);
  useLayoutEffect(() => {
    newestHeld.current = newestSequence(messages);
  });

  // Asked once the first page is in, so a long conversation is not replayed from its start.
  useEffect(() => {
    if (!connectionId || !historyLoaded) return;
    realtime.send({ type: 'open', conversationId, afterSequence: newestHeld.current });
  }, [realtime, connectionId, historyLoaded, conversationId]);
  useEffect(() => () => void realtime.send({ type: 'close', conversationId }), [realtime, conversationId]);

  const isHere = (event: { conversationId: string }) => event.conversationId === conversationId;
  useRealtimeEvent('message', ({ message }) => {
    if (!isHere(message)) return;
    if (message.sequence > newestHeld.current && message.senderId !== viewerId) onIncoming(message);
    dispatch({ type: 'messages', messages: [message] });
  });
  useRealtimeEvent('ack', ({ message }) => {
    if (isHere(message)) dispatch({ type: 'messages', messages: [message] });
  });
  useRealtimeEvent('messages', (event) => {
    if (isHere(event)) dispatch({ type: 'messages', messages: event.messages });
  });
  useRealtimeEvent('opened', (event) => {
    if (isHere(event)) dispatch({ type: 'opened', members: event.members });
  });
  useRealtimeEvent('read', (event) => {
    if (isHere(event)) dispatch({ type: 'read', userId: event.userId, sequence: event.sequence });
  });
  useRealtimeEvent('presence', (event) => {
    if (memberIds.includes(event.userId)) dispatch({ type: 'presence', userId: event.userId, online: event.online });
  });
  useRealtimeEvent('typing', (event) => {
    if (isHere(event) && event.userId !== viewerId) dispatch({ type: 'typing', userId: event.userId, until: Date.now() + typingShowsMs });
  });

  const typingExpiry = nextTypingExpiry(state);
  useEffect(() => {
    if (typingExpiry === null) return;
    // A timer may fire a millisecond early: the moment it waited for counts as passed.
    const expire = () => dispatch({ type: 'typing-expired', now: Math.max(Date.now(), typingExpiry) });
    const timer = setTimeout(expire, Math.max(0, typingExpiry - Date.now()));
    return () => clearTimeout(timer);
  }, [typingExpiry]);

  const addMessage = useCallback((message: Message) => dispatch({ type: 'messages', messages: [message] }), []);
  return { live: state, messages, addMessage };
}
