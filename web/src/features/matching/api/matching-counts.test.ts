import { describe, expect, it } from 'vitest';
import { newMatchesText, peopleToMeet } from './matching-counts.ts';

describe('peopleToMeet', () => {
  it('leaves out matched people and the ones passed on', () => {
    const prospects = [
      { id: 'open', interest: null, matched: false },
      { id: 'yes', interest: 'INTERESTED', matched: false },
      { id: 'matched', interest: 'INTERESTED', matched: true },
      { id: 'passed', interest: 'NOT_INTERESTED', matched: false },
    ] as const;
    expect(peopleToMeet(prospects).map((prospect) => prospect.id)).toEqual(['open', 'yes']);
  });
});

describe('newMatchesText', () => {
  it('counts one or several', () => {
    expect(newMatchesText(1)).toBe('1 new match');
    expect(newMatchesText(3)).toBe('3 new matches');
  });
});
