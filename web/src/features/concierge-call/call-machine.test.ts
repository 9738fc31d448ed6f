import { describe, expect, it } from 'vitest';
import { callReducer, canFix, initialCallState, type CallEvent, type CallState } from './call-machine.ts';

function run(events: CallEvent[], state: CallState = initialCallState(false)): CallState {
  return events.reduce(callReducer, state);
}

const opened: CallEvent = { type: 'started', messageId: 'greeting' };

describe('the concierge call', () => {
  it('speaks the opening line, listens, sends the turn after the silence, thinks, then speaks the answer', () => {
    let state = run([opened]);
    expect(state.phase).toEqual({ name: 'speaking', messageId: 'greeting', take: 1 });
    state = run([{ type: 'playback_ended' }], state);
    expect(state.phase).toEqual({ name: 'listening', turn: 2, heardSpeech: false });
    state = run([{ type: 'speech_started' }, { type: 'silence_after_speech' }], state);
    expect(state.phase).toEqual({ name: 'sending', turn: 2 });
    state = run([{ type: 'sent' }], state);
    expect(state.phase).toEqual({ name: 'thinking' });
    state = run([{ type: 'concierge_message', messageId: 'question-2' }], state);
    expect(state.phase).toEqual({ name: 'speaking', messageId: 'question-2', take: 3 });
  });

  it('waits for the reply the concierge still owes, and ends a turn on "Done" even before speech is heard', () => {
    const waiting = run([{ type: 'started', messageId: null }]);
    expect(waiting.phase).toEqual({ name: 'thinking' });
    const state = run([{ type: 'concierge_message', messageId: 'reply' }, { type: 'playback_ended' }], waiting);
    expect(state.phase).toEqual({ name: 'listening', turn: 2, heardSpeech: false });
    expect(run([{ type: 'silence_after_speech' }], state).phase.name).toBe('listening');
    expect(run([{ type: 'done' }], state).phase).toEqual({ name: 'sending', turn: 2 });
  });

  it('lets the guest interrupt: speech while the concierge talks stops it and starts their turn', () => {
    const state = run([opened, { type: 'speech_started' }]);
    expect(state.phase).toEqual({ name: 'listening', turn: 2, heardSpeech: true });
    expect(run([{ type: 'playback_ended' }], state).phase.name).toBe('listening');
  });

  it('asks the guest to type what they said when nothing recognises speech', () => {
    let state = run([opened, { type: 'playback_ended' }, { type: 'done' }], initialCallState(true));
    expect(state.phase).toEqual({ name: 'typing', turn: 2, why: 'no_recognizer' });
    state = run([{ type: 'typed' }], state);
    expect(state.phase).toEqual({ name: 'sending', turn: 2 });
  });

  it('asks for the words when the browser recognised none, and sends the same turn with them', () => {
    const sending = run([opened, { type: 'playback_ended' }, { type: 'done' }]);
    const typing = run([{ type: 'not_recognised', why: 'not_understood' }], sending);
    expect(typing.phase).toEqual({ name: 'typing', turn: 2, why: 'not_understood' });
    expect(run([{ type: 'not_recognised', why: 'recognizer_unavailable' }], sending).phase).toEqual({
      name: 'typing',
      turn: 2,
      why: 'recognizer_unavailable',
    });
    expect(run([{ type: 'typed' }], typing).phase).toEqual({ name: 'sending', turn: 2 });
  });

  it('plays messages that came meanwhile one after the other, without playing one twice', () => {
    let state = run([
      opened,
      { type: 'concierge_message', messageId: 'greeting' },
      { type: 'concierge_message', messageId: 'second' },
      { type: 'concierge_message', messageId: 'second' },
    ]);
    expect(state.queue).toEqual(['second']);
    state = run([{ type: 'playback_ended' }], state);
    expect(state.phase).toEqual({ name: 'speaking', messageId: 'second', take: 2 });
    expect(run([{ type: 'playback_ended' }], state).phase.name).toBe('listening');
  });

  it('speaks a message that arrives while the guest is silent, and keeps it for after a turn being spoken', () => {
    const listening = run([opened, { type: 'playback_ended' }]);
    expect(run([{ type: 'concierge_message', messageId: 'nudge' }], listening).phase).toMatchObject({
      name: 'speaking',
      messageId: 'nudge',
    });
    const talking = run([{ type: 'speech_started' }, { type: 'concierge_message', messageId: 'late' }], listening);
    expect(talking.phase.name).toBe('listening');
    expect(run([{ type: 'done' }, { type: 'sent' }], talking).phase).toMatchObject({ name: 'speaking', messageId: 'late' });
  });

  it('keeps a turn that could not be sent, and sends the same turn again on retry', () => {
    const failed = run([opened, { type: 'playback_ended' }, { type: 'done' }, { type: 'send_failed', message: 'Offline' }]);
    expect(failed.phase).toEqual({ name: 'failed', problem: { kind: 'send', message: 'Offline' }, turn: 2 });
    expect(run([{ type: 'retry' }], failed).phase).toEqual({ name: 'sending', turn: 2 });
  });

  it('connects again after a failed start', () => {
    const failed = run([{ type: 'start_failed', message: 'No network' }]);
    expect(failed.phase).toEqual({ name: 'failed', problem: { kind: 'start', message: 'No network' }, turn: 0 });
    const again = run([{ type: 'retry' }], failed);
    expect(again.phase).toEqual({ name: 'connecting', attempt: 1 });
    expect(run([opened], again).phase.name).toBe('speaking');
  });

  it('hears nothing while paused or muted, and starts the turn afresh after a pause', () => {
    const listening = run([opened, { type: 'playback_ended' }, { type: 'speech_started' }]);
    const paused = run([{ type: 'pause' }, { type: 'silence_after_speech' }], listening);
    expect(paused.phase).toMatchObject({ name: 'listening', heardSpeech: true });
    expect(run([{ type: 'resume' }], paused).phase).toEqual({ name: 'listening', turn: 3, heardSpeech: false });
    const muted = run([opened, { type: 'toggle_mute' }, { type: 'speech_started' }]);
    expect(muted.muted).toBe(true);
    expect(muted.phase.name).toBe('speaking');
    expect(run([{ type: 'toggle_mute' }], muted).muted).toBe(false);
  });

  it('ignores events that do not fit the phase', () => {
    const connecting = initialCallState(false);
    for (const event of [
      { type: 'playback_ended' },
      { type: 'done' },
      { type: 'typed' },
      { type: 'sent' },
      { type: 'retry' },
    ] as CallEvent[]) {
      expect(callReducer(connecting, event)).toBe(connecting);
    }
    const speaking = run([opened]);
    expect(callReducer(speaking, opened)).toBe(speaking);
    expect(callReducer(speaking, { type: 'start_failed', message: 'late' })).toBe(speaking);
  });
});

