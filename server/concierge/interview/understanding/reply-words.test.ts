import { describe, expect, it } from 'vitest';
import { readOpeningWords, readReplyWords } from './reply-words.ts';

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

  it('reads a pass or a "not sure" said as a whole phrase, with a word of thanks or please beside it', () => {
    expect(readReplyWords('sina uhakika', 'question')).toBe('unsure');
    expect(readReplyWords('następne pytanie proszę', 'question')).toBe('skip');
    expect(readReplyWords('sonraki soru lütfen', 'question')).toBe('skip');
    expect(readReplyWords('よくわかりません', 'question')).toBe('unsure');
    expect(readReplyWords('nej takk', 'summary')).toBe('no');
  });

  it('reads yes and no in the languages of the Unicode CLDR, in their script or romanized, and never an English word', () => {
    expect(readReplyWords('evet', 'summary')).toBe('yes');
    expect(readReplyWords('igen!', 'summary')).toBe('yes');
    expect(readReplyWords('όχι', 'summary')).toBe('no');
    expect(readReplyWords('hapana', 'summary')).toBe('no');
    expect(readReplyWords('yes', 'summary')).toBeNull();
    expect(readReplyWords('hmm', 'summary')).toBeNull();
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

describe('readOpeningWords', () => {
  const english = new Set(['remove', 'the', 'bakery', 'add']);
  const known = (word: string) => english.has(word);

  it('reads a set phrase set apart at the start of a reply that goes on in words the reader does not know', () => {
    expect(readOpeningWords('nein, das bin ich nicht', 'summary', known)).toBe('no');
    expect(readOpeningWords('hayır: hiç doğru değil', 'summary', known)).toBe('no');
    expect(readOpeningWords('oui, c’est parfait', 'summary', known)).toBe('yes');
    expect(readOpeningWords('ja, aber ohne Fußball', 'summary', known)).toBe('change');
    expect(readOpeningWords('keine Ahnung, ehrlich gesagt', 'question', known)).toBe('unsure');
    expect(readOpeningWords('不是，我不做这个', 'summary', known)).toBe('no');
    expect(readOpeningWords('nein, so ist es nicht', 'summary', (word) => word === 'so' || word === 'es')).toBe('no');
  });

  it('leaves the reply to the reader when the rest has a word it knows, when nothing sets the phrase apart, or when a "no" may begin an answer', () => {
    expect(readOpeningWords('nein, remove the bakery', 'summary', known)).toBeNull();
    expect(readOpeningWords('nein das bin ich nicht', 'summary', known)).toBeNull();
    expect(readOpeningWords('nein, ich bin Bäcker', 'question', known)).toBeNull();
    expect(readOpeningWords('no, es incorrecto', 'summary', known)).toBeNull();
  });
});
