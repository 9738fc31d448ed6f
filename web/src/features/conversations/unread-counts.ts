import type { ConversationSummary, Message } from '../../../../shared/api/conversations.ts';

/**
 * Keeps the list of the viewer's conversations (`GET /api/conversations/`) current from live
 * events, so unread counts move without asking the server. Each function returns null when the
 * list cannot be brought up to date on its own and must be loaded again.
 */

/** A new message (or a changed one) anywhere in the viewer's conversations. */
export function withMessage(list: readonly ConversationSummary[], message: Message, viewerId: string): ConversationSummary[] | null {
  const conversation = list.find((summary) => summary.id === message.conversationId);
  if (!conversation) return null;
  if (message.sequence <= conversation.lastSequence) {
    // Already counted; only a changed copy of the newest message needs keeping.
    if (conversation.lastMessage?.id !== message.id) return [...list];
    return list.map((summary) => (summary === conversation ? { ...summary, lastMessage: message } : summary));
  }
  const fromOthers = !(message.senderKind === 'user' && message.senderId === viewerId);
  const updated: ConversationSummary = {
    ...conversation,
    lastSequence: message.sequence,
    lastMessage: message,
    unreadCount: conversation.unreadCount + (fromOthers && !conversation.readOnly ? 1 : 0),
  };
  // The list is ordered by latest activity: this one moves to the top.
  return [updated, ...list.filter((summary) => summary !== conversation)];
}

/** Someone's read mark moved; when it is the viewer's, their unread count falls. */
export function withReadMark(
  list: readonly ConversationSummary[],
  mark: { conversationId: string; userId: string; sequence: number },
  viewerId: string,
): ConversationSummary[] | null {
  const conversation = list.find((summary) => summary.id === mark.conversationId);
  if (!conversation) return [...list];
  const members = conversation.members.map((member) =>
    member.userId === mark.userId ? { ...member, lastReadSequence: Math.max(member.lastReadSequence, mark.sequence) } : member,
  );
  let { unreadCount } = conversation;
  if (mark.userId === viewerId) {
    // Read up to the newest: nothing left. Part way: only the server can count what is left.
    if (mark.sequence < conversation.lastSequence) return null;
    unreadCount = 0;
  }
  return list.map((summary) => (summary === conversation ? { ...conversation, members, unreadCount } : summary));
}

export function totalUnread(list: readonly ConversationSummary[], exceptConversationId?: string): number {
  return list.reduce((total, summary) => total + (summary.id === exceptConversationId ? 0 : summary.unreadCount), 0);
}

/** The most recently active conversation with something unread, where a click on the count leads. */
export function newestUnread(list: readonly ConversationSummary[], exceptConversationId?: string): ConversationSummary | undefined {
  return list.find((summary) => summary.unreadCount > 0 && summary.id !== exceptConversationId);
}
