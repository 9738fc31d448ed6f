import { describe, expect, it } from 'vitest';
import type { ConciergeMessage } from '../../shared/api/concierge.ts';
import {
  callStart,
  interviewTranscript,
  isUnheard,
  nextConciergeLine,
  textContinuation,
  timeOrder,
  turnFix,
  type InterviewMessage,
} from './interview-messages.ts';

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

describe('a fixed turn', () => {
  const setAside = (line: InterviewMessage): InterviewMessage => ({
    ...line,
    answers: `superseded:${line.id}`,
    concierge: { ...asking, superseded: true },
  });

  it('sets aside every concierge line after the newest turn, which came from the words heard', () => {
    const messages = [
      concierge(voice, 'opening', 'call:greeting'),
      guest(text, 't1'),
      concierge(text, 'r1', 't1'),
      voiceTurn('v1', 'done', 'I bild batteries'),
      concierge(voice, 'r2', 'v1'),
      concierge(text, 'continued', 'text:r2'),
    ];
    expect(turnFix(messages, 'v1', 'I build batteries')).toEqual({ kind: 'fix', supersededIds: ['r2', 'continued'] });
    expect(turnFix(messages, 'v1', 'I bild batteries')).toEqual({ kind: 'unchanged' });
    expect(turnFix(messages, 't1', 'Hello')).toEqual({ kind: 'not_newest' });
    expect(turnFix(messages, 'r2', 'Hello')).toEqual({ kind: 'not_newest' });
  });

  it('may be fixed again: only the lines still standing are set aside', () => {
    const turn = voiceTurn('v1', 'done', 'I build batteries');
    const messages = [turn, setAside(concierge(voice, 'r1', 'v1')), concierge(voice, 'r2', 'v1')];
    expect(turnFix(messages, 'v1', 'I build boats')).toEqual({ kind: 'fix', supersededIds: ['r2'] });
    // An unheard turn, answered "I couldn't make that out", may get its words too.
    const unheard = [voiceTurn('v2', 'failed'), concierge(voice, 'sorry', 'v2')];
    expect(turnFix(unheard, 'v2', 'I build boats')).toEqual({ kind: 'fix', supersededIds: ['sorry'] });
  });

  it('cannot take back a dossier the concierge saved on the turn', () => {
    const confirmation = voiceTurn('v1', 'done', 'Looks right');
    const saved = { ...concierge(voice, 'saved', 'v1'), concierge: { ...asking, step: 'saved' as const } };
    expect(turnFix([confirmation, saved], 'v1', 'Change the headline')).toEqual({ kind: 'saved' });
  });

  it('leaves the set-aside lines out of what the brain reads, so the turn awaits its new answer', () => {
    const messages = [
      concierge(voice, 'opening', 'greeting'),
      voiceTurn('v1', 'done', 'I build boats'),
      setAside(concierge(voice, 'r1', 'v1')),
    ];
    expect(ids(interviewTranscript(messages))).toEqual(['opening', 'v1']);
    expect(nextConciergeLine(messages, true)).toMatchObject({ kind: 'answer', message: { id: 'v1' } });
    expect(callStart(messages, voice)).toEqual({ kind: 'replying' });
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

describe('textContinuation', () => {
  it('has nothing to continue while the text chat shows where the interview stands', () => {
    expect(textContinuation([], text)).toEqual({ kind: 'current' });
    const greeting = concierge(text, 'greeting', 'greeting');
    expect(textContinuation([greeting], text)).toEqual({ kind: 'current' });
    // A call opened and left without a word: its opening only repeats the text chat's question.
    expect(textContinuation([greeting, concierge(voice, 'opening', 'call:greeting')], text)).toEqual({ kind: 'current' });
  });

  it('continues after a call with what the guest said there since the text chat, and the question it waits on', () => {
    const messages = [
      concierge(text, 'greeting', 'greeting'),
      guest(text, 't1'),
      concierge(text, 'r1', 't1'),
      concierge(voice, 'opening', 'call:r1'),
      voiceTurn('v1', 'none', 'I build batteries'),
      concierge(voice, 'r2', 'v1'),
      voiceTurn('silent', 'failed'),
      concierge(voice, 'sorry', 'silent'),
      voiceTurn('v2', 'done', 'Investors, mostly'),
      concierge(voice, 'r3', 'v2'),
    ];
    const state = textContinuation(messages, text);
    expect(state).toMatchObject({ kind: 'continue', pending: { id: 'r3', conversationId: voice }, unheard: 0, clientId: 'text:r3' });
    expect(state.kind === 'continue' && state.said.map((message) => message.text)).toEqual(['I build batteries', 'Investors, mostly']);
  });

  it('continues once: a second opening of the text chat finds the line that continued it', () => {
    const messages = [concierge(text, 'greeting', 'greeting'), voiceTurn('v1', 'none', 'words'), concierge(voice, 'r1', 'v1')];
    const continued = concierge(text, 'continued', 'text:r1');
    expect(textContinuation([...messages, continued], text)).toEqual({ kind: 'continued', messageId: 'continued' });
    // Its line is not read as the concierge's: the question it repeats is still the one waited on.
    expect(interviewTranscript([...messages, continued]).map((message) => message.id)).not.toContain('continued');
  });

  it('quotes only what was said on the call since the text chat last continued', () => {
    const first = [
      concierge(text, 'greeting', 'greeting'),
      voiceTurn('v1', 'none', 'first call'),
      concierge(voice, 'r1', 'v1'),
      concierge(text, 'continued', 'text:r1'),
      concierge(voice, 'opening', 'call:r1'),
      voiceTurn('v2', 'none', 'second call'),
      concierge(voice, 'r2', 'v2'),
    ];
    const state = textContinuation(first, text);
    expect(state).toMatchObject({ kind: 'continue', pending: { id: 'r2' } });
    expect(state.kind === 'continue' && state.said.map((message) => message.id)).toEqual(['v2']);
  });

  it('continues after a call none of whose answers could be made out, saying how many, instead of leaving the text chat at its greeting', () => {
    const greeting = concierge(text, 'greeting', 'greeting');
    const messages = [
      greeting,
      concierge(voice, 'opening', 'call:greeting'),
      voiceTurn('silent', 'done'),
      concierge(voice, 'sorry', 'silent'),
      voiceTurn('broken', 'failed'),
      concierge(voice, 'sorry again', 'broken'),
    ];
    expect(textContinuation(messages, text)).toEqual({
      kind: 'continue',
      pending: expect.objectContaining({ id: 'greeting' }),
      said: [],
      unheard: 2,
      clientId: 'text:greeting:broken',
    });
    const continued = concierge(text, 'continued', 'text:greeting:broken');
    expect(textContinuation([...messages, continued], text)).toEqual({ kind: 'current' });
    // A call opened again and left without a word changes nothing.
    expect(textContinuation([...messages, continued, concierge(voice, 'reopened', 'call:greeting')], text)).toEqual({ kind: 'current' });
  });

  it('counts only the answers not made out since the newest one that was', () => {
    const messages = [
      concierge(text, 'greeting', 'greeting'),
      voiceTurn('early', 'done'),
      concierge(voice, 'sorry', 'early'),
      voiceTurn('v1', 'none', 'I build batteries'),
      concierge(voice, 'r1', 'v1'),
      voiceTurn('late', 'done'),
      concierge(voice, 'sorry again', 'late'),
    ];
    expect(textContinuation(messages, text)).toMatchObject({
      kind: 'continue',
      pending: { id: 'r1' },
      unheard: 1,
      clientId: 'text:r1:late',
    });
  });

  it('waits while the newest turn awaits its reply', () => {
    const asked = concierge(text, 'greeting', 'greeting');
    expect(textContinuation([asked, voiceTurn('v1', 'none', 'words')], text)).toEqual({ kind: 'replying' });
    expect(textContinuation([asked, voiceTurn('v1', 'pending')], text)).toEqual({ kind: 'replying' });
    expect(textContinuation([asked, guest(text, 't1')], text)).toEqual({ kind: 'replying' });
  });
});
