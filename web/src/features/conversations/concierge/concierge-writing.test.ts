import { describe, expect, it } from 'vitest';
import { textMessage } from '../testing/messages.ts';
import { conciergeWritingMs, isConciergeWriting, isSavedReplyTo, newestConciergeSequence, writingSignal } from './concierge-writing.ts';

const fromConcierge = (sequence: number, step: 'question' | 'saved' = 'question', clientId: string | null = null) =>
  textMessage(sequence, {
    senderKind: 'concierge',
    senderId: null,
    clientId,
    concierge: { step, subject: null, quickAnswers: [], canSkip: false, proposal: null },
  });
const fromGuest = (sequence: number) => textMessage(sequence, { senderId: 'dana' });

describe('concierge writing', () => {
  const now = 1_000_000;

  it('finds the newest concierge message', () => {
    expect(newestConciergeSequence([])).toBe(0);
    expect(newestConciergeSequence([fromConcierge(1), fromGuest(2), fromConcierge(3), fromGuest(4)])).toBe(3);
  });

  it('shows from the event until the next concierge message', () => {
    const before = [fromConcierge(1), fromGuest(2)];
    const signal = writingSignal(before, now);
    expect(signal).toEqual({ until: now + conciergeWritingMs, afterSequence: 1 });
    expect(isConciergeWriting(signal, before, now + 1)).toBe(true);
    expect(isConciergeWriting(signal, [...before, fromGuest(3)], now + 1)).toBe(true);
    expect(isConciergeWriting(signal, [...before, fromConcierge(3)], now + 1)).toBe(false);
  });

  it('stops after 30 seconds without a message', () => {
    const signal = writingSignal([], now);
    expect(isConciergeWriting(signal, [], now + conciergeWritingMs - 1)).toBe(true);
    expect(isConciergeWriting(signal, [], now + conciergeWritingMs)).toBe(false);
  });

  it('shows nothing without an event', () => {
    expect(isConciergeWriting(null, [], now)).toBe(false);
  });
});

describe('isSavedReplyTo', () => {
  const sent = new Set(['guest-message-7']);

  it('is a "saved" reply to a message this tab sent', () => {
    expect(isSavedReplyTo(fromConcierge(8, 'saved', 'guest-message-7'), sent)).toBe(true);
  });

  it('is not a reply to another message, another step, or a guest message', () => {
    expect(isSavedReplyTo(fromConcierge(8, 'saved', 'guest-message-5'), sent)).toBe(false);
    expect(isSavedReplyTo(fromConcierge(8, 'saved', null), sent)).toBe(false);
    expect(isSavedReplyTo(fromConcierge(8, 'question', 'guest-message-7'), sent)).toBe(false);
    expect(isSavedReplyTo(textMessage(8, { clientId: 'guest-message-7' }), sent)).toBe(false);
  });
});
