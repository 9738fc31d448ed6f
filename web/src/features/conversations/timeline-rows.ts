import type { ReactNode } from 'react';
import type { Message } from '../../../../shared/api/conversations.ts';
import { isMine } from './members.ts';
import { dayKey, dayLabel } from './message-format.ts';
import type { OutboxEntry } from './outbox.ts';

/**
 * The rows the message list shows, top to bottom: where the conversation starts, a separator
 * per day, the "New messages" divider, the stored messages, then the person's messages still
 * on their way, with other features' cards (a meeting proposed in the chat) among the messages at
 * their moment. Mine keep one key from pending to stored (their clientId), so a bubble does not
 * flash when its acknowledgement arrives.
 */

/** sending (clock) → sent (✓) → read (✓✓); failed offers a retry. */
export type DeliveryStatus = 'sending' | 'sent' | 'read' | 'failed';

export type TimelineRow =
  | { kind: 'start'; key: string }
  | { kind: 'day'; key: string; label: string }
  | { kind: 'unread'; key: string }
  | { kind: 'message'; key: string; message: Message; mine: boolean; status: DeliveryStatus | null; showSender: boolean }
  | { kind: 'pending'; key: string; entry: OutboxEntry; status: DeliveryStatus }
  | { kind: 'card'; key: string; card: TimelineCard };

/**
 * Something another feature shows in the conversation at a moment, among the messages (matching's
 * meeting card, at its latest change). The chat places and draws it; the feature keeps it current.
 */
export interface TimelineCard {
  /** Unique in the timeline and stable while the card changes, e.g. `meeting:{id}`. */
  key: string;
  /** When it happened (epoch ms, the server's clock as messages' `createdAt`). */
  at: number;
  render: () => ReactNode;
  /** What a screen reader hears when the card comes or changes while the chat is open; none for the viewer's own doing. */
  announcement?: string | null;
}

export interface TimelineInput {
  messages: readonly Message[];
  pending: readonly OutboxEntry[];
  viewerId: string;
  /** The first message from others the viewer had not read when the chat opened. */
  firstUnreadSequence: number | null;
  /** How far every other member has read (see `othersReadUpTo`). */
  othersReadUpTo: number | null;
  /** The oldest message is loaded. */
  reachedStart: boolean;
  showSenders: boolean;
  /** A moment of today: day separators read "Today" and "Yesterday" from it. */
  now: number;
  /** Cards at their moments; one older than the loaded messages waits until they reach it. */
  cards?: readonly TimelineCard[];
}

export function deliveryStatus(sequence: number, othersReadUpTo: number | null): DeliveryStatus {
  return othersReadUpTo !== null && othersReadUpTo >= sequence ? 'read' : 'sent';
}

function clientKey(clientId: string): string {
  return `client:${clientId}`;
}

function messageKey(message: Message, mine: boolean): string {
  return mine && message.clientId ? clientKey(message.clientId) : `message:${message.id}`;
}

/** What was unread when the chat opened: from others, after the viewer's mark, up to the newest then. */
export interface UnreadAtOpen {
  readUpTo: number;
  lastSequence: number;
}

/**
 * Where "New messages" goes: above the first message that was unread when the chat opened. Only
 * once that is certain — the loaded messages run back to the read mark, or to the start — so the
 * divider never sits above a message with older unread ones still to load.
 */
export function unreadDividerSequence(
  messages: readonly Message[],
  viewerId: string,
  unread: UnreadAtOpen,
  reachedStart: boolean,
): number | null {
  const first = messages.find(
    (message) => message.sequence > unread.readUpTo && message.sequence <= unread.lastSequence && !isMine(message, viewerId),
  );
  const oldestHeld = messages[0]?.sequence;
  if (!first || oldestHeld === undefined) return null;
  return reachedStart || oldestHeld <= unread.readUpTo + 1 ? first.sequence : null;
}

export function buildTimelineRows(input: TimelineInput): TimelineRow[] {
  const { messages, viewerId, now } = input;
  const oldestLoaded = messages[0]?.createdAt;
  const cards = [...(input.cards ?? [])]
    .filter((card) => input.reachedStart || (oldestLoaded !== undefined && card.at >= oldestLoaded))
    .sort((first, second) => first.at - second.at);
  const rows: TimelineRow[] = [];
  if (input.reachedStart && (messages.length > 0 || cards.length > 0)) rows.push({ kind: 'start', key: 'start' });

  let currentDay: string | null = null;
  let previousSender: string | null = null;
  const startDayIfNew = (time: number) => {
    const key = dayKey(time);
    if (key === currentDay) return;
    currentDay = key;
    previousSender = null;
    rows.push({ kind: 'day', key: `day:${key}`, label: dayLabel(time, now) });
  };

  let nextCard = 0;
  /** The cards before `until` (all that are left without it), each on its day. */
  const placeCards = (until = Number.POSITIVE_INFINITY) => {
    for (; nextCard < cards.length && cards[nextCard]!.at < until; nextCard++) {
      const card = cards[nextCard]!;
      startDayIfNew(card.at);
      rows.push({ kind: 'card', key: card.key, card });
      previousSender = null;
    }
  };

  const storedClientIds = new Set<string>();
  for (const message of messages) {
    placeCards(message.createdAt);
    const mine = isMine(message, viewerId);
    if (mine && message.clientId) storedClientIds.add(message.clientId);
    startDayIfNew(message.createdAt);
    if (message.sequence === input.firstUnreadSequence) {
      rows.push({ kind: 'unread', key: 'unread' });
      previousSender = null;
    }
    const isBubble = message.kind === 'text' || message.kind === 'voice_note';
    const sender = isBubble ? `${message.senderKind}:${message.senderId ?? ''}` : null;
    rows.push({
      kind: 'message',
      key: messageKey(message, mine),
      message,
      mine,
      status: mine && isBubble ? deliveryStatus(message.sequence, input.othersReadUpTo) : null,
      showSender: input.showSenders && !mine && isBubble && sender !== previousSender,
    });
    previousSender = sender;
  }
  placeCards();

  for (const entry of input.pending) {
    // Stored already (it came back with a catch-up before its ack): the message row shows it.
    if (storedClientIds.has(entry.clientId)) continue;
    startDayIfNew(entry.createdAt);
    rows.push({ kind: 'pending', key: clientKey(entry.clientId), entry, status: entry.state === 'failed' ? 'failed' : 'sending' });
  }
  return rows;
}
