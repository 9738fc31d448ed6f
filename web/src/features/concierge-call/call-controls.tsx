import { Check, Mic, MicOff, MessageSquareText, Pause, Play } from 'lucide-react';
import { Button, ButtonLink } from '../../ui/button.tsx';
import type { CallEvent, CallState } from './call-machine.ts';
import styles from './concierge-call.module.css';

/** The call's buttons: Done while the guest talks, pause, mute, and the way to the text chat. */
export function CallControls({
  state,
  textChatPath,
  onAct,
}: {
  state: CallState;
  textChatPath: string | null;
  onAct(event: CallEvent): void;
}) {
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
      {textChatPath && (
        <ButtonLink to={textChatPath} variant="ghost">
          <MessageSquareText size={18} aria-hidden="true" />
          Switch to text
        </ButtonLink>
      )}
    </div>
  );
}
