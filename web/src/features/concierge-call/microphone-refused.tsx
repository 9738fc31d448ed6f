import { MessageSquareText, MicOff, RotateCw } from 'lucide-react';
import { micSettingsHelp } from '../../platform/microphone/mic-help.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import styles from './concierge-call.module.css';

/** No microphone for the call: how to allow it in this browser, try again, or go on in writing. */
export function MicrophoneRefused({ textChatPath, onRetry }: { textChatPath: string | null; onRetry(): void }) {
  return (
    <section className={styles.refused} aria-labelledby="microphone-refused-title">
      <span className={styles.refusedIcon} aria-hidden="true">
        <MicOff size={28} />
      </span>
      <h2 id="microphone-refused-title" className={styles.refusedTitle}>
        The call needs your microphone
      </h2>
      <p>{micSettingsHelp(navigator.userAgent)}</p>
      <p>Then try again. If there is no microphone here, or you would rather write, the text conversation asks the same questions.</p>
      <div className={styles.refusedActions}>
        <Button onClick={onRetry}>
          <RotateCw size={18} aria-hidden="true" />
          Try the microphone again
        </Button>
        {textChatPath && (
          <ButtonLink to={textChatPath} variant="secondary">
            <MessageSquareText size={18} aria-hidden="true" />
            Continue in writing
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