describe('fixing what was heard of the newest turn', () => {
  const answered = run([
    opened,
    { type: 'playback_ended' },
    { type: 'done' },
    { type: 'sent' },
    { type: 'concierge_message', messageId: 'reply' },
  ]);
  const fixing = run([{ type: 'fix_opened', messageId: 'turn' }], answered);

  it('stops the concierge mid-line and hears nothing while the guest fixes; its new lines wait', () => {
    expect(answered.phase).toMatchObject({ name: 'speaking', messageId: 'reply' });
    expect(fixing.phase).toEqual({ name: 'fixing', messageId: 'turn' });
    const meanwhile = run(
      [{ type: 'speech_started' }, { type: 'silence_after_speech' }, { type: 'done' }, { type: 'playback_ended' }],
      fixing,
    );
    expect(meanwhile.phase).toEqual(fixing.phase);
    expect(run([{ type: 'concierge_message', messageId: 'late' }], fixing)).toMatchObject({ phase: fixing.phase, queue: ['late'] });
  });

  it('after the fix is saved, waits for the answer to the fixed words, not the lines it set aside', () => {
    const late = run([{ type: 'concierge_message', messageId: 'late' }], fixing);
    const saved = run([{ type: 'fix_saved', supersededIds: ['reply', 'late'] }], late);
    expect(saved).toMatchObject({ phase: { name: 'thinking' }, queue: [] });
    expect(run([{ type: 'concierge_message', messageId: 'answer' }], saved).phase).toMatchObject({ name: 'speaking', messageId: 'answer' });
  });

  it('goes on where it can when the guest closes the fix: the waiting line, else their turn', () => {
    expect(run([{ type: 'fix_closed' }], fixing).phase).toMatchObject({ name: 'listening', heardSpeech: false });
    const late = run([{ type: 'concierge_message', messageId: 'late' }, { type: 'fix_closed' }], fixing);
    expect(late).toMatchObject({ phase: { name: 'speaking', messageId: 'late' }, queue: [] });
  });

  it('is offered while the concierge answers, speaks or listens, never while a turn is recorded into a message or sent', () => {
    expect(canFix(answered)).toBe(true);
    expect(canFix(run([{ type: 'playback_ended' }], answered))).toBe(true);
    const sending = run([{ type: 'playback_ended' }, { type: 'done' }], answered);
    expect(canFix(sending)).toBe(false);
    expect(run([{ type: 'fix_opened', messageId: 'turn' }], sending)).toBe(sending);
    expect(canFix(run([{ type: 'sent' }], sending))).toBe(true);
    expect(canFix(initialCallState(false))).toBe(false);
    expect(canFix(fixing)).toBe(false);
  });

  it('stops saying a line set aside elsewhere (another tab fixed the turn), and drops it from the queue', () => {
    const queued = run([{ type: 'concierge_message', messageId: 'next' }], answered);
    expect(run([{ type: 'line_superseded', messageId: 'next' }], queued).queue).toEqual([]);
    const stopped = run([{ type: 'line_superseded', messageId: 'reply' }], queued);
    expect(stopped).toMatchObject({ phase: { name: 'speaking', messageId: 'next' }, queue: [] });
    expect(run([{ type: 'line_superseded', messageId: 'reply' }], answered).phase).toEqual({ name: 'thinking' });
    expect(run([{ type: 'line_superseded', messageId: 'elsewhere' }], answered)).toBe(answered);
  });

  it('ends at any moment on "End call", hears nothing more, and calls again from the start', () => {
    for (const events of [
      [],
      [opened],
      [opened, { type: 'playback_ended' }],
      [opened, { type: 'playback_ended' }, { type: 'done' }],
    ] as CallEvent[][]) {
      const ended = run([...events, { type: 'pause' }, { type: 'no_sound' }, { type: 'end' }]);
      expect(ended.phase).toEqual({ name: 'ended' });
      expect(ended).toMatchObject({ paused: false, noSound: false, queue: [] });
      for (const later of [
        { type: 'concierge_message', messageId: 'late' },
        { type: 'sent' },
        { type: 'speech_started' },
        { type: 'retry' },
      ] as CallEvent[]) {
        expect(run([later], ended)).toBe(ended);
      }
      const again = run([{ type: 'call_again' }], ended);
      expect(again.phase).toEqual({ name: 'connecting', attempt: ended.counter + 1 });
      expect(run([{ type: 'started', messageId: 'opening' }], again).phase).toMatchObject({ name: 'speaking', messageId: 'opening' });
    }
    expect(run([opened, { type: 'call_again' }]).phase.name).toBe('speaking');
  });

  it('says the microphone gives no sound until it does again', () => {
    const silent = run([opened, { type: 'playback_ended' }, { type: 'no_sound' }]);
    expect(silent.noSound).toBe(true);
    expect(silent.phase.name).toBe('listening');
    expect(run([{ type: 'sound_back' }], silent).noSound).toBe(false);
  });
});
