import { describe, expect, it } from 'vitest';
import { describeVoiceNoteTime, formatVoiceNoteTime } from './voice-note-time.ts';

describe('formatVoiceNoteTime', () => {
  it('shows minutes and two-digit seconds, rounding down', () => {
    expect(formatVoiceNoteTime(0)).toBe('0:00');
    expect(formatVoiceNoteTime(999)).toBe('0:00');
    expect(formatVoiceNoteTime(7_400)).toBe('0:07');
    expect(formatVoiceNoteTime(65_000)).toBe('1:05');
    expect(formatVoiceNoteTime(300_000)).toBe('5:00');
  });

  it('shows nothing odd for negative or unknown lengths', () => {
    expect(formatVoiceNoteTime(-20)).toBe('0:00');
    expect(formatVoiceNoteTime(Number.NaN)).toBe('0:00');
    expect(formatVoiceNoteTime(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});

describe('describeVoiceNoteTime', () => {
  it('spells the time out for screen readers', () => {
    expect(describeVoiceNoteTime(0)).toBe('0 seconds');
    expect(describeVoiceNoteTime(1_000)).toBe('1 second');
    expect(describeVoiceNoteTime(7_900)).toBe('7 seconds');
    expect(describeVoiceNoteTime(60_000)).toBe('1 minute');
    expect(describeVoiceNoteTime(125_000)).toBe('2 minutes 5 seconds');
  });
});
