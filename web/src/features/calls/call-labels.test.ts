import { describe, expect, it } from 'vitest';
import { callEndText, callScreenOf, callStatusText, elapsedSeconds } from './call-labels.ts';

describe('call durations', () => {
  it('counts whole seconds since the audio connected', () => {
    expect(elapsedSeconds(10_000, 10_999)).toBe(0);
    expect(elapsedSeconds(10_000, 75_000)).toBe(65);
    expect(elapsedSeconds(10_000, 9_000)).toBe(0);
  });
});

describe('the status line', () => {
  it('follows the stages of a call, for each side', () => {
    expect(callStatusText({ stage: 'starting', role: 'caller', end: null })).toBe('Calling…');
    expect(callStatusText({ stage: 'ringing', role: 'caller', end: null })).toBe('Ringing…');
    expect(callStatusText({ stage: 'ringing', role: 'callee', end: null })).toBe('Incoming voice call');
    expect(callStatusText({ stage: 'accepting', role: 'callee', end: null })).toBe('Connecting…');
    expect(callStatusText({ stage: 'connecting', role: 'caller', end: null })).toBe('Connecting…');
    expect(callStatusText({ stage: 'connected', role: 'caller', end: null })).toBe('Connected');
    expect(callStatusText({ stage: 'ended', role: 'caller', end: { kind: 'cancelled' } })).toBe('Call cancelled');
  });

  it('says how a call ended, in the words of each side', () => {
    const outcome = (value: 'completed' | 'declined' | 'missed' | 'busy' | 'failed', durationSeconds: number | null = null) =>
      ({ kind: 'outcome', outcome: value, durationSeconds }) as const;
    expect(callEndText(outcome('completed', 72), 'caller')).toBe('Call ended · 1:12');
    expect(callEndText(outcome('completed'), 'callee')).toBe('Call ended');
    expect(callEndText(outcome('declined'), 'caller')).toBe('Call declined');
    expect(callEndText(outcome('missed'), 'caller')).toBe('No answer');
    expect(callEndText(outcome('missed'), 'callee')).toBe('Missed call');
    expect(callEndText(outcome('busy'), 'caller')).toBe('Busy: they are in another call');
    expect(callEndText(outcome('failed'), 'callee')).toBe('Call failed: the audio could not connect');
    expect(callEndText({ kind: 'answered_elsewhere' }, 'callee')).toBe('Answered on another device');
    expect(callEndText({ kind: 'connection_lost' }, 'caller')).toBe('Call ended: the connection was lost');
    expect(callEndText({ kind: 'error', message: 'You are already in a call.' }, 'caller')).toBe('You are already in a call.');
  });
});

describe('which screen shows', () => {
  it('is the incoming sheet for a callee until this tab joins, and the call panel otherwise', () => {
    expect(callScreenOf({ role: 'callee', joined: false })).toBe('incoming');
    expect(callScreenOf({ role: 'callee', joined: true })).toBe('panel');
    expect(callScreenOf({ role: 'caller', joined: true })).toBe('panel');
  });
});
