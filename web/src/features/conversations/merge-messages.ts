import type { Message } from '../../../../shared/api/conversations.ts';

/**
 * History pages, catch-up pages and live events overlap: a message can arrive by all three.
 * The merged list keeps one message per id — the later copy, since a message can change (its
 * transcript arrives) — in sequence order.
 */
export function mergeMessages(...lists: readonly (readonly Message[])[]): Message[] {
  const byId = new Map<string, Message>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.sequence - b.sequence);
}

/** The highest sequence held, 0 when none: what `open` asks the server to send after. */
export function newestSequence(messages: readonly Message[]): number {
  return messages.reduce((newest, message) => Math.max(newest, message.sequence), 0);
}
