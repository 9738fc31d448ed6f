/**
 * The call with the concierge as a pure state machine: connecting → the concierge speaks → the
 * guest is heard (listening) → their turn is sent → the concierge thinks → it speaks again…, and
 * at any of those moments the guest may stop to fix what was heard of their newest turn. The
 * hook (`use-concierge-call.ts`) runs the browser side — microphone, playback, recording, upload —
 * reports what happened as events, and acts on the phase this module says the call is in. The
 * guest may end the call at any moment ("End call"), and call again from there.
 * Pinned by call-machine.test.ts.
 */

export type CallPhase =
  /** The microphone and the concierge's opening line are on their way. */
  | { name: 'connecting'; attempt: number }
  /** The concierge's message `messageId` plays; `take` tells two plays of one message apart. */
  | { name: 'speaking'; messageId: string; take: number }
  /** The guest's turn is being recorded; `turn` tells turns apart, `heardSpeech` whether they spoke yet. */
  | { name: 'listening'; turn: number; heardSpeech: boolean }
  /**
   * The guest types what they just said: nothing here recognises speech (`why` 'no_recognizer'),
   * the browser's recognizer made no words of it ('not_understood'), or it failed
   * ('recognizer_unavailable').
   */
  | { name: 'typing'; turn: number; why: TypingReason }
  | { name: 'sending'; turn: number }
  /** The turn is stored; the concierge's answer is on its way. */
  | { name: 'thinking' }
  /**
   * The guest fixes what was heard of their turn `messageId`: nothing is said or recorded
   * meanwhile, and the concierge's new lines wait in the queue.
   */
  | { name: 'fixing'; messageId: string }
  | { name: 'failed'; problem: CallProblem; turn: number }
  /** The guest ended the call: the microphone is released and nothing plays; they may call again. */
  | { name: 'ended' };

export type TypingReason = 'no_recognizer' | 'not_understood' | 'recognizer_unavailable';

/** What stopped the call: it could not start, or a turn could not be sent (retried as is). */
export type CallProblem = { kind: 'start' | 'send'; message: string };

export type CallState = {
  phase: CallPhase;
  /** Concierge messages that came while it was speaking or the guest was talking, oldest first. */
  queue: string[];
  paused: boolean;
  muted: boolean;
  /** Whether the guest types their turns (no server or browser recognizer). */
  typesTurns: boolean;
  /** The microphone has given nothing but silence for a while (unplugged, or muted on the device): the call says so. */
  noSound: boolean;
  /** Counts turns and takes, so each new turn or playback is a new effect. */
  counter: number;
};

export type CallEvent =
  /** The call is open: `messageId` is the concierge's line to say first (null: its reply to the guest's last turn is on its way). */
  | { type: 'started'; messageId: string | null }
  | { type: 'start_failed'; message: string }
  | { type: 'concierge_message'; messageId: string }
  /** The concierge's message finished playing (or could not be played at all). */
  | { type: 'playback_ended' }
  /** Voice activity detection heard the guest speak. */
  | { type: 'speech_started' }
  /** Voice activity detection heard silence after speech. */
  | { type: 'silence_after_speech' }
  /** The guest pressed "Done". */
  | { type: 'done' }
  /** The guest typed what they said. */
  | { type: 'typed' }
  /** The browser's recognizer made no words of the turn (or failed): the guest types them instead. */
  | { type: 'not_recognised'; why: Exclude<TypingReason, 'no_recognizer'> }
  | { type: 'sent' }
  | { type: 'send_failed'; message: string }
  | { type: 'retry' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'toggle_mute' }
  /** The guest opened the fix of what was heard of their turn `messageId`. */
  | { type: 'fix_opened'; messageId: string }
  /** They closed it without a change: the call goes on where it can. */
  | { type: 'fix_closed' }
  /** The fixed words are stored, and the concierge's lines built on the heard ones set aside: its new answer is on its way. */
  | { type: 'fix_saved'; supersededIds: readonly string[] }
  /** A concierge line was set aside (by a fix here, in another tab, or by the server): it is not said. */
  | { type: 'line_superseded'; messageId: string }
  /** The microphone gave only silence for a while, or gives sound again. */
  | { type: 'no_sound' }
  | { type: 'sound_back' }
  /** The guest pressed "End call". */
  | { type: 'end' }
  /** The guest pressed "Call again" after ending the call. */
  | { type: 'call_again' };

export function initialCallState(typesTurns: boolean): CallState {
  return { phase: { name: 'connecting', attempt: 0 }, queue: [], paused: false, muted: false, typesTurns, noSound: false, counter: 0 };
}

function speak(state: CallState, messageId: string, queue: string[]): CallState {
  return { ...state, phase: { name: 'speaking', messageId, take: state.counter + 1 }, queue, counter: state.counter + 1 };
}

function listen(state: CallState, heardSpeech = false): CallState {
  return { ...state, phase: { name: 'listening', turn: state.counter + 1, heardSpeech }, queue: [], counter: state.counter + 1 };
}

/** The guest's turn is over: it is sent, or typed first when nothing recognises speech. */
function endTurn(state: CallState, turn: number): CallState {
  return { ...state, phase: state.typesTurns ? { name: 'typing', turn, why: 'no_recognizer' } : { name: 'sending', turn } };
}

