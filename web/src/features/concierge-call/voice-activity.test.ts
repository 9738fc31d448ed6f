import { describe, expect, it } from 'vitest';
import {
  checkSound,
  freshSoundCheck,
  hearLevel,
  noSoundMs,
  quietVoiceActivity,
  type VoiceActivity,
  type VoiceActivitySignal,
} from './voice-activity.ts';

const settings = { speechLevel: 0.5, speechMs: 200, silenceMs: 1000 };

/** Feeds one level every 100 ms and lists the signals that were not 'none', with their times. */
function signalsOf(levels: number[]): [number, VoiceActivitySignal][] {
  let activity: VoiceActivity = quietVoiceActivity;
  const signals: [number, VoiceActivitySignal][] = [];
  levels.forEach((level, index) => {
    const heard = hearLevel(activity, level, index * 100, settings);
    activity = heard.activity;
    if (heard.signal !== 'none') signals.push([index * 100, heard.signal]);
  });
  return signals;
}

describe('voice activity', () => {
  it('hears speech once the level stays up, and ends the turn after the silence that follows', () => {
    const speech = [0.6, 0.7, 0.8, 0.6, 0.2];
    const silence = Array<number>(11).fill(0.1);
    expect(signalsOf([0.1, ...speech, ...silence])).toEqual([
      [300, 'speech_started'],
      [1400, 'turn_ended'],
    ]);
  });

  it('does not take a short click for speech, nor end a turn before anyone spoke', () => {
    expect(signalsOf([0.9, 0.1, 0.9, 0.1, ...Array<number>(30).fill(0)])).toEqual([]);
  });

  it('waits through a pause shorter than the silence', () => {
    const levels = [0.6, 0.6, 0.6, ...Array<number>(8).fill(0), 0.7, ...Array<number>(10).fill(0)];
    expect(signalsOf(levels)).toEqual([
      [200, 'speech_started'],
      [2100, 'turn_ended'],
    ]);
  });
});

describe('checkSound', () => {
  it('says once that the microphone gives no sound after a stretch of exact silence, and takes it back at the first sound', () => {
    let check = freshSoundCheck;
    const signals: string[] = [];
    for (const [silent, at] of [
      [true, 0],
      [true, noSoundMs - 1],
      [true, noSoundMs],
      [true, noSoundMs + 500],
      [false, noSoundMs + 600],
      [false, noSoundMs + 700],
    ] as const) {
      const heard = checkSound(check, silent, at);
      check = heard.check;
      signals.push(heard.signal);
    }
    expect(signals).toEqual(['none', 'none', 'no_sound', 'none', 'sound_back', 'none']);
  });

  it('starts counting afresh after any sound', () => {
    let { check } = checkSound(freshSoundCheck, true, 0);
    ({ check } = checkSound(check, false, noSoundMs - 100));
    expect(checkSound(check, true, noSoundMs).signal).toBe('none');
  });
});
