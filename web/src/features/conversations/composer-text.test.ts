import { describe, expect, it } from 'vitest';
import { limits } from '../../../../shared/limits.ts';
import { isSendKey, lengthCounter, messageToSend, shouldSignalTyping } from './composer-text.ts';

describe('composer text', () => {
  it('sends trimmed text and never an empty or too long one', () => {
    expect(messageToSend('  hello\nthere \n')).toBe('hello\nthere');
    expect(messageToSend(' \n\t ')).toBeNull();
    expect(messageToSend('x'.repeat(limits.messageMaxLength))).toHaveLength(limits.messageMaxLength);
    expect(messageToSend('x'.repeat(limits.messageMaxLength + 1))).toBeNull();
  });

  it('shows the counter only near the limit', () => {
    expect(lengthCounter('x'.repeat(3799))).toBeNull();
    expect(lengthCounter('x'.repeat(3800))).toBe('3,800 / 4,000');
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
