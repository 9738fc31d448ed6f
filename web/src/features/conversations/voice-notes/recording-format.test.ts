import { describe, expect, it } from 'vitest';
import { chooseRecordingType, voiceNoteFileName } from './recording-format.ts';

const supports =
  (...types: string[]) =>
  (type: string) =>
    types.includes(type);

describe('chooseRecordingType', () => {
  it('prefers Opus in WebM (Chromium, Firefox)', () => {
    expect(chooseRecordingType(supports('audio/webm', 'audio/webm;codecs=opus', 'audio/mp4'))).toBe('audio/webm;codecs=opus');
  });

  it('falls back to MP4 (Safari), then Ogg Opus, then plain WebM', () => {
    expect(chooseRecordingType(supports('audio/mp4'))).toBe('audio/mp4');
    expect(chooseRecordingType(supports('audio/ogg;codecs=opus', 'audio/webm'))).toBe('audio/ogg;codecs=opus');
    expect(chooseRecordingType(supports('audio/webm'))).toBe('audio/webm');
  });

  it('leaves the choice to the browser when it supports none of them', () => {
    expect(chooseRecordingType(supports())).toBeNull();
  });
});

describe('voiceNoteFileName', () => {
  it('names the file after the container the recorder used', () => {
    expect(voiceNoteFileName('audio/webm;codecs=opus')).toBe('voice-note.webm');
    expect(voiceNoteFileName('audio/mp4; codecs="mp4a.40.2"')).toBe('voice-note.m4a');
    expect(voiceNoteFileName('audio/ogg;codecs=opus')).toBe('voice-note.ogg');
    expect(voiceNoteFileName('')).toBe('voice-note.webm');
  });
});
