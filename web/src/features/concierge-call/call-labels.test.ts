import { describe, expect, it } from 'vitest';
import { callReducer, initialCallState } from './call-machine.ts';
import { phaseLabel, recognizerNote, speechNoticeText } from './call-labels.ts';

describe('the call screen words', () => {
  it('names each phase, pause and mute first', () => {
    const listening = [{ type: 'started', messageId: 'greeting' }, { type: 'playback_ended' }] as const;
    const state = listening.reduce(callReducer, initialCallState(false));
    expect(phaseLabel(initialCallState(false))).toBe('Connecting…');
    expect(phaseLabel(state)).toBe('Your turn: answer aloud');
    expect(phaseLabel(callReducer(state, { type: 'speech_started' }))).toBe('Listening… pause when you are done');
    expect(phaseLabel(callReducer(state, { type: 'toggle_mute' }))).toBe('You are muted');
    expect(phaseLabel(callReducer(state, { type: 'pause' }))).toBe('Call paused');
    expect(phaseLabel(callReducer(state, { type: 'done' }))).toBe('Sending your answer…');
    expect(phaseLabel(callReducer(state, { type: 'end' }))).toBe('Call ended');
  });

  it('says why the guest types a turn: nothing recognises speech here, their words were not made out, or the recognizer failed', () => {
    const opened = [{ type: 'started', messageId: 'greeting' }, { type: 'playback_ended' }, { type: 'done' }] as const;
    expect(phaseLabel(opened.reduce(callReducer, initialCallState(true)))).toBe('Type what you just said');
    const sending = opened.reduce(callReducer, initialCallState(false));
    expect(phaseLabel(callReducer(sending, { type: 'not_recognised', why: 'not_understood' }))).toBe(
      'Your words could not be made out: type what you just said',
    );
    expect(phaseLabel(callReducer(sending, { type: 'not_recognised', why: 'recognizer_unavailable' }))).toBe(
      "Your browser's speech recognition is not working right now: type what you just said",
    );
  });

  it('says which recognizer is used only when it is less accurate than the service', () => {
    expect(recognizerNote('service', true)).toBeNull();
    expect(recognizerNote('offline', false)).toContain('offline speech recognition');
    expect(recognizerNote('browser', true)).toContain("browser's speech recognition");
    expect(recognizerNote('browser', false)).toContain('type what you said');
  });

  it('explains another voice with the reason', () => {
    expect(speechNoticeText({ kind: 'offline_voice', reason: 'timed out' })).toContain('failed (timed out)');
    expect(speechNoticeText({ kind: 'browser_voice', reason: 'No synthesizer' })).toContain('your browser reads');
    expect(speechNoticeText({ kind: 'no_voice', reason: 'No synthesizer' })).toContain('read its words');
  });
});
