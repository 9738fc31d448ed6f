import type { TranscriptMessage } from './concierge-turn.ts';

/** A message as stored, with the guest message a concierge reply answers (its client id). */
export interface StoredTranscriptMessage extends TranscriptMessage {
  answers: string | null;
}

/**
 * The conversation in the order it was meant: each concierge reply right after the guest message
 * it answers. The stored order can differ: a guest who writes again while the concierge writes
 * its reply sees that reply land after their new message, and the new message is then the one
 * still to answer.
 */
export function conversationalOrder<Stored extends StoredTranscriptMessage>(messages: Stored[]): Omit<Stored, 'answers'>[] {
  const guestIds = new Set(messages.filter((message) => message.from === 'guest').map((message) => message.id));
  const replies = new Map<string, Stored>();
  for (const message of messages) {
    if (message.from === 'concierge' && message.answers !== null && guestIds.has(message.answers) && !replies.has(message.answers)) {
      replies.set(message.answers, message);
    }
  }
  const placed = new Set([...replies.values()]);
  const ordered: Omit<Stored, 'answers'>[] = [];
  const push = ({ answers: _answers, ...message }: Stored) => ordered.push(message);
  for (const message of messages) {
    if (placed.has(message)) continue;
    push(message);
    const reply = message.from === 'guest' ? replies.get(message.id) : undefined;
    if (reply) push(reply);
  }
  return ordered;
}
