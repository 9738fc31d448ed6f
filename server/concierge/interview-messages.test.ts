import { describe, expect, it } from 'vitest';
import type { ConciergeMessage } from '../../shared/api/concierge.ts';
import { callStart, interviewTranscript, isUnheard, nextConciergeLine, timeOrder, type InterviewMessage } from './interview-messages.ts';

const text = 'text-conversation';
const voice = 'voice-conversation';
const asking: ConciergeMessage = { step: 'question', subject: 'looking_for', quickAnswers: [], canSkip: true, proposal: null };

let clock = 0;
/** A message one millisecond after the previous one, numbered in its conversation by the clock too. */
function at(conversationId: string, message: Partial<InterviewMessage> & Pick<InterviewMessage, 'id' | 'from'>): InterviewMessage {
  clock += 1;
  return {
    conversationId,
    sequence: clock,
    createdAt: clock,
    text: message.id,
    concierge: null,
    answers: null,
    transcription: null,
    ...message,
  };
}
const guest = (conversationId: string, id: string) => at(conversationId, { id, from: 'guest' });
const concierge = (conversationId: string, id: string, answers: string | null) =>
  at(conversationId, { id, from: 'concierge', answers, concierge: asking });
const voiceTurn = (id: string, transcription: InterviewMessage['transcription'], words = '') =>
  at(voice, { id, from: 'guest', text: words, transcription });
const ids = (messages: { id: string }[]) => messages.map((message) => message.id);

describe('timeOrder', () => {
  it('merges both conversations by time, then by sequence', () => {
    const a = guest(text, 'a');
    const b = guest(voice, 'b');
    const c = { ...guest(text, 'c'), createdAt: b.createdAt, sequence: b.sequence + 1 };
    expect(ids(timeOrder([c, b, a]))).toEqual(['a', 'b', 'c']);
  });
});

describe('interviewTranscript', () => {
  it('reads text and voice turns as one transcript, each reply after what it answers', () => {
    const messages = [
      concierge(text, 'greeting', 'greeting'),
      guest(text, 't1'),
      concierge(text, 'r1', 't1'),
      voiceTurn('v1', 'done', 'I build batteries'),
      concierge(voice, 'r2', 'v1'),
    ];
    expect(ids(interviewTranscript(messages))).toEqual(['greeting', 't1', 'r1', 'v1', 'r2']);
    expect(interviewTranscript(messages).find((message) => message.id === 'v1')).toMatchObject({
      conversationId: voice,
      text: 'I build batteries',
    });
  });

  it("leaves out voice turns without words, the concierge's answers to them and call openings", () => {
    const messages = [
      concierge(text, 'q', 'greeting'),
      concierge(voice, 'opening', 'call:q'),
      voiceTurn('silent', 'failed'),
      concierge(voice, 'sorry', 'silent'),
      voiceTurn('waiting', 'pending'),
    ];
    expect(ids(interviewTranscript(messages))).toEqual(['q']);
  });
});

describe('isUnheard', () => {
  it('tells a voice turn that will never have words from one that waits for them', () => {
    expect(isUnheard(voiceTurn('v', 'failed'), true)).toBe(true);
    expect(isUnheard(voiceTurn('v', 'done'), true)).toBe(true);
    expect(isUnheard(voiceTurn('v', 'transcribed'), true)).toBe(true);
    expect(isUnheard(voiceTurn('v', 'pending'), true)).toBe(false);
    expect(isUnheard(voiceTurn('v', 'none'), true)).toBe(false);
    expect(isUnheard(voiceTurn('v', 'none'), false)).toBe(true);
    expect(isUnheard(voiceTurn('v', 'done', 'words'), true)).toBe(false);
    expect(isUnheard(guest(text, 'typed'), false)).toBe(false);
  });
});

describe('nextConciergeLine', () => {
  it('greets an empty interview, and answers the newest guest message in its own conversation', () => {
    expect(nextConciergeLine([], true)).toEqual({ kind: 'greeting' });
    const messages = [concierge(text, 'q', 'greeting'), guest(text, 't1'), voiceTurn('v1', 'none', 'by voice')];
    expect(nextConciergeLine(messages, false)).toMatchObject({ kind: 'answer', message: { id: 'v1', conversationId: voice } });
  });

  it('says once that it could not hear a voice turn that will have no words', () => {
    const asked = [concierge(text, 'q', 'greeting'), voiceTurn('silent', 'none')];
    expect(nextConciergeLine(asked, false)).toMatchObject({ kind: 'not_heard', message: { id: 'silent' } });
    expect(nextConciergeLine(asked, true)).toEqual({ kind: 'none' });
    expect(nextConciergeLine([...asked, concierge(voice, 'sorry', 'silent')], false)).toEqual({ kind: 'none' });
  });
});

describe('callStart', () => {
  it('opens from the question the concierge waits on, saying whether the guest has answered anything', () => {
    expect(callStart([], voice)).toEqual({ kind: 'open', pending: undefined, resumed: false });
    const greeting = concierge(text, 'greeting', 'greeting');
    expect(callStart([greeting], voice)).toMatchObject({ kind: 'open', pending: { id: 'greeting' }, resumed: false });
    const later = [greeting, guest(text, 't1'), concierge(text, 'r1', 't1')];
    expect(callStart(later, voice)).toMatchObject({ kind: 'open', pending: { id: 'r1' }, resumed: true });
  });

  it("waits on the concierge's newest line when it is in the voice conversation already", () => {
    const messages = [concierge(text, 'q', 'greeting'), concierge(voice, 'opening', 'call:q')];
    expect(callStart(messages, voice)).toEqual({ kind: 'waiting', messageId: 'opening' });
  });

  it('is replying while the newest turn (with words or not yet) awaits its answer', () => {
    const asked = concierge(text, 'q', 'greeting');
    expect(callStart([asked, guest(text, 't1')], voice)).toEqual({ kind: 'replying' });
    expect(callStart([asked, voiceTurn('v', 'pending')], voice)).toEqual({ kind: 'replying' });
  });
});
