import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  clickMicDialog,
  closedMicDialog,
  micProblemOf,
  openMicDialog,
  settleMicRequest,
  type MicDialogState,
} from './mic-dialog.ts';

const intro: MicDialogState = { step: 'intro', requesting: false };
const blocked: MicDialogState = { step: 'problem', problem: 'blocked', requesting: false };

describe('the Mic Intro dialog', () => {
  it('opens on the intro when the browser has not asked yet, on "blocked" when it was denied, and not at all when granted', () => {
    expect(openMicDialog('prompt')).toEqual(intro);
    expect(openMicDialog('denied')).toEqual(blocked);
    expect(openMicDialog('granted')).toEqual(closedMicDialog);
  });

  it('offers "Turn on mic" and "Not now" first, and the ways out of a block after', () => {
    expect(actionsOf(intro)).toEqual(['turn_on_mic', 'not_now']);
    expect(actionsOf(blocked)).toEqual(['retry_microphone', 'refresh_page', 'back']);
    expect(actionsOf({ step: 'problem', problem: 'no_device', requesting: false })).toEqual(['retry_microphone', 'back']);
    expect(actionsOf({ step: 'problem', problem: 'unsupported', requesting: false })).toEqual(['close']);
    expect(actionsOf(closedMicDialog)).toEqual([]);
  });

  it('asks the browser on "Turn on mic" and closes when it says yes', () => {
    const asked = clickMicDialog(intro, 'turn_on_mic');
    expect(asked).toEqual({ state: { step: 'intro', requesting: true }, effect: 'request_microphone' });
    expect(settleMicRequest('granted')).toEqual(closedMicDialog);
  });

  it('shows the problem the browser reports, and can retry or go back from it', () => {
    expect(settleMicRequest('blocked')).toEqual(blocked);
    expect(settleMicRequest('no_device')).toEqual({ step: 'problem', problem: 'no_device', requesting: false });
    expect(clickMicDialog(blocked, 'retry_microphone')).toEqual({ state: { ...blocked, requesting: true }, effect: 'request_microphone' });
    expect(clickMicDialog(blocked, 'back')).toEqual({ state: intro, effect: 'none' });
    expect(clickMicDialog(blocked, 'refresh_page')).toEqual({ state: blocked, effect: 'reload_page' });
  });

  it('gives up on "Not now" and on close, and close works even while the browser is asking', () => {
    expect(clickMicDialog(intro, 'not_now')).toEqual({ state: closedMicDialog, effect: 'give_up' });
    expect(clickMicDialog(blocked, 'close')).toEqual({ state: closedMicDialog, effect: 'give_up' });
    expect(clickMicDialog({ step: 'intro', requesting: true }, 'close')).toEqual({ state: closedMicDialog, effect: 'give_up' });
  });

  it('ignores clicks a step does not offer, and clicks while the browser is asking', () => {
    expect(clickMicDialog(intro, 'refresh_page')).toEqual({ state: intro, effect: 'none' });
    const requesting: MicDialogState = { step: 'intro', requesting: true };
    expect(clickMicDialog(requesting, 'turn_on_mic')).toEqual({ state: requesting, effect: 'none' });
    expect(clickMicDialog(closedMicDialog, 'turn_on_mic')).toEqual({ state: closedMicDialog, effect: 'none' });
  });
});

describe('getUserMedia failures', () => {
  it('tells a block from a missing device from a busy one', () => {
    expect(micProblemOf(new DOMException('denied', 'NotAllowedError'))).toBe('blocked');
    expect(micProblemOf(new DOMException('insecure', 'SecurityError'))).toBe('blocked');
    expect(micProblemOf(new DOMException('none', 'NotFoundError'))).toBe('no_device');
    expect(micProblemOf(new DOMException('busy', 'NotReadableError'))).toBe('in_use');
    expect(micProblemOf('something else')).toBe('in_use');
  });
});
