import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkify.ts';

describe('splitLinks', () => {
  it('leaves text without links alone', () => {
    expect(splitLinks('Hello\nthere')).toEqual([{ kind: 'text', text: 'Hello\nthere' }]);
  });

  it('finds http and https links among text, leaving sentence punctuation out', () => {
    expect(splitLinks('See https://tandem.example/a?b=1. Or http://x.test!')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://tandem.example/a?b=1', href: 'https://tandem.example/a?b=1' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'http://x.test', href: 'http://x.test' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('keeps a parenthesis that is part of the address', () => {
    expect(splitLinks('(read https://en.wikipedia.org/wiki/Foo_(bar))')).toEqual([
      { kind: 'text', text: '(read ' },
      { kind: 'link', text: 'https://en.wikipedia.org/wiki/Foo_(bar)', href: 'https://en.wikipedia.org/wiki/Foo_(bar)' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('never links other schemes', () => {
    expect(splitLinks('javascript:alert(1) data:text/html,hi')).toEqual([{ kind: 'text', text: 'javascript:alert(1) data:text/html,hi' }]);
  });
});
