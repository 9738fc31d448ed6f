import type { Message } from '../../../../shared/api/conversations.ts';

/** Which of the voice conversation's concierge messages the call speaks. Pinned by concierge-lines.test.ts. */

/** The ids of the concierge's messages, in order. */
export function conciergeIds(messages: readonly Message[]): string[] {
  return messages.filter((message) => message.senderKind === 'concierge').map((message) => message.id);
}

/**
 * The concierge messages the call does not speak: those before it opened, except, when the
 * concierge still owed a reply (`openingId` null), any that came after the guest's last turn.
 */
export function spokenBefore(messages: readonly Message[], openingId: string | null): Set<string> {
  const lastTurn = messages.findLast((message) => message.senderKind === 'user')?.sequence ?? 0;
  const before = openingId === null ? messages.filter((message) => message.sequence < lastTurn) : messages;
  return new Set([...conciergeIds(before), ...(openingId ? [openingId] : [])]);
}
