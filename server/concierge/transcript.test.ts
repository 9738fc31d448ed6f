import { describe, expect, it } from 'vitest';
import { conversationalOrder, type StoredTranscriptMessage } from './transcript.ts';

let sequence = 0;
const guest = (id: string): StoredTranscriptMessage => ({
  id,
  sequence: ++sequence,
  from: 'guest',
  text: id,
  concierge: null,
  answers: null,
});
const reply = (id: string, answers: string | null): StoredTranscriptMessage => ({
  id,
  sequence: ++sequence,
  from: 'concierge',
  text: id,
  concierge: null,
  answers,
});
const ids = (messages: { id: string }[]) => messages.map((message) => message.id);

describe('conversationalOrder', () => {
  it('keeps a conversation that alternates as it is, without the reply links', () => {
    const messages = [reply('greeting', 'greeting'), guest('a'), reply('ra', 'a'), guest('b'), reply('rb', 'b')];
    const ordered = conversationalOrder(messages);
    expect(ids(ordered)).toEqual(['greeting', 'a', 'ra', 'b', 'rb']);
    expect(ordered[1]).toEqual({ id: 'a', sequence: messages[1]!.sequence, from: 'guest', text: 'a', concierge: null });
  });

  it('puts a reply stored after a newer guest message right after the message it answers', () => {
    const ordered = conversationalOrder([reply('greeting', 'greeting'), guest('a'), guest('b'), reply('ra', 'a')]);
    expect(ids(ordered)).toEqual(['greeting', 'a', 'ra', 'b']);
  });

  it('leaves two unanswered guest messages in a row, and a reply to a message not in the transcript, where they are', () => {
    expect(ids(conversationalOrder([reply('greeting', 'greeting'), guest('a'), guest('b')]))).toEqual(['greeting', 'a', 'b']);
    expect(ids(conversationalOrder([guest('a'), reply('r-voice', 'untranscribed'), guest('b')]))).toEqual(['a', 'r-voice', 'b']);
  });
});
