import { describe, expect, it } from 'vitest';
import type { Message } from '../../../../shared/api/conversations.ts';
import { conciergeIds, fixableTurn, spokenBefore } from './concierge-lines.ts';

function message(id: string, sequence: number, senderKind: Message['senderKind']): Message {
  return {
    id,
    conversationId: 'voice',
    sequence,
    senderKind,
    senderId: senderKind === 'user' ? 'guest' : null,
    kind: senderKind === 'user' ? 'voice_note' : 'text',
    text: senderKind === 'user' ? null : `line ${id}`,
    clientId: null,
    createdAt: sequence,
    voiceNote: null,
    call: null,
    concierge: null,
  };
}

const conversation = [message('greeting', 1, 'concierge'), message('turn', 2, 'user'), message('reply', 3, 'concierge')];

describe('the concierge lines a call speaks', () => {
  it('lists the concierge messages only', () => {
    expect(conciergeIds(conversation)).toEqual(['greeting', 'reply']);
  });

  it('speaks none of those before the call, only its opening line', () => {
    expect(spokenBefore(conversation, 'opening')).toEqual(new Set(['greeting', 'reply', 'opening']));
  });

  it('speaks a reply to the last turn that landed before the call opened, when the concierge owed one', () => {
    expect(spokenBefore(conversation, null)).toEqual(new Set(['greeting']));
    expect(spokenBefore(conversation.slice(0, 2), null)).toEqual(new Set(['greeting']));
  });

  it('never speaks a line a fix set aside', () => {
    const setAside: Message = {
      ...conversation[2]!,
      concierge: { step: 'question', subject: null, quickAnswers: [], canSkip: false, proposal: null, superseded: true },
    };
    expect(conciergeIds([...conversation.slice(0, 2), setAside, message('answer', 4, 'concierge')])).toEqual(['greeting', 'answer']);
  });
});

describe('the turn the guest may fix', () => {
  const heard = (id: string, sequence: number, transcript: string | null): Message => ({
    ...message(id, sequence, 'user'),
    voiceNote: { mediaId: `media-${id}`, contentType: 'audio/wav', sizeBytes: 44, durationMs: 1000, transcript },
  });

  it('is the newest turn, once words were heard of it, whether the concierge answered it yet or not', () => {
    const first = heard('first', 2, 'I build boats');
    const newest = heard('newest', 4, 'I bild batteries');
    expect(fixableTurn([conversation[0]!, first, message('reply', 3, 'concierge'), newest])).toBe(newest);
    expect(fixableTurn([conversation[0]!, first, message('reply', 3, 'concierge'), newest, message('answer', 5, 'concierge')])).toBe(
      newest,
    );
  });

  it('is none while the newest turn is being transcribed, or is not a voice turn, or before any turn', () => {
    expect(fixableTurn([heard('first', 2, 'I build boats'), heard('newest', 3, null)])).toBeNull();
    expect(fixableTurn([heard('first', 2, 'I build boats'), { ...message('typed', 3, 'user'), kind: 'text', text: 'Hi' }])).toBeNull();
    expect(fixableTurn(conversation.slice(0, 1))).toBeNull();
  });

  it('is none once the concierge saved the dossier on it', () => {
    const saved: Message = {
      ...message('saved', 3, 'concierge'),
      concierge: { step: 'saved', subject: null, quickAnswers: [], canSkip: false, proposal: null },
    };
    expect(fixableTurn([heard('confirmation', 2, 'Looks right'), saved])).toBeNull();
  });
});
