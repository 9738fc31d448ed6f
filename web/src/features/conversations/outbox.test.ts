import { describe, expect, it } from 'vitest';
import {
  acknowledge,
  ackTimeoutMs,
  dueToSend,
  enqueue,
  entriesOf,
  failOverdue,
  markFailed,
  markSent,
  nextAckDeadline,
  requeueUnacknowledged,
  restoreEntries,
  retry,
  timedOutFailure,
  type OutboxEntry,
} from './outbox.ts';

function twoQueued(): OutboxEntry[] {
  let entries = enqueue([], { clientId: 'first-client', conversationId: 'c1', text: 'Hello', now: 1000 });
  entries = enqueue(entries, { clientId: 'second-client', conversationId: 'c1', text: 'Are you there?', now: 2000 });
  return entries;
}

describe('outbox', () => {
  it('queues in order and sends the queued ones of a conversation', () => {
    let entries = twoQueued();
    entries = enqueue(entries, { clientId: 'other-client', conversationId: 'c2', text: 'Elsewhere', now: 3000 });
    expect(dueToSend(entries, 'c1').map((entry) => entry.clientId)).toEqual(['first-client', 'second-client']);
    expect(entriesOf(entries, 'c2').map((entry) => entry.text)).toEqual(['Elsewhere']);

    entries = markSent(entries, 'first-client', 5000);
    expect(dueToSend(entries, 'c1').map((entry) => entry.clientId)).toEqual(['second-client']);
    expect(entries[0]).toMatchObject({ state: 'sending', sentAt: 5000 });
  });

  it('drops an entry once acknowledged', () => {
    const entries = acknowledge(markSent(twoQueued(), 'first-client', 5000), 'first-client');
    expect(entries.map((entry) => entry.clientId)).toEqual(['second-client']);
  });

  it('fails a send that waited too long for its ack, and says when the next one times out', () => {
    let entries = markSent(twoQueued(), 'first-client', 5000);
    entries = markSent(entries, 'second-client', 6000);
    expect(nextAckDeadline(entries)).toBe(5000 + ackTimeoutMs);

    entries = failOverdue(entries, 5000 + ackTimeoutMs);
    expect(entries.map((entry) => entry.state)).toEqual(['failed', 'sending']);
    expect(entries[0]!.failure).toBe(timedOutFailure);
    expect(nextAckDeadline(entries)).toBe(6000 + ackTimeoutMs);
    expect(nextAckDeadline(acknowledge(entries, 'second-client'))).toBeNull();
  });

  it('retries a failed entry with the same clientId', () => {
    let entries = markFailed(markSent(twoQueued(), 'first-client', 5000), 'first-client', 'Slow down.');
    expect(entries[0]).toMatchObject({ state: 'failed', failure: 'Slow down.' });
    entries = retry(entries, 'first-client');
    expect(entries[0]).toMatchObject({ clientId: 'first-client', state: 'queued', failure: null, sentAt: null });
    expect(dueToSend(entries, 'c1').map((entry) => entry.clientId)).toEqual(['first-client', 'second-client']);
  });

  it('queues again what was out when the connection dropped, leaving failures alone', () => {
    let entries = markSent(twoQueued(), 'first-client', 5000);
    entries = markFailed(markSent(entries, 'second-client', 5000), 'second-client', 'Slow down.');
    expect(requeueUnacknowledged(entries).map((entry) => entry.state)).toEqual(['queued', 'failed']);
  });

  it('restores saved entries, sending again the ones that were out, and ignores anything else', () => {
    const saved = markSent(twoQueued(), 'first-client', 5000);
    expect(restoreEntries(JSON.parse(JSON.stringify(saved))).map((entry) => entry.state)).toEqual(['queued', 'queued']);
    expect(restoreEntries('nonsense')).toEqual([]);
    expect(restoreEntries([{ clientId: 1 }])).toEqual([]);
  });
});
