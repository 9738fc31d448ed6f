import { describe, expect, it } from 'vitest';
import { matchesToTellAbout, newMatchesText, peopleToMeet } from './matching-counts.ts';

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

describe('matchesToTellAbout', () => {
  const viewer = 'ana';
  const chat = (id: string, anaRead: number, lastSender: string | null) => ({
    id,
    members: [
      { userId: viewer, lastReadSequence: anaRead },
      { userId: 'other', lastReadSequence: 5 },
    ],
    lastMessage: lastSender === null ? null : { senderId: lastSender },
  });

  it('counts new matches whose chat the viewer has neither opened nor written in', () => {
    const matches = [
      { id: 'untouched', isNew: true, conversationId: 'c1' },
      { id: 'they-wrote', isNew: true, conversationId: 'c2' },
      { id: 'opened', isNew: true, conversationId: 'c3' },
      { id: 'wrote', isNew: true, conversationId: 'c4' },
      { id: 'seen-before', isNew: false, conversationId: 'c5' },
      { id: 'chat-not-listed', isNew: true, conversationId: 'c6' },
    ];
    const conversations = [chat('c1', 0, null), chat('c2', 0, 'other'), chat('c3', 2, 'other'), chat('c4', 0, viewer), chat('c5', 0, null)];
    expect(matchesToTellAbout(matches, conversations, viewer).map((match) => match.id)).toEqual([
      'untouched',
      'they-wrote',
      'chat-not-listed',
    ]);
  });

  it("does not take another member's read mark for the viewer's", () => {
    const matches = [{ id: 'm', isNew: true, conversationId: 'c1' }];
    expect(matchesToTellAbout(matches, [chat('c1', 0, 'other')], viewer)).toHaveLength(1);
  });
});
