import { describe, expect, it } from 'vitest';
import { readReplyWords } from './reply-words.ts';

describe('readReplyWords', () => {
  it('reads short replies wholly in another language, with fillers and accents or without', () => {
    expect(readReplyWords('je sais pas', 'question')).toBe('unsure');
    expect(readReplyWords('euh… aucune idée', 'summary')).toBe('unsure');
    expect(readReplyWords('niks meer', 'question')).toBe('skip');
    expect(readReplyWords('nein', 'summary')).toBe('no');
    expect(readReplyWords('Não sei ainda', 'question')).toBe('unsure');
    expect(readReplyWords('不知道', 'question')).toBe('unsure');
    expect(readReplyWords('tak, dobrze', 'summary')).toBe('yes');
  });

  it('reads a "no" after a question as nothing more to say, and leaves a "yes" there to the reader', () => {
    expect(readReplyWords('nein', 'question')).toBe('skip');
    expect(readReplyWords('ja', 'question')).toBeNull();
  });

  it('lets "no" lean on what comes with it, and gives up when meanings disagree', () => {
    expect(readReplyWords('no, no lo sé', 'summary')).toBe('unsure');
    expect(readReplyWords('oui, je sais pas', 'summary')).toBeNull();
  });

  it('leaves English, and any reply with a word it does not list, to the reader', () => {
    expect(readReplyWords('no', 'summary')).toBeNull();
    expect(readReplyWords('not sure', 'question')).toBeNull();
    expect(readReplyWords('nein, ich bin Bäcker', 'question')).toBeNull();
  });
});
