import type { ClientConfig } from '../../../../shared/api/client-config.ts';
import type { CallState, TypingReason } from './call-machine.ts';
import type { SpeechNotice } from './speech-playback.ts';

/**
 * What the call screen says: the phase in a few words, which recognizer writes the guest's words
 * down when it is less accurate than the service, and why the voice is another one than usual.
 * Pinned by call-labels.test.ts.
 */

/** Why the guest types their turn, said before asking them to. */
const typingLabels: Record<TypingReason, string> = {
  no_recognizer: 'Type what you just said',
  not_understood: 'Your words could not be made out: type what you just said',
  recognizer_unavailable: "Your browser's speech recognition is not working right now: type what you just said",
};

export function phaseLabel(state: CallState): string {
  if (state.paused) return 'Call paused';
  switch (state.phase.name) {
    case 'connecting':
      return 'Connecting…';
    case 'speaking':
      return 'The concierge is speaking';
    case 'listening':
      if (state.muted) return 'You are muted';
      return state.phase.heardSpeech ? 'Listening… pause when you are done' : 'Your turn: answer aloud';
    case 'typing':
      return typingLabels[state.phase.why];
    case 'sending':
      return 'Sending your answer…';
    case 'thinking':
      return 'The concierge is thinking…';
    case 'fixing':
      return 'Fix what was heard, then save';
    case 'failed':
      return state.phase.problem.kind === 'start' ? 'The call could not start' : 'Your answer was not sent';
    case 'ended':
      return 'Call ended';
  }
}

/**
 * Said when it matters: the service recognises best, so it goes unmentioned; the offline and the
 * browser recognizers mishear more; without either the guest types.
 */
export function recognizerNote(recognition: ClientConfig['speech']['recognition'], browserCanRecognise: boolean): string | null {
  if (recognition === 'service') return null;
  if (recognition === 'offline')
    return "Tandem's offline speech recognition writes down what you say. It can mishear: check the transcript below.";
  if (browserCanRecognise) return "Your browser's speech recognition writes down what you say. It can mishear: check the transcript below.";
  return 'Speech cannot be recognised in this browser: after each answer, type what you said. Your recording is kept too.';
}

export function speechNoticeText(notice: SpeechNotice): string {
  switch (notice.kind) {
    case 'offline_voice':
      return `Tandem's voice service failed (${notice.reason}), so its offline voice speaks instead.`;
    case 'browser_voice':
      return `Tandem's voice is unavailable (${notice.reason}), so your browser reads the concierge's words.`;
    case 'no_voice':
      return `The concierge cannot be heard here (${notice.reason}): read its words in the transcript.`;
  }
}

/** Said while the microphone gives nothing but silence (`CallState.noSound`): what it means, then what to check. */
export const noSound = {
  title: 'Your microphone is sending no sound',
  advice:
    "Check that it is plugged in and not muted on the device or headset, or pick another one in your browser's site settings. Or switch to text.",
} as const;
