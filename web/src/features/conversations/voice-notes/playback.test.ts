import { describe, expect, it } from 'vitest';
import { clampPosition, playbackTimeText, seekValueText } from './playback.ts';

describe('clampPosition', () => {
  it('keeps the position within the note', () => {
    expect(clampPosition(3_000, 12_000)).toBe(3_000);
    expect(clampPosition(12_400, 12_000)).toBe(12_000);
    expect(clampPosition(-5, 12_000)).toBe(0);
    expect(clampPosition(Number.NaN, 12_000)).toBe(0);
  });
});

describe('playbackTimeText', () => {
  it('shows the length before playing, and position / length once started', () => {
    expect(playbackTimeText(0, 12_000, false)).toBe('0:12');
    expect(playbackTimeText(3_200, 12_000, true)).toBe('0:03 / 0:12');
    expect(playbackTimeText(12_900, 12_000, true)).toBe('0:12 / 0:12');
  });
});

describe('seekValueText', () => {
  it('says where the slider is in words', () => {
    expect(seekValueText(3_000, 65_000)).toBe('3 seconds of 1 minute 5 seconds');
  });
});
