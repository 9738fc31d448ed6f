/**
 * Voice activity detection on the microphone's level (0 to 1, the level meter's decibel scale):
 * speech starts when the level stays above a threshold for a moment, and the turn ends after a
 * stretch of silence following speech. Times are in milliseconds from any fixed origin. Pinned
 * by voice-activity.test.ts.
 */

export type VoiceActivitySettings = {
  /** Level above which the microphone hears speech (0.5 ≈ -30 dBFS). */
  speechLevel: number;
  /** How long the level must stay above it to count as speech, so a click or a cough does not. */
  speechMs: number;
  /** How long a silence after speech ends the turn. */
  silenceMs: number;
};

export const defaultVoiceActivitySettings: VoiceActivitySettings = { speechLevel: 0.5, speechMs: 250, silenceMs: 1200 };

export type VoiceActivity = {
  /** When the level first rose above the threshold, while that has not yet lasted `speechMs`. */
  loudSince: number | null;
  /** Whether speech was heard in this turn. */
  heardSpeech: boolean;
  /** When the level last was above the threshold, after speech was heard. */
  lastLoudAt: number | null;
};

export const quietVoiceActivity: VoiceActivity = { loudSince: null, heardSpeech: false, lastLoudAt: null };

/** What a new level measurement means: nothing new, speech just began, or the turn is over. */
export type VoiceActivitySignal = 'none' | 'speech_started' | 'turn_ended';

export function hearLevel(
  activity: VoiceActivity,
  level: number,
  at: number,
  settings: VoiceActivitySettings = defaultVoiceActivitySettings,
): { activity: VoiceActivity; signal: VoiceActivitySignal } {
  const loud = level >= settings.speechLevel;
  if (!activity.heardSpeech) {
    if (!loud) return { activity: { ...activity, loudSince: null }, signal: 'none' };
    const loudSince = activity.loudSince ?? at;
    if (at - loudSince < settings.speechMs) return { activity: { ...activity, loudSince }, signal: 'none' };
    return { activity: { loudSince: null, heardSpeech: true, lastLoudAt: at }, signal: 'speech_started' };
  }
  if (loud) return { activity: { ...activity, lastLoudAt: at }, signal: 'none' };
  const lastLoudAt = activity.lastLoudAt ?? at;
  // Once over, the turn starts afresh: the next speech is the next turn.
  if (at - lastLoudAt >= settings.silenceMs) return { activity: quietVoiceActivity, signal: 'turn_ended' };
  return { activity, signal: 'none' };
}

/**
 * Whether the microphone sends any sound at all: a microphone unplugged, muted on the device or
 * headset, or taken by another app gives blocks of exact zeros, which no real room does (its
 * quietest hiss is not zero). After `noSoundMs` of nothing else, the call says so; the first block
 * with any sound takes that back.
 */
export const noSoundMs = 6000;

export type SoundCheck = { silentSince: number | null; reported: boolean };

export const freshSoundCheck: SoundCheck = { silentSince: null, reported: false };

export function checkSound(
  check: SoundCheck,
  digitalSilence: boolean,
  at: number,
  afterMs = noSoundMs,
): { check: SoundCheck; signal: 'none' | 'no_sound' | 'sound_back' } {
  if (!digitalSilence) return { check: freshSoundCheck, signal: check.reported ? 'sound_back' : 'none' };
  const silentSince = check.silentSince ?? at;
  if (!check.reported && at - silentSince >= afterMs) return { check: { silentSince, reported: true }, signal: 'no_sound' };
  return { check: { ...check, silentSince }, signal: 'none' };
}
