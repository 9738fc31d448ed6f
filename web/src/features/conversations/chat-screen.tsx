import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ConversationSummary, Message } from '../../../../shared/api/conversations.ts';
import type { CurrentUser } from '../../../../shared/api/users.ts';
import { QueryLoadError } from '../../lib/api-client.ts';
import { displayName } from '../../lib/display-name.ts';
import { useScreenViewed } from '../../platform/analytics/use-screen-viewed.ts';
import { useClock } from '../../platform/clock/use-clock.ts';
import { useConnectionStatus, useRealtime, useRealtimeEvent } from '../../platform/realtime/realtime-provider.tsx';
import { useSession } from '../../platform/session/use-session.ts';
import { conversationQueryOptions } from './api/get-conversation.ts';
import { useMessageHistory } from './api/message-history.ts';
import { ChatHeader } from './chat-header.tsx';
import type { ChatMode } from './chat-mode.ts';
import { BlockedNotice, ChatLoading, ChatProblem, ReadOnlyNotice } from './chat-states.tsx';
import { ConciergeBar } from './concierge/concierge-bar.tsx';
import { ConciergeHeader } from './concierge/concierge-header.tsx';
import { useConciergeChat } from './concierge/use-concierge-chat.ts';
import { Composer } from './composer.tsx';
import { shouldSignalTyping } from './composer-text.ts';
import { ConnectionBanner } from './connection-banner.tsx';
import { readMarks, typingUserIds } from './conversation-live.ts';
import { canCall, conversationTitle, othersReadUpTo, otherMembers, senderName, showsSenderNames } from './members.ts';
import { newestSequence } from './merge-messages.ts';
import { startOfDay } from './message-format.ts';
import { MessageList } from './message-list.tsx';
import { buildTimelineRows, unreadDividerSequence, type TimelineCard, type UnreadAtOpen } from './timeline-rows.ts';
import { useChatOutbox } from './use-chat-outbox.ts';
import { useLiveConversation } from './use-live-conversation.ts';
import { useReadMarking } from './api/use-read-marking.ts';
import styles from './chat-screen.module.css';

export interface ChatScreenProps {
  conversationId: string;
  /** `admin-view` is `/viewChat/{id}`: the same chat, read-only. */
  mode: ChatMode;
  /** `/chat/{id}?startCall=true`: start a call once the chat is shown; `onStartCallHandled` drops the request. */
  startCallRequested?: boolean;
  onStartCallHandled?: () => void;
  /** Starts a voice call in this conversation; without it the chat offers no call. */
  startCall?: (conversationId: string) => Promise<void>;
  /** Header buttons from features this one cannot import (they import it): given the conversation, shown when it is not read-only. */
  headerActions?: HeaderActions;
  /** The people the viewer blocked (matching knows them): a direct chat with one offers no composer and no call. */
  blockedUserIds?: ReadonlySet<string>;
  /** Cards of features this one cannot import, shown among the messages (matching's meetings); none when read-only. Undefined while not known yet. */
  timelineCards?: readonly TimelineCard[];
}

export type HeaderActions = (conversation: ConversationSummary, viewerId: string) => ReactNode;

/** A chat page: loads the conversation, then shows it, or why it cannot be shown. */
export function ChatScreen({
  conversationId,
  mode,
  startCallRequested = false,
  onStartCallHandled,
  startCall,
  headerActions,
  blockedUserIds,
  timelineCards,
}: ChatScreenProps) {
  const { user } = useSession();
  useScreenViewed('Chat', { conversation_id: conversationId });
  // Loaded again on every visit, and waited for: the read mark decides where "New messages" goes.
  const summary = useQuery({ ...conversationQueryOptions(conversationId), refetchOnMount: 'always' });

  if (summary.isError) {
    const status = summary.error instanceof QueryLoadError ? summary.error.status : 0;
    return <ChatProblem status={status} mode={mode} isAdmin={user?.role === 'ADMIN'} onRetry={() => void summary.refetch()} />;
  }
  if (!summary.data || !summary.isFetchedAfterMount || !user) return <ChatLoading />;
  return (
    <ChatConversation
      key={conversationId}
      summary={summary.data}
      viewer={user}
      mode={mode}
      startCallRequested={startCallRequested}
      onStartCallHandled={onStartCallHandled}
      startCall={startCall}
      headerActions={headerActions}
      blockedUserIds={blockedUserIds}
      timelineCards={timelineCards}
    />
  );
}

/** How many of the latest incoming messages the screen reader log keeps. */
const announcedMessages = 3;

