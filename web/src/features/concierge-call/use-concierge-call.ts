import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ClientConfig } from '../../../../shared/api/client-config.ts';
import type { Message } from '../../../../shared/api/conversations.ts';
import { spokenText } from '../../../../shared/spoken-text.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useMicrophone } from '../../platform/microphone/use-microphone.tsx';
import { sendVoiceNote } from '../conversations/api/voice-notes.ts';
import { startConciergeCall } from './api/concierge-call.ts';
import { fixTranscript } from './api/transcript-fix.ts';
import { recogniseTurn, type RecognitionOutcome, type TurnRecognition } from './browser-recognition.ts';
import { callReducer, canFix, initialCallState, type CallEvent } from './call-machine.ts';
import { conciergeIds, fixableTurn, isSuperseded, spokenBefore } from './concierge-lines.ts';
import { startMicrophoneCapture, type MicrophoneCapture } from './microphone-capture.ts';
import { playMessage, type Playback, type SpeechNotice } from './speech-playback.ts';
import { checkSound, freshSoundCheck, hearLevel, quietVoiceActivity } from './voice-activity.ts';

type SpeechConfig = ClientConfig['speech'];
/** The microphone: being asked for, open, or refused (the guest closed the dialog or the browser said no). */
export type MicrophoneStatus = 'asking' | 'open' | 'refused';

/** A finished turn on its way to the server; its clientId stays the same through retries. */
type PendingTurn = { turn: number; clientId: string; audio: Blob; durationMs: number; recognised: Promise<RecognitionOutcome> | null };

/** The fix of what was heard of the guest's newest turn, as the transcript offers it. */
export type TurnFixControls = {
  /** The turn the guest may fix now (their newest, with words heard), or null. */
  fixableId: string | null;
  /** The turn whose fix is open, or null. */
  fixingId: string | null;
  open(messageId: string): void;
  cancel(): void;
  /** Sends the fixed words; rejects with the reason when they could not be saved. */
  save(messageId: string, transcript: string): Promise<void>;
};

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * Runs the call's state machine against the browser: the microphone (through the Mic Intro
 * dialog), voice activity detection on its level, the concierge's voice part by part, each turn
 * recorded as WAV and sent as a voice note (with the browser's or the guest's transcript when the
 * server cannot recognise speech), and the concierge's answers as they arrive in `messages`.
 */
