import { Check, Home, Mic, MicOff, MessageSquareText, Pause, Phone, PhoneOff, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../ui/button.tsx';
import type { CallEvent, CallState } from './call-machine.ts';
import styles from './concierge-call.module.css';

/**
 * The call's buttons: Done while the guest talks, pause, mute, the way to the text chat (the same
 * interview, continued there) and End call; once ended, Call again, the text chat and home. The
 * help chat's launcher, when the page gives one, comes last.
 */
export function CallControls({
  state,
  textChatPath,
  onAct,
  help,
}: {
  state: CallState;
  textChatPath: string | null;
  onAct(event: CallEvent): void;
  help?: ReactNode;
}) {
  const switchToText = textChatPath && (
    <ButtonLink to={textChatPath} variant={state.phase.name === 'ended' ? 'primary' : 'ghost'}>
      <MessageSquareText size={18} aria-hidden="true" />
      Switch to text
    </ButtonLink>
  );
  if (state.phase.name === 'ended') {
    return (
      <div className={styles.controls} role="group" aria-label="Call controls">
        {switchToText}
        <Button variant="secondary" onClick={() => onAct({ type: 'call_again' })}>
          <Phone size={18} aria-hidden="true" />
          Call again
        </Button>
        <ButtonLink to="/home" variant="ghost">
          <Home size={18} aria-hidden="true" />
          Home
        </ButtonLink>
        {help}
      </div>
    );
  }
  const listening = state.phase.name === 'listening' && !state.paused;
  return (
    <div className={styles.controls} role="group" aria-label="Call controls">
      {listening && (
        <Button onClick={() => onAct({ type: 'done' })}>
          <Check size={18} aria-hidden="true" />
          Done
        </Button>
      )}
      <Button variant="secondary" aria-pressed={state.paused} onClick={() => onAct({ type: state.paused ? 'resume' : 'pause' })}>
        {state.paused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
        {state.paused ? 'Resume' : 'Pause'}
      </Button>
      <Button variant="secondary" aria-pressed={state.muted} onClick={() => onAct({ type: 'toggle_mute' })}>
        {state.muted ? <MicOff size={18} aria-hidden="true" /> : <Mic size={18} aria-hidden="true" />}
        {state.muted ? 'Unmute' : 'Mute'}
      </Button>
      {switchToText}
      <Button variant="danger" onClick={() => onAct({ type: 'end' })}>
        <PhoneOff size={18} aria-hidden="true" />
        End call
      </Button>
      {help}
    </div>
  );
}
