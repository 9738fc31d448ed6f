import type { Message } from '../../../../shared/api/conversations.ts';

/** Which of the voice conversation's concierge messages the call speaks, and which turn the guest may fix. Pinned by concierge-lines.test.ts. */

/** The ids of the concierge's messages, in order, but those a fix set aside (they answered words the guest did not say). */
export function conciergeIds(messages: readonly Message[]): string[] {
  return messages.filter((message) => message.senderKind === 'concierge' && !isSuperseded(message)).map((message) => message.id);
}

/** Whether a fix of what was heard of the turn before set this concierge line aside. */
export function isSuperseded(message: Message): boolean {
  return message.concierge?.superseded === true;
}

/**
 * The turn the guest may fix now: their newest message, when it is a voice turn with words heard
 * (one still being transcribed has nothing to fix yet) on which the concierge saved no dossier
 * (a fix cannot take a save back: the guest says what to change instead).
 */
export function fixableTurn(messages: readonly Message[]): Message | null {
  const newestIndex = messages.findLastIndex((message) => message.senderKind === 'user');
  const newest = messages[newestIndex];
  if (newest?.kind !== 'voice_note' || !newest.voiceNote?.transcript) return null;
  const saved = messages.slice(newestIndex + 1).some((message) => message.concierge?.step === 'saved' && !isSuperseded(message));
  return saved ? null : newest;
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
