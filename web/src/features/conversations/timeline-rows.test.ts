import { describe, expect, it } from 'vitest';
import { enqueue, markFailed } from './outbox.ts';
import { textMessage } from './testing/messages.ts';
import { buildTimelineRows, deliveryStatus, unreadDividerSequence, type TimelineInput, type TimelineRow } from './timeline-rows.ts';

const now = new Date(2026, 2, 2, 12).getTime();
const yesterday = (minute: number) => new Date(2026, 2, 1, 10, minute).getTime();
const today = (minute: number) => new Date(2026, 2, 2, 9, minute).getTime();

function rows(overrides: Partial<TimelineInput>): TimelineRow[] {
  return buildTimelineRows({
    messages: [],
    pending: [],
    viewerId: 'me',
    firstUnreadSequence: null,
    othersReadUpTo: null,
    reachedStart: false,
    showSenders: false,
    now,
    ...overrides,
  });
}

function describeRow(row: TimelineRow): string {
  switch (row.kind) {
    case 'start':
      return 'start';
    case 'day':
      return `day ${row.label}`;
    case 'unread':
      return 'unread';
    case 'message':
      return `${row.message.sequence}${row.mine ? ` mine ${row.status}` : ''}${row.showSender ? ' named' : ''}`;
    case 'pending':
      return `pending ${row.entry.text} ${row.status}`;
    case 'card':
      return `card ${row.key}`;
  }
}

const card = (key: string, at: number) => ({ key, at, render: () => key });

describe('buildTimelineRows', () => {
  it('places cards among the messages at their moment, on their day, and after the messages when newest', () => {
    const messages = [
      textMessage(1, { createdAt: yesterday(1) }),
      textMessage(2, { createdAt: today(5) }),
      textMessage(3, { createdAt: today(9) }),
    ];
    const cards = [card('meeting:new', today(20)), card('meeting:b', today(7)), card('meeting:a', yesterday(30))];
    const pending = enqueue([], { clientId: 'draft-1', conversationId: 'c1', text: 'On my way', now: today(30) });
    expect(rows({ messages, cards, pending, reachedStart: true }).map(describeRow)).toEqual([
      'start',
      'day Yesterday',
      '1',
      'card meeting:a',
      'day Today',
      '2',
      'card meeting:b',
      '3',
      'card meeting:new',
      'pending On my way sending',
    ]);
  });

  it('holds back a card older than the loaded messages until history reaches it, and shows one in an empty chat', () => {
    const messages = [textMessage(7, { createdAt: today(5) })];
    expect(rows({ messages, cards: [card('meeting:old', today(1)), card('meeting:now', today(6))] }).map(describeRow)).toEqual([
      'day Today',
      '7',
      'card meeting:now',
    ]);
    expect(rows({ cards: [card('meeting:only', today(1))], reachedStart: true }).map(describeRow)).toEqual([
      'start',
      'day Today',
      'card meeting:only',
    ]);
  });

  it('separates days and puts the unread divider above the first unread message', () => {
    const messages = [
      textMessage(1, { createdAt: yesterday(1) }),
      textMessage(2, { createdAt: today(1), senderId: 'me', clientId: 'mine-2' }),
      textMessage(3, { createdAt: today(2) }),
      textMessage(4, { createdAt: today(3) }),
    ];
    expect(rows({ messages, firstUnreadSequence: 3, othersReadUpTo: 2, reachedStart: true }).map(describeRow)).toEqual([
      'start',
      'day Yesterday',
      '1',
      'day Today',
      '2 mine read',
      'unread',
      '3',
      '4',
    ]);
  });

  it('marks mine sent until the others read them', () => {
    const messages = [1, 2, 3].map((sequence) => textMessage(sequence, { senderId: 'me', createdAt: today(sequence) }));
    expect(rows({ messages, othersReadUpTo: 2 }).map(describeRow)).toEqual(['day Today', '1 mine read', '2 mine read', '3 mine sent']);
    expect(rows({ messages, othersReadUpTo: null }).map(describeRow).at(-1)).toBe('3 mine sent');
  });

  it('names the sender once per run of their bubbles where names are shown', () => {
    const messages = [
      textMessage(1, { senderId: 'ana', createdAt: today(1) }),
      textMessage(2, { senderId: 'ana', createdAt: today(2) }),
      textMessage(3, { senderId: 'ben', createdAt: today(3) }),
      textMessage(4, { senderId: 'ana', createdAt: today(4) }),
    ];
    expect(rows({ messages, showSenders: true }).map(describeRow)).toEqual(['day Today', '1 named', '2', '3 named', '4 named']);
    expect(rows({ messages }).map(describeRow)).toEqual(['day Today', '1', '2', '3', '4']);
  });

  it('shows pending messages last, with the same key they keep once stored', () => {
    let pending = enqueue([], { clientId: 'client-a', conversationId: 'conversation-1', text: 'On its way', now: today(5) });
    pending = enqueue(pending, { clientId: 'client-b', conversationId: 'conversation-1', text: 'Failed', now: today(6) });
    pending = markFailed(pending, 'client-b', 'Not sent');
    const stored = textMessage(7, { senderId: 'me', clientId: 'client-a', text: 'On its way', createdAt: today(7) });

    const before = rows({ messages: [textMessage(1, { createdAt: yesterday(1) })], pending });
    expect(before.map(describeRow)).toEqual(['day Yesterday', '1', 'day Today', 'pending On its way sending', 'pending Failed failed']);

    const after = rows({ messages: [textMessage(1, { createdAt: yesterday(1) }), stored], pending });
    expect(after.map(describeRow)).toEqual(['day Yesterday', '1', 'day Today', '7 mine sent', 'pending Failed failed']);
    expect(after[3]!.key).toBe(before[3]!.key);
  });

  it('shows call records and system lines without a status', () => {
    const call = { callId: 'call-1', callerId: 'me', outcome: 'missed' as const, durationSeconds: null };
    const messages = [textMessage(1, { kind: 'call_record', senderId: 'me', text: null, clientId: null, call, createdAt: today(1) })];
    expect(rows({ messages }).map(describeRow)).toEqual(['day Today', '1 mine null']);
  });
});

describe('unreadDividerSequence', () => {
  const messages = [textMessage(3), textMessage(4, { senderId: 'me' }), textMessage(5), textMessage(6)];

  it('is the first message from someone else that was unread when the chat opened', () => {
    expect(unreadDividerSequence(messages, 'me', { readUpTo: 3, lastSequence: 6 }, false)).toBe(5);
    expect(unreadDividerSequence(messages, 'me', { readUpTo: 2, lastSequence: 6 }, false)).toBe(3);
  });

  it('leaves out what arrived after the chat opened, and a chat read to the end', () => {
    expect(unreadDividerSequence(messages, 'me', { readUpTo: 4, lastSequence: 4 }, false)).toBeNull();
    expect(unreadDividerSequence(messages, 'me', { readUpTo: 6, lastSequence: 6 }, false)).toBeNull();
  });

  it('waits while older unread messages may still be unloaded', () => {
    expect(unreadDividerSequence(messages, 'me', { readUpTo: 1, lastSequence: 6 }, false)).toBeNull();
    expect(unreadDividerSequence(messages, 'me', { readUpTo: 1, lastSequence: 6 }, true)).toBe(3);
  });
});

describe('deliveryStatus', () => {
  it('is read once the others read up to the message', () => {
    expect(deliveryStatus(5, 5)).toBe('read');
    expect(deliveryStatus(5, 4)).toBe('sent');
    expect(deliveryStatus(5, null)).toBe('sent');
  });
});
