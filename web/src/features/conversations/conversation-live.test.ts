import { describe, expect, it } from 'vitest';
import { emptyLiveState, liveReducer, nextTypingExpiry, readMarks, typingUserIds, type LiveAction } from './conversation-live.ts';
import { textMessage } from './testing/messages.ts';

function run(...actions: LiveAction[]) {
  return actions.reduce(liveReducer, emptyLiveState);
}

describe('liveReducer', () => {
  it('merges arriving messages by id, in sequence order', () => {
    const state = run(
      { type: 'messages', messages: [textMessage(2), textMessage(1)] },
      { type: 'messages', messages: [textMessage(2, { text: 'edited' }), textMessage(3)] },
    );
    expect(state.messages.map((message) => [message.sequence, message.text])).toEqual([
      [1, 'Message 1'],
      [2, 'edited'],
      [3, 'Message 3'],
    ]);
  });

  it('takes presence and read marks from opened, and never moves a read mark back', () => {
    const state = run(
      { type: 'opened', members: [{ userId: 'ana', online: true, lastReadSequence: 5 }] },
      { type: 'read', userId: 'ana', sequence: 3 },
      { type: 'presence', userId: 'ana', online: false },
      { type: 'read', userId: 'ana', sequence: 8 },
    );
    expect(state.members).toEqual({ ana: { online: false, lastReadSequence: 8 } });
  });

  it('shows typing until it expires or the typist sends their message', () => {
    let state = run({ type: 'typing', userId: 'ana', until: 5000 }, { type: 'typing', userId: 'ben', until: 6000 });
    expect(typingUserIds(state)).toEqual(['ana', 'ben']);
    expect(nextTypingExpiry(state)).toBe(5000);

    state = liveReducer(state, { type: 'typing-expired', now: 5000 });
    expect(typingUserIds(state)).toEqual(['ben']);
    state = liveReducer(state, { type: 'messages', messages: [textMessage(1, { senderId: 'ben' })] });
    expect(typingUserIds(state)).toEqual([]);
    expect(nextTypingExpiry(state)).toBeNull();
  });

  it('stops showing typing for someone who went offline', () => {
    const state = run({ type: 'typing', userId: 'ana', until: 5000 }, { type: 'presence', userId: 'ana', online: false });
    expect(typingUserIds(state)).toEqual([]);
  });
});

describe('readMarks', () => {
  it('takes the later of the loaded and the live mark', () => {
    const live = run({ type: 'read', userId: 'ana', sequence: 7 }, { type: 'read', userId: 'ben', sequence: 1 });
    const members = [
      { userId: 'ana', name: 'Ana', pictureId: null, deleted: false, lastReadSequence: 4 },
      { userId: 'ben', name: 'Ben', pictureId: null, deleted: false, lastReadSequence: 3 },
    ];
    expect([...readMarks(members, live)]).toEqual([
      ['ana', 7],
      ['ben', 3],
    ]);
  });
});