export function useConciergeCall({
  conversationId,
  speech,
  canRecognise,
  messages,
  onMessage,
}: {
  conversationId: string;
  speech: SpeechConfig;
  /** Whether the browser recognises speech, for a server without a recognizer. */
  canRecognise: boolean;
  messages: readonly Message[];
  /** A message of the conversation the server answered with (a turn sent, a turn fixed, a line set aside): shown at once. */
  onMessage(message: Message): void;
}) {
  const { requestAudio } = useMicrophone();
  const usesBrowserRecognition = speech.recognition === 'browser' && canRecognise;
  const [state, dispatch] = useReducer(callReducer, speech.recognition === 'browser' && !canRecognise, initialCallState);
  const [microphone, setMicrophone] = useState<MicrophoneStatus>('asking');
  const [microphoneAttempt, setMicrophoneAttempt] = useState(0);
  /** Why the voice of a playback (told by its take) is not the usual one. */
  const [notice, setNotice] = useState<{ take: number; notice: SpeechNotice } | null>(null);
  const [level, setLevel] = useState(0);
  const capture = useRef<MicrophoneCapture | null>(null);
  const playback = useRef<Playback | null>(null);
  const recognition = useRef<TurnRecognition | null>(null);
  const pendingTurn = useRef<PendingTurn | null>(null);
  const typedTranscript = useRef<string | null>(null);
  const knownConcierge = useRef<Set<string> | null>(null);
  const latest = useRef({ state, messages, onMessage });
  useLayoutEffect(() => {
    latest.current = { state, messages, onMessage };
  });

  const levelNow = useRef(0);
  const activity = useRef(quietVoiceActivity);
  const sound = useRef(freshSoundCheck);
  const hear = useCallback((heardLevel: number, at: number, digitalSilence: boolean) => {
    levelNow.current = heardLevel;
    const { phase, paused, muted } = latest.current.state;
    // Muted or paused, the microphone is silenced on purpose; ended, it is closed.
    if (paused || muted || phase.name === 'ended') sound.current = freshSoundCheck;
    else {
      const checked = checkSound(sound.current, digitalSilence, at);
      sound.current = checked.check;
      if (checked.signal !== 'none') dispatch({ type: checked.signal });
    }
    if (paused || muted || (phase.name !== 'speaking' && phase.name !== 'listening')) {
      activity.current = quietVoiceActivity;
      return;
    }
    const heard = hearLevel(activity.current, heardLevel, at);
    activity.current = heard.activity;
    if (heard.signal === 'speech_started') dispatch({ type: 'speech_started' });
    if (heard.signal === 'turn_ended') dispatch({ type: 'silence_after_speech' });
  }, []);
  // The meter moves ten times a second, not at every block of samples.
  useEffect(() => {
    const timer = setInterval(() => setLevel(levelNow.current), 100);
    return () => clearInterval(timer);
  }, []);

  // The microphone, then the call: the concierge's opening line, or the question it waits on.
  const attempt = state.phase.name === 'connecting' ? state.phase.attempt : null;
  useEffect(() => {
    if (attempt === null) return;
    let cancelled = false;
    void (async () => {
      if (!capture.current) {
        setMicrophone('asking');
        const stream = await requestAudio({ conversationId, purpose: 'call' });
        if (cancelled) {
          for (const track of stream?.getTracks() ?? []) track.stop();
          return;
        }
        if (!stream) return setMicrophone('refused');
        capture.current = startMicrophoneCapture(stream, hear);
        setMicrophone('open');
      }
      try {
        const { messageId } = await startConciergeCall(conversationId);
        if (cancelled) return;
        knownConcierge.current = spokenBefore(latest.current.messages, messageId);
        dispatch({ type: 'started', messageId });
      } catch (error) {
        if (!cancelled) dispatch({ type: 'start_failed', message: errorText(error, 'The call could not start. Please try again.') });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [attempt, microphoneAttempt, conversationId, requestAudio, hear]);

  // The concierge's new messages, in order, once the call is open.
  useEffect(() => {
    const known = knownConcierge.current;
    if (!known || state.phase.name === 'connecting') return;
    for (const id of conciergeIds(messages)) {
      if (known.has(id)) continue;
      known.add(id);
      dispatch({ type: 'concierge_message', messageId: id });
    }
  }, [messages, state.phase.name]);

  // A line a fix set aside (here, in another tab, or by the server) is not said, or stops being said.
  useEffect(() => {
    for (const message of messages) if (isSuperseded(message)) dispatch({ type: 'line_superseded', messageId: message.id });
  }, [messages]);

  // Speaking: once the message is in, its parts play; the end (or barge-in) moves the call on.
  const speaking = state.phase.name === 'speaking' ? state.phase : null;
  const speakingMessage = speaking ? messages.find((message) => message.id === speaking.messageId) : undefined;
  const speakingText = speakingMessage ? spokenText(speakingMessage) : undefined;
  const useServerVoice = speech.synthesis !== 'browser';
  useEffect(() => {
    if (!speaking || speakingText === undefined) return;
    const current = playMessage({
      conversationId,
      messageId: speaking.messageId,
      text: speakingText ?? '',
      useServer: useServerVoice,
      onNotice: (heard) => setNotice({ take: speaking.take, notice: heard }),
    });
    playback.current = current;
    if (latest.current.state.paused) current.pause();
    let stopped = false;
    void current.finished.then(() => {
      if (!stopped) dispatch({ type: 'playback_ended' });
    });
    return () => {
      stopped = true;
      current.stop();
      playback.current = null;
    };
    // A new take of the message is what restarts it; its object changes at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [speaking?.take, speakingText, conversationId, useServerVoice]);

  // Listening: a new turn records from just before it, and the browser recognises along if it must.
  const listeningTurn = state.phase.name === 'listening' ? state.phase.turn : null;
  useEffect(() => {
    if (listeningTurn === null || !capture.current) return;
    capture.current.startTurn();
    recognition.current?.abort();
    recognition.current = usesBrowserRecognition ? recogniseTurn(navigator.language || 'en-US') : null;
  }, [listeningTurn, usesBrowserRecognition]);

  // The turn is over: its audio is taken once, then sent (after the guest typed it, if they must).
  const endedTurn = state.phase.name === 'typing' || state.phase.name === 'sending' ? state.phase.turn : null;
  useEffect(() => {
    if (endedTurn === null || !capture.current || pendingTurn.current?.turn === endedTurn) return;
    const { audio, durationMs } = capture.current.takeTurn();
    pendingTurn.current = {
      turn: endedTurn,
      clientId: crypto.randomUUID(),
      audio,
      durationMs,
      recognised: recognition.current?.finish() ?? null,
    };
    recognition.current = null;
    typedTranscript.current = null;
  }, [endedTurn]);

  const sendingTurn = state.phase.name === 'sending' ? state.phase.turn : null;
  const uploading = useRef<number | null>(null);
  useEffect(() => {
    const turn = pendingTurn.current;
    if (sendingTurn === null || !turn || turn.turn !== sendingTurn || uploading.current === sendingTurn) return;
    uploading.current = sendingTurn;
    void (async () => {
      const outcome = await turn.recognised;
      const recognised = outcome?.transcript ?? '';
      if (outcome && !recognised && typedTranscript.current === null) {
        uploading.current = null;
        return dispatch({ type: 'not_recognised', why: outcome.problem === 'unavailable' ? 'recognizer_unavailable' : 'not_understood' });
      }
      const transcript = typedTranscript.current ?? (recognised || undefined);
      const note = { clientId: turn.clientId, audio: turn.audio, durationMs: turn.durationMs };
      try {
        const { message } = await sendVoiceNote(conversationId, note, () => undefined, transcript);
        latest.current.onMessage(message);
        dispatch({ type: 'sent' });
      } catch (error) {
        dispatch({ type: 'send_failed', message: errorText(error, 'What you said could not be sent. Please try again.') });
      } finally {
        uploading.current = null;
      }
    })();
  }, [sendingTurn, conversationId]);

  useEffect(() => {
    if (state.paused) playback.current?.pause();
    else playback.current?.resume();
  }, [state.paused]);
  useEffect(() => capture.current?.setMuted(state.muted || state.paused), [state.muted, state.paused, microphone]);

  // Ending the call releases the microphone and stops listening; "Call again" asks for it afresh.
  const ended = state.phase.name === 'ended';
  useEffect(() => {
    if (!ended) return;
    capture.current?.close();
    capture.current = null;
    recognition.current?.abort();
    recognition.current = null;
    pendingTurn.current = null;
    levelNow.current = 0;
  }, [ended]);

  // Leaving the call releases the microphone and stops every voice.
  useEffect(
    () => () => {
      capture.current?.close();
      capture.current = null;
      recognition.current?.abort();
    },
    [],
  );

  const fixableId = canFix(state) ? (fixableTurn(messages)?.id ?? null) : null;
  const fixingId = state.phase.name === 'fixing' ? state.phase.messageId : null;
  const turnFix = useMemo<TurnFixControls>(
    () => ({
      fixableId,
      fixingId,
      open: (messageId) => dispatch({ type: 'fix_opened', messageId }),
      cancel: () => dispatch({ type: 'fix_closed' }),
      async save(messageId, transcript) {
        const fixed = await fixTranscript(conversationId, messageId, transcript);
        // A line set aside in the text conversation is that chat's to show.
        for (const message of [fixed.message, ...fixed.superseded]) {
          if (message.conversationId === conversationId) latest.current.onMessage(message);
        }
        dispatch({ type: 'fix_saved', supersededIds: fixed.superseded.map((message) => message.id) });
      },
    }),
    [fixableId, fixingId, conversationId],
  );

  return {
    state,
    microphone,
    turnFix,
    // The latest playback's notice stays up until another one plays.
    notice: notice && (!speaking || notice.take === speaking.take) ? notice.notice : null,
    level,
    act: useCallback((event: CallEvent) => dispatch(event), []),
    submitTyped: useCallback((text: string) => {
      typedTranscript.current = text;
      dispatch({ type: 'typed' });
    }, []),
    retryMicrophone: useCallback(() => setMicrophoneAttempt((value) => value + 1), []),
  };
}
