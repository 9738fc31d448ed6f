import { describe, expect, it } from 'vitest';
import { mergeMessages, newestSequence } from './merge-messages.ts';
import { textMessage } from './testing/messages.ts';

describe('mergeMessages', () => {
  it('orders by sequence and keeps one message per id', () => {
    const first = textMessage(1);
    const second = textMessage(2);
    const third = textMessage(3);
    expect(mergeMessages([third, first], [second, third], [first]).map((message) => message.sequence)).toEqual([1, 2, 3]);
  });

  it('keeps the later copy of a message that changed', () => {
    const original = textMessage(4, { text: 'before' });
    const changed = { ...original, text: 'after' };
    expect(mergeMessages([original], [changed])).toEqual([changed]);
  });

  it('is empty for nothing', () => {
    expect(mergeMessages()).toEqual([]);
    expect(mergeMessages([], [])).toEqual([]);
  });
});

describe('newestSequence', () => {
  it('is the highest sequence, or 0 for no messages', () => {
    expect(newestSequence([textMessage(3), textMessage(9), textMessage(5)])).toBe(9);
    expect(newestSequence([])).toBe(0);
  });
});
