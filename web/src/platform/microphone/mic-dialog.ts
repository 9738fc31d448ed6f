import type { MicDialogAction } from '../analytics/track.ts';

/**
 * The Mic Intro dialog as a pure state machine: which step shows, which buttons it offers, and
 * what each click asks the provider to do. The provider runs the effects (getUserMedia, reload)
 * and reports their result back. Pinned by mic-dialog.test.ts.
 */

/** Why the microphone could not be opened. */
export type MicProblem = 'blocked' | 'no_device' | 'in_use' | 'unsupported';

export type MicDialogState =
  | { step: 'closed' }
  /** "Tandem needs your microphone…", before the browser asks. */
  | { step: 'intro'; requesting: boolean }
  | { step: 'problem'; problem: MicProblem; requesting: boolean };

/** What a click asks for besides the new state. */
export type MicDialogEffect = 'request_microphone' | 'give_up' | 'reload_page' | 'none';

export const closedMicDialog: MicDialogState = { step: 'closed' };

/** The browser's answer to `permissions.query`, or `prompt` when it cannot tell. */
export type MicPermission = 'granted' | 'prompt' | 'denied';

/** Where a request starts: granted asks the browser at once, without any dialog. */
export function openMicDialog(permission: MicPermission): MicDialogState {
  if (permission === 'granted') return closedMicDialog;
  if (permission === 'denied') return { step: 'problem', problem: 'blocked', requesting: false };
  return { step: 'intro', requesting: false };
}

/** The buttons of each step, in reading order (the close ✕ is always there as well). */
export function actionsOf(state: MicDialogState): MicDialogAction[] {
  if (state.step === 'intro') return ['turn_on_mic', 'not_now'];
  if (state.step === 'problem' && state.problem === 'blocked') return ['retry_microphone', 'refresh_page', 'back'];
  // Retrying cannot help a browser without microphone access on this page.
  if (state.step === 'problem' && state.problem === 'unsupported') return ['close'];
  if (state.step === 'problem') return ['retry_microphone', 'back'];
  return [];
}

export function clickMicDialog(state: MicDialogState, action: MicDialogAction): { state: MicDialogState; effect: MicDialogEffect } {
  const unchanged = { state, effect: 'none' } as const;
  // The close control always works, even while the browser is still answering.
  if (action === 'close') return { state: closedMicDialog, effect: 'give_up' };
  if (state.step === 'closed' || state.requesting || !actionsOf(state).includes(action)) return unchanged;
  switch (action) {
    case 'turn_on_mic':
    case 'retry_microphone':
      return { state: { ...state, requesting: true }, effect: 'request_microphone' };
    case 'not_now':
      return { state: closedMicDialog, effect: 'give_up' };
    case 'back':
      return { state: { step: 'intro', requesting: false }, effect: 'none' };
    case 'refresh_page':
      // Some browsers only apply a changed site setting to a fresh page.
      return { state, effect: 'reload_page' };
  }
}

/**
 * The browser answered: a stream closes the dialog, a problem shows its own step, also when
 * the permission was granted and no dialog was open (the device may be missing or busy).
 */
export function settleMicRequest(result: 'granted' | MicProblem): MicDialogState {
  if (result === 'granted') return closedMicDialog;
  return { step: 'problem', problem: result, requesting: false };
}

/** Maps a getUserMedia failure (a DOMException, told apart by name) to what the user can do about it. */
export function micProblemOf(error: unknown): MicProblem {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'blocked';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no_device';
  // NotReadableError and AbortError: the device exists but would not start, usually another app holds it.
  return 'in_use';
}
