import type { ConversationMember, ConversationSummary, Message } from '../../../../shared/api/conversations.ts';
import { displayName } from '../../lib/display-name.ts';

/** Who is in a conversation and how the chat names them. */

/** The people the viewer talks to; for an admin reading along, everyone in it. */
export function otherMembers(summary: ConversationSummary, viewerId: string): ConversationMember[] {
  return summary.members.filter((member) => member.userId !== viewerId);
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} & ${names.at(-1)}`;
}

export function conversationTitle(summary: ConversationSummary, viewerId: string): string {
  if (summary.kind === 'concierge_text' || summary.kind === 'concierge_voice') return 'Concierge';
  const names = otherMembers(summary, viewerId).map(displayName);
  if (summary.kind === 'help') return names.length > 0 && summary.readOnly ? `Tandem help · ${joinNames(names)}` : 'Tandem help';
  return names.length > 0 ? joinNames(names) : 'Just you';
}

/** A voice call is between exactly two people, and only they can start it. */
export function canCall(summary: ConversationSummary, viewerId: string): boolean {
  return (
    summary.kind === 'direct' &&
    !summary.readOnly &&
    summary.members.length === 2 &&
    summary.members.some((member) => member.userId === viewerId)
  );
}

/**
 * Names over bubbles only where "who said it" is not obvious from the side a bubble is on, and
 * in the concierge chat, where the name says that an AI is speaking.
 */
export function showsSenderNames(summary: ConversationSummary): boolean {
  return summary.readOnly || summary.kind === 'help' || summary.kind === 'concierge_text' || summary.members.length > 2;
}

export function senderName(message: Message, summary: ConversationSummary): string {
  if (message.senderKind === 'concierge') return 'Concierge';
  if (message.senderKind === 'system') return 'Tandem';
  return displayName(summary.members.find((member) => member.userId === message.senderId));
}

export function isMine(message: Message, viewerId: string): boolean {
  return message.senderKind === 'user' && message.senderId === viewerId;
}

/**
 * How far every other member has read: a message of the viewer's is "read" once this reaches
 * it. null when there is nobody else to read it.
 */
export function othersReadUpTo(readMarks: ReadonlyMap<string, number>, viewerId: string): number | null {
  const others = [...readMarks].filter(([userId]) => userId !== viewerId).map(([, sequence]) => sequence);
  return others.length === 0 ? null : Math.min(...others);
}
