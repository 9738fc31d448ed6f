import { describe, expect, it } from 'vitest';
import { answerText, blockedText, eventProspectsSummary, firstNameOf, introducedByText } from './prospect-text.ts';

const dana = { id: 'u2', name: 'Dana Levi', pictureId: null, headline: '' };

describe('firstNameOf', () => {
  it('takes the first word of the name, and "them" without one', () => {
    expect(firstNameOf({ name: '  Dana   Levi ' })).toBe('Dana');
    expect(firstNameOf({ name: null })).toBe('them');
    expect(firstNameOf({ name: '  ' })).toBe('them');
  });
});

describe('introducedByText', () => {
  it('names the host, or says a host did', () => {
    expect(introducedByText(null)).toBeNull();
    expect(introducedByText({ id: 'h1', name: 'Maya Host' })).toBe('Introduced by Maya Host');
    expect(introducedByText({ id: 'h1', name: null })).toBe('Introduced by a host');
  });
});

describe('answerText', () => {
  it('says nothing before an answer, and what happens next after one', () => {
    expect(answerText({ user: dana, interest: null, matched: false })).toBeNull();
    expect(answerText({ user: dana, interest: 'INTERESTED', matched: false })).toBe(
      "You said yes. If Dana says yes too, you're matched and can chat.",
    );
    expect(answerText({ user: { ...dana, name: null }, interest: 'INTERESTED', matched: false })).toBe(
      "You said yes. If they say yes too, you're matched and can chat.",
    );
    expect(answerText({ user: dana, interest: 'NOT_INTERESTED', matched: false })).toBe("You passed on Dana Levi. They won't know.");
    expect(answerText({ user: dana, interest: 'INTERESTED', matched: true })).toBe("You and Dana both said yes: you're matched.");
  });
});

describe('eventProspectsSummary', () => {
  const open = { interest: null, matched: false } as const;
  const yes = { interest: 'INTERESTED', matched: false } as const;

  it('says why there is no list yet', () => {
    expect(eventProspectsSummary({ status: 'no_dossier', prospects: [], matchCount: 0 })).toBe(
      'Finish your dossier to see whom to meet here.',
    );
    expect(eventProspectsSummary({ status: 'computing', prospects: [], matchCount: 0 })).toBe('Finding people for you…');
    expect(eventProspectsSummary({ status: 'ready', prospects: [], matchCount: 0 })).toBe('Nobody to suggest yet.');
  });

  it('counts neither matched people (they are matches) nor the ones passed on', () => {
    const no = { interest: 'NOT_INTERESTED', matched: false } as const;
    const matched = { interest: 'INTERESTED', matched: true } as const;
    expect(eventProspectsSummary({ status: 'ready', prospects: [matched, open, no], matchCount: 1 })).toBe(
      '1 person to meet · 1 waiting for your answer · 1 match',
    );
    expect(eventProspectsSummary({ status: 'ready', prospects: [no], matchCount: 0 })).toBe(
      'Nobody left to meet: you passed on everyone suggested so far.',
    );
  });

  it('counts people, unanswered ones and matches', () => {
    expect(eventProspectsSummary({ status: 'ready', prospects: [open], matchCount: 0 })).toBe(
      '1 person to meet · 1 waiting for your answer',
    );
    expect(eventProspectsSummary({ status: 'computing', prospects: [open, yes, open], matchCount: 2 })).toBe(
      '3 people to meet · 2 waiting for your answer · 2 matches',
    );
    expect(eventProspectsSummary({ status: 'ready', prospects: [yes], matchCount: 1 })).toBe('1 person to meet · 1 match');
    expect(eventProspectsSummary({ status: 'ready', prospects: [], matchCount: 1 })).toBe('1 match');
  });
});

describe('blockedText', () => {
  it('says who left the list and where to undo it', () => {
    expect(blockedText('Ben Okafor', 'hide')).toBe('Ben Okafor hidden. Undo from your prospects page.');
    expect(blockedText('Ben Okafor', 'block')).toBe('Ben Okafor blocked. Undo from your prospects page.');
  });
});
