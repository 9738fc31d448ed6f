import { describe, expect, it } from 'vitest';
import { faq } from './faq.ts';
import { matchFaq, stem, terms } from './faq-match.ts';

const ids = (question: string) => matchFaq(question, faq).map((entry) => entry.id);

describe('stem', () => {
  it('makes inflected forms of a word equal', () => {
    expect(new Set(['matches', 'matching', 'matched', 'match'].map(stem))).toEqual(new Set(['match']));
    expect(stem('deleting')).toBe(stem('delete'));
  });

  it('leaves short words whole', () => {
    expect(stem('sms')).toBe('sms');
    expect(stem('use')).toBe('use');
  });
});

describe('terms', () => {
  it('drops words that say nothing and punctuation', () => {
    expect(terms('How do I get my CODE?!')).toEqual(new Set([stem('code')]));
  });
});

describe('matchFaq', () => {
  it('finds the entry a question is about, however it is worded', () => {
    expect(ids('I never received the sms with my code')[0]).toBe('sign-in-code');
    expect(ids('how are matches chosen?')[0]).toBe('matching');
    expect(ids('Can I delete my account')[0]).toBe('delete-account');
    expect(ids('who sees my phone number')[0]).toBe('privacy');
    expect(ids('I have an invitation link, how do I join the event')[0]).toBe('join-event');
  });

  it('suggests nothing for a question the FAQ does not cover, or for no words at all', () => {
    expect(ids('the pasta at the buffet was cold')).toEqual([]);
    expect(ids('???')).toEqual([]);
  });

  it('keeps to the limit, best first', () => {
    const found = matchFaq('delete my account and my data, and who can see my data', faq, { limit: 1 });
    expect(found.map((entry) => entry.id)).toEqual(['delete-account']);
    expect(matchFaq('delete my account and my data, and who can see my data', faq).map((entry) => entry.id)).toEqual([
      'delete-account',
      'privacy',
    ]);
  });
});