/** The text a screen reader hears for a message that just arrived. */
function announcementOf(message: Message, summary: ConversationSummary): string | null {
  if (message.kind === 'text' && message.text) return `${senderName(message, summary)}: ${message.text}`;
  if (message.kind === 'voice_note') return `${senderName(message, summary)} sent a voice note`;
  return null;
}

function ChatConversation({
  summary,
  viewer,
  mode,
  startCallRequested,
  onStartCallHandled,
  startCall,
  headerActions,
  blockedUserIds,
  timelineCards,
}: {
  summary: ConversationSummary;
  viewer: CurrentUser;
  mode: ChatMode;
  startCallRequested: boolean;
  onStartCallHandled: (() => void) | undefined;
  startCall: ((conversationId: string) => Promise<void>) | undefined;
  headerActions: HeaderActions | undefined;
  blockedUserIds: ReadonlySet<string> | undefined;
  timelineCards: readonly TimelineCard[] | undefined;
}) {
  const conversationId = summary.id;
  const readOnly = summary.readOnly || mode === 'admin-view';
  const realtime = useRealtime();
  // Presence is only known while connected; shown stale it would mislead.
  const connected = useConnectionStatus() === 'online';
  const title = conversationTitle(summary, viewer.id);
  const others = otherMembers(summary, viewer.id);
  useDocumentTitle(title);

  const [announcements, setAnnouncements] = useState<{ id: string; text: string }[]>([]);
  const announce = useCallback(
    (message: Message) => {
      const text = announcementOf(message, summary);
      if (text) setAnnouncements((current) => [...current, { id: message.id, text }].slice(-announcedMessages));
    },
    [summary],
  );

  // A card that comes or changes while the chat is open is read out like a message; those there when it opened stay silent.
  const cardsHeard = useRef<Map<string, string | null> | null>(null);
  useEffect(() => {
    if (!timelineCards || readOnly) return;
    const previous = cardsHeard.current;
    cardsHeard.current = new Map(timelineCards.map((card) => [card.key, card.announcement ?? null]));
    if (previous === null) return;
    const heard = timelineCards.flatMap((card) =>
      card.announcement && previous.get(card.key) !== card.announcement
        ? [{ id: `${card.key}:${card.announcement}`, text: card.announcement }]
        : [],
    );
    if (heard.length > 0) setAnnouncements((current) => [...current, ...heard].slice(-announcedMessages));
  }, [timelineCards, readOnly]);

  const history = useMessageHistory(conversationId);
  const { live, messages, addMessage } = useLiveConversation({
    conversationId,
    viewerId: viewer.id,
    memberIds: summary.members.map((member) => member.userId),
    history: history.messages,
    historyLoaded: history.status === 'success',
    onIncoming: announce,
  });
  const outbox = useChatOutbox(conversationId, summary.kind);
  // The guest's own concierge chat; an admin reading one along sees the messages only.
  const withConcierge = summary.kind === 'concierge_text' && !readOnly;
  const dossier = viewer.generalDossier;
  const concierge = useConciergeChat({
    enabled: withConcierge,
    conversationId,
    voiceConversationId: dossier?.textConversationId === conversationId ? dossier.voiceConversationId : null,
    userId: viewer.id,
    messages,
    pendingCount: outbox.entries.length,
  });

  const marks = readMarks(summary.members, live);
  const othersRead = othersReadUpTo(marks, viewer.id);
  const [newestOnScreen, setNewestOnScreen] = useState(true);
  useReadMarking({
    conversationId,
    enabled: !readOnly,
    newestSequence: newestSequence(messages),
    readMark: marks.get(viewer.id) ?? 0,
    newestOnScreen,
  });

  // "New messages" marks what was unread when the chat opened, and stays as the person reads on.
  const [unreadAtOpen] = useState<UnreadAtOpen>(() => ({
    readUpTo: summary.members.find((member) => member.userId === viewer.id)?.lastReadSequence ?? summary.lastSequence,
    lastSequence: summary.lastSequence,
  }));

  const showSenders = showsSenderNames(summary) || mode === 'admin-view';
  const reachedStart = history.status === 'success' && !history.hasOlder;
  // Day separators say "Today" and "Yesterday": what today is is read at each render.
  const today = useClock(startOfDay);
  const rows = useMemo(
    () =>
      buildTimelineRows({
        messages,
        pending: readOnly ? [] : outbox.entries,
        viewerId: viewer.id,
        firstUnreadSequence: readOnly ? null : unreadDividerSequence(messages, viewer.id, unreadAtOpen, reachedStart),
        othersReadUpTo: othersRead,
        reachedStart,
        showSenders,
        now: today,
        cards: readOnly ? [] : timelineCards,
      }),
    [messages, readOnly, outbox.entries, viewer.id, unreadAtOpen, othersRead, reachedStart, showSenders, today, timelineCards],
  );

  // A block stops messages and calls both ways: the viewer's own, or the other's (learnt from a refused send).
  const blockedByViewer = summary.kind === 'direct' ? others.find((member) => blockedUserIds?.has(member.userId)) : undefined;
  const [refusedClientId, setRefusedClientId] = useState<string | null>(null);
  useRealtimeEvent('error', (event) => {
    if (event.code === 'blocked' && outbox.entries.some((entry) => entry.clientId === event.ref)) setRefusedClientId(event.ref);
  });
  // Until that message is retried: a retry that goes through means they can write again.
  const refused = outbox.entries.some((entry) => entry.clientId === refusedClientId && entry.state === 'failed');
  const blocked = blockedByViewer !== undefined || refused;

  const callStarter = !readOnly && !blocked && canCall(summary, viewer.id) ? startCall : undefined;
  const startCallHandled = useRef(false);
  useEffect(() => {
    if (!startCallRequested || startCallHandled.current) return;
    startCallHandled.current = true;
    onStartCallHandled?.();
    if (callStarter) void callStarter(conversationId);
  }, [startCallRequested, callStarter, conversationId, onStartCallHandled]);

  const lastTypingSignal = useRef(0);
  function signalTyping(draft: string) {
    const now = Date.now();
    if (shouldSignalTyping(draft, lastTypingSignal.current, now) && realtime.send({ type: 'typing', conversationId })) {
      lastTypingSignal.current = now;
    }
  }
  function send(text: string) {
    outbox.send(text);
    // The other side stops showing "typing" when the message lands; the next keystroke says it again.
    lastTypingSignal.current = 0;
  }

  const typingNames = typingUserIds(live).map((userId) => displayName(summary.members.find((member) => member.userId === userId)));
  const onlyOther = others.length === 1 && !readOnly && connected ? others[0] : undefined;
  const online = onlyOther ? (live.members[onlyOther.userId]?.online ?? null) : null;

  const conciergeContext = withConcierge
    ? { actionableSummaryId: concierge.choice?.step === 'summary' ? concierge.choice.messageId : null, onReply: send }
    : null;
  const emptyText =
    readOnly || blocked
      ? 'No messages yet.'
      : withConcierge
        ? 'The concierge will write to you here in a moment.'
        : `No messages yet. Say hello to ${title}!`;

  return (
    <div className={styles.screen} data-fills-viewport>
      {withConcierge ? (
        <ConciergeHeader />
      ) : (
        <ChatHeader
          title={title}
          people={others}
          online={online}
          typingNames={typingNames}
          onCall={callStarter ? () => void callStarter(conversationId) : null}
          actions={readOnly ? null : headerActions?.(summary, viewer.id)}
        />
      )}
      {readOnly && <ReadOnlyNotice isAdmin={viewer.role === 'ADMIN'} isMember={!summary.readOnly} conversationId={conversationId} />}
      <ConnectionBanner />
      {history.status === 'pending' && <ChatLoading messagesOnly />}
      {history.status === 'error' && <ChatProblem status={0} mode={mode} isAdmin={false} onRetry={history.retry} messagesOnly />}
      {history.status === 'success' &&
        (rows.length === 0 ? (
          <p className={styles.empty}>{emptyText}</p>
        ) : (
          <MessageList
            rows={rows}
            rowContext={{ summary, viewerId: viewer.id, title, onRetry: outbox.retry, concierge: conciergeContext }}
            history={history}
            onNewestOnScreenChange={setNewestOnScreen}
          />
        ))}
      {/* New messages from others, read out once; history loading above stays silent. */}
      <div role="log" aria-live="polite" aria-label="Incoming messages" className="visually-hidden">
        {announcements.map((announcement) => (
          <p key={announcement.id}>{announcement.text}</p>
        ))}
      </div>
      {withConcierge && <ConciergeBar writing={concierge.writing} choice={concierge.choice} onReply={send} />}
      {!readOnly &&
        (blocked ? (
          <BlockedNotice blockedName={blockedByViewer ? displayName(blockedByViewer) : null} />
        ) : (
          <Composer conversationId={conversationId} recipient={title} onSend={send} onTyping={signalTyping} onVoiceNoteSent={addMessage} />
        ))}
    </div>
  );
}

function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Tandem`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
