import type { Message } from '../../../../../shared/api/conversations.ts';

/** A `concierge.writing` event lights "writing…" this long at most, unless its message comes first. */
export const conciergeWritingMs = 30_000;

/** A `concierge.writing` event as the chat holds it: until when, and the newest concierge message it had then. */
export interface WritingSignal {
  until: number;
  afterSequence: number;
}

export function newestConciergeSequence(messages: readonly Message[]): number {
  return messages.findLast((message) => message.senderKind === 'concierge')?.sequence ?? 0;
}

export function writingSignal(messages: readonly Message[], now: number): WritingSignal {
  return { until: now + conciergeWritingMs, afterSequence: newestConciergeSequence(messages) };
}

/** "writing…" shows from the event until the concierge's next message arrives, or its time is up. */
export function isConciergeWriting(signal: WritingSignal | null, messages: readonly Message[], now: number): boolean {
  return signal !== null && now < signal.until && newestConciergeSequence(messages) <= signal.afterSequence;
}

/**
 * A concierge reply saying the dossier was saved, to a message this tab sent: the concierge's
 * reply carries the id of the guest message it answers as its client id.
 */
export function isSavedReplyTo(message: Message, sentMessageIds: ReadonlySet<string>): boolean {
  return (
    message.senderKind === 'concierge' &&
    message.concierge?.step === 'saved' &&
    message.clientId !== null &&
    sentMessageIds.has(message.clientId)
  );
}
