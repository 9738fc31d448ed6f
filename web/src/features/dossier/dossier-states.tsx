import { MessageCircle } from 'lucide-react';
import { errorText } from '../../lib/error-text.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';
import { chatPath } from '../conversations/api/conversation-keys.ts';
import styles from './dossier-page.module.css';

export function DossierLoading({ text }: { text: string }) {
  return <LoadingState>{text}</LoadingState>;
}

export function DossierLoadFailed({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <Alert tone="error" title="Your dossier could not be loaded">
      <div className={styles.stack}>
        <p>{errorText(error)}</p>
        <div className={styles.actions}>
          <Button size="small" variant="secondary" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        </div>
      </div>
    </Alert>
  );
}

/** Nothing said yet: what the dossier is, and the way to the concierge who writes it. */
export function DossierNotStarted({ textConversationId }: { textConversationId: string }) {
  return (
    <Card as="section" aria-labelledby="dossier-empty-title" className={styles.stack}>
      <h2 id="dossier-empty-title">Your dossier is still empty</h2>
      <p>
        Tandem’s concierge, an AI, asks you a few questions (who you are, what you want from the event, whom you want to meet, what you can
        offer) and writes your dossier from your answers. Matching reads it to find the people worth meeting. It takes a few minutes, and
        you can skip any question.
      </p>
      <div className={styles.actions}>
        <ButtonLink to={chatPath(textConversationId)}>
          <MessageCircle size={18} aria-hidden="true" />
          Tell the concierge about yourself
        </ButtonLink>
      </div>
    </Card>
  );
}

/** Talking, nothing confirmed: the document appears once the guest confirms the concierge's summary. */
export function DossierInProgress({ textConversationId }: { textConversationId: string }) {
  return (
    <Card as="section" aria-labelledby="dossier-progress-title" className={styles.stack}>
      <h2 id="dossier-progress-title">Your concierge is still writing it</h2>
      <p>
        Answer a few more questions in the chat. When the concierge has enough, it shows you a summary to confirm, and your dossier appears
        here.
      </p>
      <div className={styles.actions}>
        <ButtonLink to={chatPath(textConversationId)}>
          <MessageCircle size={18} aria-hidden="true" />
          Continue with the concierge
        </ButtonLink>
      </div>
    </Card>
  );
}
