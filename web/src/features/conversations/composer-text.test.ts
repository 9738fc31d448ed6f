import { describe, expect, it } from 'vitest';
import { limits } from '../../../../shared/limits.ts';
import {
  capDraft,
  draftMaxLength,
  isSendKey,
  isTooLong,
  lengthCounter,
  messageToSend,
  shouldSignalTyping,
  splitIntoMessages,
} from './composer-text.ts';

/** What a reader reads: the words in order, whatever whitespace lies between them. */
const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('composer text', () => {
  it('sends trimmed text and never an empty or too long one', () => {
    expect(messageToSend('  hello\nthere \n')).toBe('hello\nthere');
    expect(messageToSend(' \n\t ')).toBeNull();
    expect(messageToSend('x'.repeat(limits.messageMaxLength))).toHaveLength(limits.messageMaxLength);
    expect(messageToSend('x'.repeat(limits.messageMaxLength + 1))).toBeNull();
  });

  it('calls a draft too long only when its trimmed text is over the limit', () => {
    expect(isTooLong(`  ${'x'.repeat(limits.messageMaxLength)}\n\n`)).toBe(false);
    expect(isTooLong('x'.repeat(limits.messageMaxLength + 1))).toBe(true);
  });

  it('shows the counter, with the count of what would be sent, only near and over the limit', () => {
    expect(lengthCounter('x'.repeat(3799))).toBeNull();
    expect(lengthCounter('x'.repeat(3800))).toBe('3,800 / 4,000 characters');
    expect(lengthCounter('x'.repeat(5812))).toBe('5,812 / 4,000 characters');
  });

  it('caps a huge paste at a word boundary and says it did', () => {
    expect(capDraft('short')).toEqual({ text: 'short', cut: false });
    expect(capDraft('x'.repeat(draftMaxLength))).toEqual({ text: 'x'.repeat(draftMaxLength), cut: false });
    const capped = capDraft('lorem ipsum '.repeat(10), 30);
    expect(capped).toEqual({ text: 'lorem ipsum lorem ipsum lorem', cut: true });
  });

  it('signals typing at most every three seconds, and not for blank drafts', () => {
    expect(shouldSignalTyping('h', 0, 3_000)).toBe(true);
    expect(shouldSignalTyping('he', 3_000, 5_999)).toBe(false);
    expect(shouldSignalTyping('   ', 0, 10_000)).toBe(false);
  });

  it('sends on Enter, not on Shift+Enter nor while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true, isComposing: false })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false, isComposing: false })).toBe(false);
  });
});

describe('splitting a long text into messages', () => {
  it('keeps a text that fits as one message, trimmed', () => {
    expect(splitIntoMessages('  Hello there.\n', 20)).toEqual(['Hello there.']);
  });

  it('ends a part at a paragraph break when one leaves it at least half full', () => {
    const first = 'One two three four.';
    const second = 'Five six seven eight.';
    const third = 'Nine ten eleven.';
    expect(splitIntoMessages(`${first}\n\n${second}\n\n${third}`, 45)).toEqual([`${first}\n\n${second}`, third]);
  });

  it('ends a part at the end of a sentence, not at an early paragraph break that would leave a stub', () => {
    const text = 'Hi!\n\nThis is the first sentence here. And this is the second one. And a third.';
    expect(splitIntoMessages(text, 60)).toEqual(['Hi!\n\nThis is the first sentence here.', 'And this is the second one. And a third.']);
  });

  it('ends a part between words when there is no sentence end, cutting no word', () => {
    const text = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu';
    const parts = splitIntoMessages(text, 20);
    expect(parts).toEqual(['alpha beta gamma', 'delta epsilon zeta', 'eta theta iota kappa', 'lambda mu']);
  });

  it('cuts inside a word only when the word alone is longer than a message', () => {
    expect(splitIntoMessages(`short ${'x'.repeat(25)} end`, 10)).toEqual(['short', 'xxxxxxxxxx', 'xxxxxxxxxx', 'xxxxx end']);
  });

  it('never cuts inside a character made of several code units', () => {
    const parts = splitIntoMessages('👍'.repeat(5), 5);
    expect(parts).toEqual(['👍👍', '👍👍', '👍']);
  });

  it('splits text without spaces between words at word boundaries', () => {
    const parts = splitIntoMessages('東京は日本の首都です東京は日本の首都です', 12);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(12);
    expect(parts.join('')).toBe('東京は日本の首都です東京は日本の首都です');
  });

  it('splits a 61,000-character paste into messages the server takes, in order, losing nothing', () => {
    const sentence = 'We met at the climate dinner and talked about the fund for a long while. ';
    const paragraph = sentence.repeat(12).trim();
    const text = Array.from({ length: 70 }, (_, index) => `${index + 1}. ${paragraph}`)
      .join('\n\n')
      .slice(0, 61_000);
    const parts = splitIntoMessages(text);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(limits.messageMaxLength);
      // Whole paragraphs, each part but the last at least half full.
      expect(part).toMatch(/^\d+\. We met/);
      expect(part).toBe(part.trim());
    }
    for (const part of parts.slice(0, -1)) {
      expect(part.endsWith('a long while.')).toBe(true);
      expect(part.length).toBeGreaterThanOrEqual(limits.messageMaxLength / 2);
    }
    expect(words(parts.join(' '))).toEqual(words(text));
  });
});