/**
 * Whether the guest may stop to fix what was heard of their newest turn: while the concierge
 * answers it (thinking), says its answer, or listens for the next turn; not while a turn is being
 * recorded into a message, typed or sent (the newest turn is that one then).
 */
export function canFix(state: CallState): boolean {
  return ['speaking', 'listening', 'thinking'].includes(state.phase.name);
}

/** The next queued message, or the guest's turn. */
function afterSpeaking(state: CallState): CallState {
  const [next, ...rest] = state.queue;
  return next === undefined ? listen(state) : speak(state, next, rest);
}

export function callReducer(state: CallState, event: CallEvent): CallState {
  const { phase } = state;
  // An ended call hears nothing but "Call again".
  if (phase.name === 'ended' && event.type !== 'call_again') return state;
  switch (event.type) {
    case 'started':
      if (phase.name !== 'connecting') return state;
      return event.messageId === null ? { ...state, phase: { name: 'thinking' } } : speak(state, event.messageId, []);
    case 'start_failed':
      return phase.name === 'connecting'
        ? { ...state, phase: { name: 'failed', problem: { kind: 'start', message: event.message }, turn: 0 } }
        : state;
    case 'concierge_message':
      if (phase.name === 'speaking' && phase.messageId === event.messageId) return state;
      if (state.queue.includes(event.messageId)) return state;
      // A listening guest who has not spoken yet hears the new message at once; otherwise (a guest fixing a turn too) it waits its turn.
      if (phase.name === 'thinking' || (phase.name === 'listening' && !phase.heardSpeech)) return speak(state, event.messageId, []);
      return { ...state, queue: [...state.queue, event.messageId] };
    case 'playback_ended':
      return phase.name === 'speaking' ? afterSpeaking(state) : state;
    case 'speech_started':
      if (state.paused || state.muted) return state;
      // Barge-in: speaking over the concierge stops it, and what the guest says is their turn.
      if (phase.name === 'speaking') return listen(state, true);
      if (phase.name === 'listening' && !phase.heardSpeech) return { ...state, phase: { ...phase, heardSpeech: true } };
      return state;
    case 'silence_after_speech':
      if (state.paused || phase.name !== 'listening' || !phase.heardSpeech) return state;
      return endTurn(state, phase.turn);
    case 'done':
      return phase.name === 'listening' ? endTurn(state, phase.turn) : state;
    case 'typed':
      return phase.name === 'typing' ? { ...state, phase: { name: 'sending', turn: phase.turn } } : state;
    case 'not_recognised':
      return phase.name === 'sending' ? { ...state, phase: { name: 'typing', turn: phase.turn, why: event.why } } : state;
    case 'sent':
      if (phase.name !== 'sending') return state;
      return state.queue.length > 0 ? afterSpeaking(state) : { ...state, phase: { name: 'thinking' } };
    case 'send_failed':
      return phase.name === 'sending'
        ? { ...state, phase: { name: 'failed', problem: { kind: 'send', message: event.message }, turn: phase.turn } }
        : state;
    case 'retry':
      if (phase.name !== 'failed') return state;
      return phase.problem.kind === 'send'
        ? { ...state, phase: { name: 'sending', turn: phase.turn } }
        : { ...state, phase: { name: 'connecting', attempt: state.counter + 1 }, counter: state.counter + 1 };
    case 'pause':
      return { ...state, paused: true };
    case 'resume':
      if (!state.paused) return state;
      // What was recorded before the pause is dropped: the guest starts their turn again.
      return phase.name === 'listening' ? listen({ ...state, paused: false }) : { ...state, paused: false };
    case 'toggle_mute':
      return { ...state, muted: !state.muted };
    case 'fix_opened':
      return canFix(state) ? { ...state, phase: { name: 'fixing', messageId: event.messageId } } : state;
    case 'fix_closed':
      return phase.name === 'fixing' ? afterSpeaking(state) : state;
    case 'fix_saved': {
      if (phase.name !== 'fixing') return state;
      const queue = state.queue.filter((id) => !event.supersededIds.includes(id));
      return queue.length > 0 ? afterSpeaking({ ...state, queue }) : { ...state, phase: { name: 'thinking' }, queue };
    }
    case 'line_superseded': {
      const queue = state.queue.filter((id) => id !== event.messageId);
      // The line being said stops: the concierge's answer to the fixed words is on its way.
      if (phase.name === 'speaking' && phase.messageId === event.messageId) {
        return queue.length > 0 ? afterSpeaking({ ...state, queue }) : { ...state, phase: { name: 'thinking' }, queue };
      }
      return queue.length === state.queue.length ? state : { ...state, queue };
    }
    case 'no_sound':
      return state.noSound ? state : { ...state, noSound: true };
    case 'sound_back':
      return state.noSound ? { ...state, noSound: false } : state;
    case 'end':
      return { ...state, phase: { name: 'ended' }, queue: [], paused: false, noSound: false };
    case 'call_again':
      return phase.name === 'ended'
        ? { ...state, phase: { name: 'connecting', attempt: state.counter + 1 }, counter: state.counter + 1 }
        : state;
  }
}
