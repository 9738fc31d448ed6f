import { describe, expect, it } from 'vitest';
import { voiceNoteAudioUrl, voiceNoteForm } from './voice-notes.ts';

describe('voiceNoteForm', () => {
  it('puts clientId and durationMs before the audio file', async () => {
    const audio = new Blob([Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3)], { type: 'audio/webm;codecs=opus' });
    const form = voiceNoteForm({ clientId: 'c0ffee00-0000-4000-8000-000000000001', audio, durationMs: 2_345.6 });

    expect([...form.keys()]).toEqual(['clientId', 'durationMs', 'audio']);
    expect(form.get('clientId')).toBe('c0ffee00-0000-4000-8000-000000000001');
    expect(form.get('durationMs')).toBe('2346');
    const file = form.get('audio') as File;
    expect(file.name).toBe('voice-note.webm');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3));
  });

  it("puts a call turn's transcript with the text fields, and a WAV turn under its own name", () => {
    const audio = new Blob([Uint8Array.of(0x52, 0x49, 0x46, 0x46)], { type: 'audio/wav' });
    const form = voiceNoteForm({ clientId: 'c0ffee00-0000-4000-8000-000000000002', audio, durationMs: 1_000 }, 'I build batteries');

    expect([...form.keys()]).toEqual(['clientId', 'durationMs', 'transcript', 'audio']);
    expect(form.get('transcript')).toBe('I build batteries');
    expect((form.get('audio') as File).name).toBe('voice-note.wav');
  });
});

describe('voiceNoteAudioUrl', () => {
  it('is the note under its conversation, with both ids escaped', () => {
    expect(voiceNoteAudioUrl('conv-1', 'media-2')).toBe('/api/conversations/conv-1/voice-notes/media-2');
    expect(voiceNoteAudioUrl('a/b', 'c?d')).toBe('/api/conversations/a%2Fb/voice-notes/c%3Fd');
  });
});
