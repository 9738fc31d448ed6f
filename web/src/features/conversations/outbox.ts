import { z } from 'zod';

/**
 * Text messages the person sent that the server has not acknowledged yet. Each keeps the
 * clientId it was first sent with, so however often it goes out again (a reconnect, a retry)
 * the server stores it once. Pure functions over a list; `outbox-store.ts` holds the list.
 */

/** queued: waits for the connection; sending: out, waiting for its ack; failed: needs the person's retry. */
export type OutboxState = 'queued' | 'sending' | 'failed';

const outboxEntrySchema = z.object({
  clientId: z.string(),
  conversationId: z.string(),
  text: z.string(),
  /** When the person pressed send, by this device's clock. */
  createdAt: z.number(),
  state: z.enum(['queued', 'sending', 'failed']),
  /** When it last went out, to time its acknowledgement. */
  sentAt: z.number().nullable(),
  /** Why it failed, in words for the person. */
  failure: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** No ack this long after sending: the message is shown as not sent, with a retry. */
export const ackTimeoutMs = 10_000;
export const timedOutFailure = 'Not sent. Check your connection and retry.';

function update(entries: readonly OutboxEntry[], clientId: string, change: (entry: OutboxEntry) => OutboxEntry): OutboxEntry[] {
  return entries.map((entry) => (entry.clientId === clientId ? change(entry) : entry));
}

export function enqueue(
  entries: readonly OutboxEntry[],
  message: { clientId: string; conversationId: string; text: string; now: number },
): OutboxEntry[] {
  const { clientId, conversationId, text, now } = message;
  return [...entries, { clientId, conversationId, text, createdAt: now, state: 'queued', sentAt: null, failure: null }];
}

export function markSent(entries: readonly OutboxEntry[], clientId: string, now: number): OutboxEntry[] {
  return update(entries, clientId, (entry) => ({ ...entry, state: 'sending', sentAt: now, failure: null }));
}

/** Stored: the message itself now shows in the conversation. */
export function acknowledge(entries: readonly OutboxEntry[], clientId: string): OutboxEntry[] {
  return entries.filter((entry) => entry.clientId !== clientId);
}

export function markFailed(entries: readonly OutboxEntry[], clientId: string, failure: string): OutboxEntry[] {
  return update(entries, clientId, (entry) => ({ ...entry, state: 'failed', failure }));
}

/** The person asked to try again: it goes out with the next send, same clientId. */
export function retry(entries: readonly OutboxEntry[], clientId: string): OutboxEntry[] {
  return update(entries, clientId, (entry) => ({ ...entry, state: 'queued', sentAt: null, failure: null }));
}

/** The connection dropped before the acks came: what was out goes out again after reconnecting. */
export function requeueUnacknowledged(entries: readonly OutboxEntry[]): OutboxEntry[] {
  if (!entries.some((entry) => entry.state === 'sending')) return [...entries];
  return entries.map((entry) => (entry.state === 'sending' ? { ...entry, state: 'queued', sentAt: null } : entry));
}

export function failOverdue(entries: readonly OutboxEntry[], now: number): OutboxEntry[] {
  return entries.map((entry) =>
    entry.state === 'sending' && entry.sentAt !== null && now - entry.sentAt >= ackTimeoutMs
      ? { ...entry, state: 'failed', failure: timedOutFailure }
      : entry,
  );
}

/** When the earliest unacknowledged send times out, or null when nothing waits for an ack. */
export function nextAckDeadline(entries: readonly OutboxEntry[]): number | null {
  const deadlines = entries.flatMap((entry) => (entry.state === 'sending' && entry.sentAt !== null ? [entry.sentAt + ackTimeoutMs] : []));
  return deadlines.length === 0 ? null : Math.min(...deadlines);
}

/** The entries of one conversation, oldest first, as its chat shows them. */
export function entriesOf(entries: readonly OutboxEntry[], conversationId: string): OutboxEntry[] {
  return entries.filter((entry) => entry.conversationId === conversationId);
}

/** What goes out when the connection is (back) up, in the order it was written. */
export function dueToSend(entries: readonly OutboxEntry[], conversationId: string): OutboxEntry[] {
  return entriesOf(entries, conversationId).filter((entry) => entry.state === 'queued');
}

/** Entries saved by an earlier page of this tab; any that were out are sent again. */
export function restoreEntries(saved: unknown): OutboxEntry[] {
  const parsed = z.array(outboxEntrySchema).safeParse(saved);
  return parsed.success ? requeueUnacknowledged(parsed.data) : [];
}
